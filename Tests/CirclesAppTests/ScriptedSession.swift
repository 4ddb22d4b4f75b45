import CirclesConsole
import CirclesData
import Foundation

@testable import CirclesApp

/// Runs a script through a whole session in this process, as `circles --store :memory:` would from a pipe.
///
/// The session is wired as ``CirclesCommand`` wires it: the list and the
/// feeds read the store directly, the form goes through the simulated
/// conditions that `fail`, `hold` and `release` switch. Lines are cut by the
/// command's own ``LineSplitter`` and echoed by its ``SessionLoop``, so the
/// transcript is what a person would see from `printf … | circles`.
@MainActor
enum ScriptedSession {
    /// The whole output of a session fed `script`, with `architecture` behind the form.
    static func transcript(of script: Data, architecture: Architecture) async -> String {
        let store = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        let conditions = SimulatedConditionsRepository(wrapping: store)
        let written = WrittenText()
        let output = ConsoleOutput(write: written.append, style: .plain)
        let session = CirclesSession(
            architecture: architecture,
            browsing: store,
            dependencies: CircleFormDependencies(repository: conditions),
            controls: conditions,
            output: output
        )

        await session.start()
        await SessionLoop(session: session, output: output, interactive: false).run(lines(of: script))
        session.finish()

        return written.text
    }

    /// The lines of `script`, as standard input would deliver them.
    private static func lines(of script: Data) -> AsyncStream<InputLine> {
        var splitter = LineSplitter()
        var lines = splitter.feed(script)
        if let last = splitter.finish() { lines.append(last) }
        return AsyncStream { continuation in
            for line in lines { continuation.yield(line) }
            continuation.finish()
        }
    }
}

/// Everything the session wrote, in order.
@MainActor
private final class WrittenText {
    private(set) var text = ""

    func append(_ piece: String) {
        text += piece
    }
}
