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

    /// Runs the command with `arguments` (without the command's name), each as the bytes the system gave, and
    /// returns its exit status.
    ///
    /// A `--store` path is used as those bytes, which need not be UTF-8:
    /// decoded as text, a byte that is not would become U+FFFD, the name of
    /// another file.
    @MainActor
    public static func run(arguments: [[UInt8]], environment: [String: String]) async -> Int32 {
        StandardStreams.ignoreClosedPipes()
        var options: Options
        switch Options.parse(arguments.map { String(decoding: $0, as: UTF8.self) }) {
        case .failure(let error):
            StandardStreams.writeError(error.report)
            return 2
        case .success(let parsed):
            options = parsed
        }
        if case .file = options.store, let path = storePath(in: arguments) { options.store = .file(path: path) }
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
    /// ends it as `quit` does, the unfinished form saved unless its change
    /// reached the store, once no save to the store is in flight, with the
    /// status a shell gives a process the signal killed. The signals are
    /// caught before the store is read, and none waits for a read: a store of
    /// a million circles, which takes a second to read, ends at once too.
    @MainActor
    private static func runSession(_ options: Options, environment: [String: String]) async -> Int32 {
        let ending = Ending()
        let signals = EndingSignals { number in
            // The session may be waiting for work that never ends (a held call): the signal ends it from here.
            Task {
                await ending.session?.finish()
                ending.stopWrites()
                exit(EndingSignals.exitStatus(for: number))
            }
        }
        let store: OpenedStore
        do {
            store = try OpenedStore.open(options.store, environment: environment)
            ending.stopWrites = store.stopWrites
            try await store.validate()
        } catch {
            signals.stop()
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
            storeFile: store.filePath,
            noteOpenedCircle: store.noteOpenedCircle,
            output: output,
            latency: .milliseconds(options.latencyMilliseconds),
            log: options.log
        )
        ending.session = session
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
        await session.finish()
        store.waitForCallsInFlight()
        if let number = EndingSignals.arrivedSignal { return EndingSignals.exitStatus(for: number) }
        return session.lostUnfinishedForm ? 1 : 0
    }

    /// What a signal ends: the session, once there is one, and the store's writes, once it is open.
    @MainActor
    private final class Ending {
        var session: CirclesSession?
        var stopWrites: @Sendable () -> Void = {}
    }

    /// The bytes of the last `--store PATH` or `--store=PATH` among `arguments`, the one ``Options`` takes.
    private static func storePath(in arguments: [[UInt8]]) -> FileSystemPath? {
        let flag = Array("--store".utf8)
        var path: [UInt8]?
        for (index, argument) in arguments.enumerated() {
            if argument == flag, index + 1 < arguments.count {
                path = arguments[index + 1]
            } else if argument.starts(with: flag + [UInt8(ascii: "=")]) {
                path = Array(argument.dropFirst(flag.count + 1))
            }
        }
        return path.flatMap(FileSystemPath.init(bytes:))
    }

    /// The arguments the process was started with, after its name, as the bytes the system gave.
    public static var commandLineArguments: [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
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
