import CirclesConsole
import CirclesData
import Foundation
import Testing

@testable import CirclesApp

/// The session loop on a terminal: a line typed before its prompt appeared
/// (while the spinner turned) is echoed when it runs, so no screen changes
/// without the command that changed it in sight; a line typed after its
/// prompt was echoed by the terminal already, and is not repeated.
@Suite("SessionLoop: type-ahead on a terminal")
@MainActor
struct SessionLoopTests {
    private static let script = ["new", "name Hikers", "save", "name Other"]

    @Test("Lines read before their prompt was written are echoed after it, then run")
    func typedAheadIsEchoed() async {
        let output = await Self.terminalOutput(linesReadAtEachPrompt: Self.script.count)

        #expect(output.contains("> new\n[ New circle ]"))
        #expect(output.contains("> save\n[ Hikers is ready ]"))
        #expect(output.contains("> name Other\nThat works on the form only: type new, or edit on a circle's feed.\n"))
    }

    @Test("Lines read only after their prompt was written are not echoed again")
    func typedAfterPromptIsNotEchoed() async {
        let output = await Self.terminalOutput(linesReadAtEachPrompt: 0)

        #expect(output.contains("> [ New circle ]"))
        #expect(output.contains("> That works on the form only: type new, or edit on a circle's feed.\n"))
        #expect(!output.contains("name Other"))
    }

    /// What an interactive session shows for ``script``, when the input has
    /// read `linesReadAtEachPrompt` lines (at most the script's) each time a prompt is written.
    private static func terminalOutput(linesReadAtEachPrompt: Int) async -> String {
        let written = WrittenText()
        let output = ConsoleOutput(write: written.append, style: .plain)
        let session = CirclesSession.wired(
            architecture: .mvi, store: InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles),
            storeFile: nil, output: output)
        await session.start()
        let lines = AsyncStream<InputLine> { continuation in
            for line in script { continuation.yield(.text(line)) }
            continuation.finish()
        }

        await SessionLoop(session: session, output: output, interactive: true) { linesReadAtEachPrompt }.run(lines)
        await session.finish()

        return written.text
    }
}
