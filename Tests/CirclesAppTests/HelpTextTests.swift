import CirclesCommandLine
import Testing

@testable import CirclesApp

/// The `help` command's text: every command the parser takes is listed, each
/// on a line of its own, and what it does reads as sentences.
@Suite("help")
struct HelpTextTests {
    /// The listed entries: the words before the description, and the description, its wrapped lines joined.
    private static var entries: [(usage: String, description: String)] {
        var entries: [(usage: String, description: String)] = []
        for line in HelpText.text.split(separator: "\n") where line.hasPrefix("  ") {
            let usage = line.prefix(descriptionColumn).trimmingCharacters(in: " ")
            let description = line.dropFirst(descriptionColumn)
            if usage.isEmpty, let last = entries.indices.last {
                entries[last].description += " " + description
            } else {
                entries.append((usage, String(description)))
            }
        }
        return entries
    }

    /// Where every description starts.
    private static let descriptionColumn = 18

    @Test("Every command the parser takes is in help, at the start of its own line")
    func everyCommandListed() {
        let listed = Set(Self.entries.flatMap { $0.usage.split(separator: ",").map { $0.split(separator: " ")[0] } })

        #expect(listed == Set(CommandParser.verbs.map { Substring($0) }))
    }

    @Test("Each description is a sentence or more: a capital first, a full stop last")
    func sentences() {
        for (usage, description) in Self.entries {
            #expect(description.first?.isUppercase == true, "\(usage)")
            #expect(description.hasSuffix("."), "\(usage)")
        }
    }

    @Test("Help fits an 80-column terminal, with each description in its column")
    func layout() {
        for line in HelpText.text.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
            if line.hasPrefix("  ") {
                let descriptionStart = line.dropFirst(Self.descriptionColumn)
                #expect(descriptionStart.first != " " && line.dropFirst(Self.descriptionColumn - 1).first == " ")
            }
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
    }
}
