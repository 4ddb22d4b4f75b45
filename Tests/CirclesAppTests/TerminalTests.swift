import CirclesConsole
import Foundation
import Testing

@testable import CirclesApp

/// The built command on a terminal, through a pseudo-terminal: colour unless told otherwise, and the spinner.
///
/// These tests look for pieces of the output rather than comparing all of
/// it, because on a terminal the input is echoed as it arrives and the
/// spinner draws as many frames as the latency lasts.
@Suite("circles: on a terminal", .enabled(if: CirclesExecutable.canRunInTerminal, "needs util-linux script"))
struct TerminalTests {
    private static let colouredTitle = "\u{1B}[1m[ All circles ]\u{1B}[0m"

    @Test("On a terminal the screens are in colour")
    func colour() async throws {
        let circles = try CirclesExecutable.built()

        let outcome = await circles.runInTerminal(["--store", ":memory:"], input: Data("quit\n".utf8))

        #expect(outcome.status == 0)
        #expect(outcome.output.contains(Self.colouredTitle))
    }

    @Test(
        "--no-color, a non-empty NO_COLOR or TERM=dumb leave no escape code at all, even on a terminal",
        arguments: [(["--no-color"], [:]), ([], ["NO_COLOR": "1"]), ([], ["TERM": "dumb"])]
            as [([String], [String: String])])
    func noColour(flags: [String], environment: [String: String]) async throws {
        let circles = try CirclesExecutable.built()

        let outcome = await circles.runInTerminal(
            ["--store", ":memory:"] + flags, input: Data("new\nname Hikers\nsave\nquit\n".utf8),
            environment: environment)

        #expect(outcome.status == 0)
        #expect(outcome.output.contains("[ Hikers is ready ]"))
        #expect(!outcome.output.contains("\u{1B}"))
    }

    @Test("An empty NO_COLOR does not turn colour off")
    func emptyNoColor() async throws {
        let circles = try CirclesExecutable.built()

        let outcome = await circles.runInTerminal(
            ["--store", ":memory:"], input: Data("quit\n".utf8), environment: ["NO_COLOR": ""])

        #expect(outcome.output.contains(Self.colouredTitle))
    }

    @Test("A command typed while the spinner turns shows after its prompt when it runs, with what it did")
    func typeAhead() async throws {
        let circles = try CirclesExecutable.built()

        let outcome = await circles.runInTerminal(
            ["--store", ":memory:", "--latency", "500", "--no-color"],
            input: Data("new\nname Hikers\nsave\nname Other\nquit\n".utf8))

        // Typed ahead, the demo echoes the line; typed later, the terminal did as the person typed:
        // either way the command and what it did are seen together.
        #expect(outcome.status == 0)
        #expect(
            outcome.output.contains(
                "> name Other\r\nThat works on the form only: type new, or edit on a circle's feed."))
    }

    @Test("While a slow save is committed, the spinner animates on one line, then wipes it before the next screen")
    func spinner() async throws {
        let circles = try CirclesExecutable.built()
        let caption = FormScreen.Progress.creating.caption

        let outcome = await circles.runInTerminal(
            ["--store", ":memory:", "--latency", "1000", "--no-color"],
            input: Data("new\nname Hikers\nsave\nquit\n".utf8))

        let firstFrame = ProgressSpinner.frame(0, caption: caption, style: .plain)
        let secondFrame = ProgressSpinner.frame(1, caption: caption, style: .plain)
        let wipe = ProgressSpinner.erasure(width: ProgressSpinner.width(of: caption))
        #expect(outcome.status == 0)
        #expect(outcome.output.contains(firstFrame + secondFrame))
        #expect(outcome.output.contains(wipe + "[ Hikers is ready ]"))
        #expect(!outcome.output.contains("\u{1B}"))
    }
}
