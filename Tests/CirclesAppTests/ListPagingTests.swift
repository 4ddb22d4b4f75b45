import CirclesCommandLine
import CirclesConsole
import CirclesTestSupport
import CirclesVersions
import Foundation
import Testing

@testable import CirclesApp

/// A list longer than a page, in every list version: the console shows twenty rows and says how to see the
/// others, `more` and `list N` page through it, and a command that changes nothing on the list redraws nothing.
@Suite("The list: a page at a time")
@MainActor
struct ListPagingTests {
    @Test(
        "A long list shows a page and says how to see more; more and list N page; help draws no row",
        arguments: ListVersion.allCases)
    func paging(version: ListVersion) async throws {
        try await withTemporaryFolder { folder in
            let storeFile = folder.appending(component: "circles.json")
            try Self.store(circles: 45).write(to: storeFile)
            let script = ["more", "more", "more", "help", "list 46", "list 3", "open 44", "back", "delete 45", "no"]

            let transcript = await ScriptedSession.transcript(
                of: Data(script.map { $0 + "\n" }.joined().utf8), architecture: .mvi, listVersion: version,
                storeFile: storeFile)

            let fromThree = Self.page(3...22)
            #expect(
                transcript == Self.page(1...20) + "> more\n" + Self.page(21...40) + "> more\n" + Self.page(41...45)
                    + "> more\nThat is the end of the list: list 1 shows it from the top.\n"
                    + "> help\n" + HelpText.text + "> list 46\nPick a circle from 1 to 45.\n" + "> list 3\n" + fromThree
                    + "> open 44\n[ Circle 44 ]\n  Cover  none\n  Nothing has been posted in this circle yet.\n"
                    + "  edit · back\n" + "> back\n" + fromThree + "> delete 45\n"
                    + Self.page(3...22, hints: "  ? Delete Circle 45? This cannot be undone.  yes · no")
                    + "> no\n" + fromThree)
        }
    }

    /// The list of 45 circles showing `rows`, the line saying which they are, then `hints`.
    private static func page(
        _ rows: ClosedRange<Int>, hints: String = "  open N · edit N · delete N · new · refresh · help"
    ) -> String {
        let more = rows.upperBound < 45 ? " · more shows the next" : ""
        return "[ All circles ]\n" + rows.map { "  \($0)  Circle \($0)\n" }.joined()
            + "  Circles \(rows.lowerBound) to \(rows.upperBound) of 45\(more) · list N shows from circle N\n\(hints)\n"
    }

    /// A store file holding `count` circles, `Circle 1` to `Circle N`.
    nonisolated static func store(circles count: Int) -> Data {
        let circles = (1...count).map { #"{"id": "circle-\#($0)", "name": "Circle \#($0)"}"# }
        let fields = #""format": "circles-store", "nextId": \#(count + 1), "version": 1"#
        return Data(#"{"circles": [\#(circles.joined(separator: ", "))], \#(fields)}"#.utf8)
    }
}
