/// One console command tried in one situation, for the interaction record.
///
/// The talk's interaction test keys each widget (`"button_close"`) to the
/// presenter calls a click makes. Here the widgets are console commands: each
/// interaction runs `setup` in a fresh session, then `command`, and records
/// only the calls `command` makes.
struct Interaction: Sendable {
    /// The key in the record: the command as typed, with the situation when one command is tried in several.
    let key: String
    /// The commands that lead to the situation.
    let setup: [String]
    /// The command whose presenter calls are recorded.
    let command: String

    /// Every interaction in the record: every form command, and each dialog answer.
    static let all: [Interaction] = [
        Interaction(key: "new", setup: [], command: "new"),
        Interaction(key: "edit", setup: ["open 2"], command: "edit"),
        Interaction(key: "name Hikers", setup: ["new"], command: "name Hikers"),
        Interaction(key: "cover URL", setup: ["new", "name Hikers"], command: "cover https://example.com/hikers.jpg"),
        Interaction(
            key: "cover -", setup: ["new", "name Hikers", "cover https://example.com/a.jpg"], command: "cover -"),
        Interaction(key: "save", setup: ["new", "name Hikers"], command: "save"),
        Interaction(key: "save (edit)", setup: ["open 2", "edit", "name Readers"], command: "save"),
        Interaction(key: "back", setup: ["new", "name Hikers"], command: "back"),
        Interaction(key: "delete", setup: ["open 2", "edit"], command: "delete"),
        Interaction(key: "yes (delete this circle?)", setup: ["open 2", "edit", "delete"], command: "yes"),
        Interaction(key: "no (delete this circle?)", setup: ["open 2", "edit", "delete"], command: "no"),
        Interaction(key: "yes (discard this new circle?)", setup: ["new", "name Hikers", "back"], command: "yes"),
        Interaction(
            key: "ok (could not be created)", setup: ["new", "name Hikers", "fail create", "save"], command: "ok"),
        Interaction(key: "reshow", setup: ["new", "name Hikers"], command: "reshow"),
    ]
}
