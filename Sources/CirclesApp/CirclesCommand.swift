import CirclesCommandLine
import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesVersions
import Foundation

/// The `circles` command: options, the store, then a session over standard input.
public enum CirclesCommand {
    /// The version `--version` prints.
    public static let version = "1.0.0"

    /// Runs the command with `arguments` (without the command's name) and returns its exit status.
    @MainActor
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        StandardStreams.ignoreClosedPipes()
        let options: Options
        switch Options.parse(arguments) {
        case .failure(let error):
            StandardStreams.writeError(error.report)
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

    /// Runs the session on the store `options` name, to the end of the input, `quit` or one of ``EndingSignals``.
    ///
    /// A store that cannot be used (unreadable, corrupt, read-only, on a full
    /// disk) stops the demo with status 1 before the first screen; an
    /// unfinished form that cannot be saved at the end makes it exit with 1 too. A signal
    /// ends it as `quit` does, the unfinished form saved, once no save to the
    /// store is in flight, with the status a shell gives a process the signal
    /// killed.
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
        let output = ConsoleOutput(
            write: writingFailures(of: store.repository), style: textStyle(options, environment: environment))
        let session = CirclesSession.wired(
            architecture: options.architecture,
            listVersion: options.listVersion,
            store: store.repository,
            storeFile: store.fileURL,
            noteOpenedCircle: store.noteOpenedCircle,
            output: output,
            latency: .milliseconds(options.latencyMilliseconds),
            log: options.log
        )
        let signals = EndingSignals { number in
            session.finish()
            store.waitForCallsInFlight()
            exit(EndingSignals.exitStatus(for: number))
        }
        if interactive && StandardStreams.outputIsTerminal {
            session.spinner = ProgressSpinner(output: output)
        }
        if interactive {
            output.line(
                "Circles demo · list: \(options.listVersion.summary) · form: \(options.architecture.summary) · "
                    + "store: \(store.description) · type help")
        }
        await session.start()
        let input = StandardStreams.lines()
        let loop = SessionLoop(session: session, output: output, interactive: interactive) { input.linesRead }
        await loop.run(input)
        signals.stop()
        session.finish()
        store.waitForCallsInFlight()
        return session.lostUnfinishedForm ? 1 : 0
    }

    /// Standard output, with the sentence of each failed save written before the next screen or message.
    ///
    /// Text that starts with a carriage return redraws the spinner's line, so
    /// a sentence waits for the next text that starts a line of its own.
    private static func writingFailures(
        of repository: FailureReportingRepository
    ) -> @MainActor (String) -> Void {
        { text in
            if !text.hasPrefix("\r") {
                for sentence in repository.takeFailureSentences() {
                    StandardStreams.write(sentence.printableLines + "\n")
                }
            }
            StandardStreams.write(text)
        }
    }

    /// Colour on a terminal, unless `--no-color`, a non-empty `NO_COLOR`, or `TERM=dumb`
    /// (a terminal that says it understands no escape code) turns it off.
    private static func textStyle(_ options: Options, environment: [String: String]) -> TextStyle {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let isDumbTerminal = environment["TERM"] == "dumb"
        return options.color && !noColor && !isDumbTerminal && StandardStreams.outputIsTerminal ? .ansi : .plain
    }
}
