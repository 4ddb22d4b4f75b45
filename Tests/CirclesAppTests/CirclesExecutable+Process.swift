import CirclesTestSupport
import Foundation
import MviKitLocking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CirclesExecutable {
    /// Runs `executable` to its end, or until ``timeout``, and collects what it wrote.
    ///
    /// The blocking work (writing the input, draining both outputs, waiting
    /// for the exit) happens on threads of its own, never on the tests' shared
    /// pool, and both outputs are drained while the process runs so that a full
    /// pipe cannot stall it.
    static func run(
        executable: URL,
        arguments: [String],
        input: Data,
        environment: [String: String],
        directory: URL? = nil
    ) async -> ProcessOutcome {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    returning: runBlocking(
                        executable: executable, arguments: arguments, input: input, environment: environment,
                        directory: directory))
            }
        }
    }

    private static func runBlocking(
        executable: URL,
        arguments: [String],
        input: Data,
        environment: [String: String],
        directory: URL?
    ) -> ProcessOutcome {
        let (process, standardInput, standardOutput, standardError) = piped(
            executable, arguments: arguments, environment: environment)
        if let directory { process.currentDirectoryURL = directory }
        let exit = ProcessExit(of: process)
        do {
            try process.run()
        } catch {
            return ProcessOutcome(
                status: -1, output: "", errorOutput: "could not start \(executable.filePath): \(error)")
        }
        let group = DispatchGroup()
        let collected = Collected()
        DispatchQueue.global().async(group: group) {
            // The command may exit before reading everything (a bad flag): that is not a failure here.
            try? standardInput.fileHandleForWriting.write(contentsOf: input)
            try? standardInput.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: group) {
            collected.output.withLock { $0 = standardOutput.fileHandleForReading.readDataToEndOfFile() }
        }
        DispatchQueue.global().async(group: group) {
            collected.errorOutput.withLock { $0 = standardError.fileHandleForReading.readDataToEndOfFile() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            guard process.isRunning else { return }
            collected.timedOut.withLock { $0 = true }
            // SIGKILL, not SIGTERM: a hang must end even if the command would ignore a polite request.
            kill(process.processIdentifier, SIGKILL)
        }
        exit.wait()
        group.wait()
        return ProcessOutcome(
            status: process.terminationStatus,
            output: String(decoding: collected.output.withLock(\.self), as: UTF8.self),
            errorOutput: String(decoding: collected.errorOutput.withLock(\.self), as: UTF8.self),
            timedOut: collected.timedOut.withLock(\.self)
        )
    }

    /// Writing to a command that has exited must fail the write, not kill the test process.
    /// A process for `executable` with its three standard streams on pipes,
    /// `NO_COLOR` cleared and `environment` added, not started yet.
    static func piped(
        _ executable: URL, arguments: [String], environment: [String: String]
    ) -> (process: Process, input: Pipe, output: Pipe, errorOutput: Pipe) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        process.environment = variables.merging(environment) { $1 }
        let (standardInput, standardOutput, standardError) = (Pipe(), Pipe(), Pipe())
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        ignoreBrokenPipes
        return (process, standardInput, standardOutput, standardError)
    }

    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()
}

/// What the threads around a run find out: both outputs, and whether the run had to be stopped.
private final class Collected: Sendable {
    let output = Locked(Data())
    let errorOutput = Locked(Data())
    let timedOut = Locked(false)
}
