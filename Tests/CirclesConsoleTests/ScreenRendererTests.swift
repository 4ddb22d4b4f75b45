import CirclesConsole
import CirclesDomain
import Foundation
import MviMigrationTesting
import Testing

/// The screenshot tests: each screen state, rendered, against its snapshot in `Snapshots/`.
///
/// To accept a deliberate change of rendering, run
/// `RECORD_GOLDEN_FILES=1 swift test --filter CirclesConsoleTests`, review
/// the rewritten files with `git diff`, then run the tests again.
@Suite("Screenshots of every console screen")
struct ScreenRendererTests {
    @Test("Each screen renders exactly as its snapshot", arguments: Screenshot.allCases)
    func screenshot(_ screenshot: Screenshot) {
        let renderer = ScreenRenderer(style: screenshot.style)

        let text = renderer.text(for: screenshot.screen)

        GoldenFile(url: Self.snapshots.appending(component: "\(screenshot.rawValue).txt")).check(text)
    }

    @Test("The text of a screen is its lines, each ending in a new line")
    func textJoinsLines() {
        let renderer = ScreenRenderer()
        let screen = Screen.circleFeed(CircleConfigModel(id: "sample-2", name: "Book club"))

        let text = renderer.text(for: screen)

        #expect(text == renderer.lines(for: screen).map { $0 + "\n" }.joined())
        #expect(text.hasSuffix("\n"))
    }

    @Test("Plain rendering holds no escape code, whatever the screen", arguments: Screenshot.allCases)
    func plainHasNoEscapes(_ screenshot: Screenshot) {
        let text = ScreenRenderer(style: .plain).text(for: screenshot.screen)

        #expect(!text.contains("\u{1B}"))
    }

    /// The snapshot folder, found next to this file so that recording writes into the repository.
    private static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(component: "Snapshots")
}
