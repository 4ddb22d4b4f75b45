import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesTestSupport
import CirclesVersions
import Foundation

@testable import CirclesApp

/// Runs a script through a whole session in this process, as `circles --store :memory:` would from a pipe.
///
/// The session is built by ``CirclesSession/wired(architecture:store:storeFile:output:latency:log:presenterCall:)``,
/// exactly as ``CirclesCommand`` builds it. Lines are cut by the
/// command's own ``LineSplitter`` and echoed by its ``SessionLoop``, so the
/// transcript is what a person would see from `printf … | circles`.
@MainActor
enum ScriptedSession {
    /// The whole output of a session fed `script`, with `architecture` behind the form and, unless
    /// `listVersion` says otherwise, the list at the same stage.
    ///
    /// With `log`, the session runs as `--log` does; with `storeFile`, on
    /// that JSON store with its saved-form file, as `--store PATH` does;
    /// otherwise in memory.
    static func transcript(
        of script: Data,
        architecture: Architecture,
        listVersion: ListVersion? = nil,
        log: Bool = false,
        storeFile: URL? = nil
    ) async -> String {
        let store: any CirclesRepository =
            storeFile.map(JSONFileCirclesRepository.init(fileURL:))
            ?? InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        let written = WrittenText()
        let output = ConsoleOutput(write: written.append, style: .plain)
        let session = CirclesSession.wired(
            architecture: architecture, listVersion: listVersion, store: store,
            storeFile: storeFile.map { FileSystemPath($0.filePath) }, output: output, log: log)

        await session.start()
        await SessionLoop(session: session, output: output, interactive: false).run(lines(of: script))
        await session.finish()

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

/// Everything a session wrote, in order; a test may clear it to look at what comes next.
@MainActor
final class WrittenText {
    var text = ""

    func append(_ piece: String) {
        text += piece
    }
}
