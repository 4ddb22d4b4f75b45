import CirclesConsole
import CirclesDomain
import CirclesTestSupport
import MviMigrationTesting

/// Drives one version's screen through the seam and writes down everything
/// the user saw: each input, then the form as the console draws it, or where the form went.
@MainActor
final class SeamHarness: FormNavigator {
    /// The circle an edited form opens with.
    static let bookClub = CircleConfigModel(
        id: "sample-2", name: "Book club", coverPhoto: "https://example.com/books.jpg")

    /// The repository the screen works with.
    let repository: FakeCirclesRepository
    /// Where the form went, in order.
    private(set) var destinations: [FormDestination] = []
    /// The session so far, starting with the form as it opened.
    private(set) var transcript = SessionTranscript(opening: "")
    private var screen: (any CircleFormScreen)?
    /// Set when the form asks to leave; the form is closed once its work has settled, as the app does.
    private var isLeaving = false

    /// Opens `version`'s screen as `launch` says, over a repository holding `circles`, and waits
    /// for the work opening it started.
    init(_ version: Version, launch: FormLaunch = .create, circles: [CircleConfigModel] = []) async {
        repository = FakeCirclesRepository(circles: circles)
        screen = version.makeScreen(launch: launch, repository: repository, navigator: self)
        await settle()
        transcript = SessionTranscript(opening: seen())
    }

    /// Opens `version`'s screen to edit ``bookClub``.
    static func editing(_ version: Version) async -> SeamHarness {
        await SeamHarness(version, launch: .edit(circleId: bookClub.id), circles: [bookClub])
    }

    /// What the form shows now.
    var form: FormScreen? { screen?.display }

    /// Sends each input as a user would, waits for the work it started, and writes what the user then sees.
    func send(_ inputs: FormInput...) async {
        for input in inputs {
            screen?.handle(input)
            await settle()
            transcript.record(Self.text(of: input), then: seen())
        }
    }

    /// Sends `input` and returns once the repository call it makes, named `call`, is held, before it finishes.
    func sendWhileHeld(_ input: FormInput, holding call: String) async {
        repository.gate.hold(call)
        screen?.handle(input)
        await repository.gate.waitUntilHeld(call)
    }

    /// Lets the held call named `call` finish, and waits for the screen to settle.
    func release(_ call: String) async {
        repository.gate.release(call)
        await settle()
    }

    /// Notes where the form went; the form is closed once its work has settled.
    func leaveForm(to destination: FormDestination) {
        destinations.append(destination)
        isLeaving = true
    }

    /// Waits for the screen's work, then closes it if it asked to leave.
    private func settle() async {
        await screen?.settle()
        guard isLeaving else { return }
        screen?.close()
        screen = nil
    }

    /// The input as the transcript writes it: as Swift spells the case, an answer by its short name.
    private static func text(of input: FormInput) -> String {
        guard case .answer(let answer) = input else { return "\(input)" }
        return "answer(.\(answer.rawValue))"
    }

    private func seen() -> String {
        if let destination = destinations.last { return "→ \(destination)\n" }
        return form.map { ScreenRenderer().text(for: .form($0)) } ?? ""
    }
}
