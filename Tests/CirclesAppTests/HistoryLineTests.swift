import Foundation
import Testing

@testable import CirclesApp

/// `history` on the MVI form: one line per recorded state, each readable on a 100-column terminal.
@Suite("history lines")
@MainActor
struct HistoryLineTests {
    /// Sessions that type the widest names and covers the form takes, in a new form and in an edit form.
    nonisolated static let scripts: [String] = [
        """
        new
        name \(String(repeating: "👩‍👩‍👧‍👦", count: 50))
        cover https://example.com/\(String(repeating: "x", count: 300)).jpg
        name \(String(repeating: "語", count: 50))
        name \(String(repeating: "\u{202E}", count: 50))
        history
        quit
        """,
        """
        open 2
        edit
        name \(String(repeating: "W", count: 50))
        cover https://example.com/\(String(repeating: "y", count: 80)).jpg
        history
        quit
        """,
    ]

    @Test(
        "No history line is wider than 100 columns, counting each character beyond ASCII as two",
        arguments: scripts.indices)
    func linesFit(script index: Int) async throws {
        let transcript = await ScriptedSession.transcript(of: Data(Self.scripts[index].utf8), architecture: .mvi)

        let lines = try Self.historyLines(in: transcript)

        #expect(lines.count >= 3)
        #expect(lines.contains { $0.hasSuffix("…") }, "no line was long enough to be cut")
        for line in lines {
            #expect(Self.columns(line) <= 100, "\(Self.columns(line)) columns: \(line)")
        }
    }

    @Test("A line cut short keeps its start, the number and the intent, and ends in an ellipsis")
    func cutLineKeepsItsStart() {
        let line = "  2  onNameChanged(_:)  circleName: \"" + String(repeating: "語", count: 50) + "\""

        let clipped = line.clipped(toColumns: 60)

        #expect(clipped.hasPrefix("  2  onNameChanged(_:)  circleName: \"語"))
        #expect(clipped.hasSuffix("…"))
        #expect(Self.columns(clipped) <= 60)
        #expect("short".clipped(toColumns: 60) == "short")
    }

    /// The lines from `history`'s heading to its closing hint, both included.
    private static func historyLines(in transcript: String) throws -> [Substring] {
        let lines = transcript.split(separator: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("Recorded states") })
        let end = try #require(lines[start...].firstIndex { $0.hasPrefix("Type rewind N") })
        return Array(lines[start...end])
    }

    /// An upper bound on the columns a terminal gives `text`: no terminal draws a character wider than two.
    private static func columns(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + ($1.isASCII ? 1 : 2) }
    }
}
