import CirclesConsole
import CirclesData
import CirclesDomain
import Foundation

/// The `circles` command: options, the store, then a session over standard input.
public enum CirclesCommand {
    /// The version `--version` prints.
    public static let version = "1.0.0"

    /// Runs the command with `arguments` (without the command's name) and returns its exit status.
    @MainActor
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let options: Options
        switch Options.parse(arguments) {
        case .failure(let error):
            StandardStreams.writeError("circles: \(error)\n\n\(Usage.text)")
            return 2
        case .success(let parsed):
            options = parsed
        }
        switch options.action {
        case .help:
            StandardStreams.write(Usage.text)
            return 0
        case .version:
            StandardStreams.write("circles \(version)\n")
            return 0
        case .run:
            return await runSession(options, environment: environment)
        }
    }

    @MainActor
    private static func runSession(_ options: Options, environment: [String: String]) async -> Int32 {
        let store: OpenedStore
        do {
            store = try await OpenedStore.open(options.store, environment: environment)
        } catch {
            StandardStreams.writeError("circles: \(error)\n")
            return 1
        }
        let interactive = StandardStreams.inputIsTerminal
        let output = ConsoleOutput(write: StandardStreams.write, style: textStyle(options, environment: environment))
        let session = CirclesSession.wired(
            architecture: options.architecture,
            store: store.repository,
            storeFile: store.fileURL,
            output: output,
            latency: .milliseconds(options.latencyMilliseconds),
            log: options.log
        )
        if interactive && StandardStreams.outputIsTerminal {
            session.spinner = ProgressSpinner(output: output)
        }
        if interactive {
            output.line("Circles demo · \(options.architecture.summary) · store: \(store.description) · type help")
        }
        await session.start()
        await SessionLoop(session: session, output: output, interactive: interactive).run(StandardStreams.lines())
        session.finish()
        return 0
    }

    private static func textStyle(_ options: Options, environment: [String: String]) -> TextStyle {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return options.color && !noColor && StandardStreams.outputIsTerminal ? .ansi : .plain
    }
}
