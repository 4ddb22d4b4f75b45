import CirclesTestSupport
import Foundation
import MviKitLocking

#if canImport(Glibc)
    import Glibc
#endif

/// The built `circles` command kept running, so that a test can type a line,
/// wait until the answer has been printed, then act on the running process:
/// send it a signal, fill its disk, or kill it.
///
/// Its output is read as it comes, unless the test asks for a reader that
/// stops reading after a piece of text, as `circles | sleep 30` never reads:
/// the command is then left to fill the pipe and block.
///
/// Every wait is for something the command prints or for its exit, never for
/// a length of time; the one deadline, ``CirclesExecutable/timeout``, only
/// turns a hang into a failure.
final class RunningCircles: Sendable {
    private let process: Process
    private let input: FileHandle
    private let output = WatchedText()
    private let errorOutput = WatchedText()
    private let exit: ProcessExit

    /// Starts `circles` with `arguments`, its standard input and both outputs through pipes.
    ///
    /// With `stopReadingAfter`, standard output is read only until it holds
    /// that text, and never again; what the command wrote up to there is its output.
    init(
        _ circles: CirclesExecutable,
        _ arguments: [String],
        environment: [String: String] = [:],
        stopReadingAfter lastText: String? = nil
    ) throws {
        let (process, standardInput, standardOutput, standardError) = CirclesExecutable.piped(
            circles.url, arguments: arguments, environment: environment)
        self.process = process
        input = standardInput.fileHandleForWriting
        exit = ProcessExit(of: process)
        try process.run()
        Self.drain(standardOutput.fileHandleForReading, into: output, until: lastText)
        Self.drain(standardError.fileHandleForReading, into: errorOutput)
        DispatchQueue.global().asyncAfter(deadline: .now() + CirclesExecutable.timeout) {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// Types `text` on the command's standard input, which stays open.
    func type(_ text: String) {
        try? input.write(contentsOf: Data(text.utf8))
    }

    /// Waits until standard output holds `text`; `false` when the command ended first.
    func waitForOutput(containing text: String) async -> Bool {
        await output.wait(for: text)
    }

    /// Sends `number` to the command.
    func send(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Fills the pipe of the command's standard output until it takes no more, and returns how many bytes that took.
    ///
    /// Opening the pipe again through `/proc` (Linux) gives this process a
    /// writing end of its own, made non-blocking without touching the
    /// command's. Only useful once this side stops reading (`stopReadingAfter`).
    func fillOutputPipe() throws -> Int {
        let path = "/proc/\(process.processIdentifier)/fd/1"
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let block = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
        var total = 0
        while true {
            let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                total += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        // The last bytes, one at a time, so that not even one byte of room is left.
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, 1) }) > 0 { total += 1 }
        return total
    }

    /// Waits for the command to end and returns what it left, its input closed only afterwards.
    ///
    /// The input stays open until the exit, so that an end of input can never
    /// be what ended the command.
    func outcome() async -> ProcessOutcome {
        await exit.ending()
        try? input.close()
        let status =
            process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return ProcessOutcome(
            status: status, output: await output.finalText(), errorOutput: await errorOutput.finalText())
    }

    private static func drain(_ handle: FileHandle, into text: WatchedText, until lastText: String? = nil) {
        Thread.detachNewThread {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                text.append(chunk)
                if let lastText, text.contains(lastText) { break }
            }
            text.close()
        }
    }
}

/// The text a command has written so far, with waiters for a piece of it to appear.
private final class WatchedText: Sendable {
    private struct State {
        var data = Data()
        var isClosed = false
        var waiters: [(text: String, continuation: CheckedContinuation<Bool, Never>)] = []
    }

    private let state = Locked(State())

    func append(_ chunk: Data) {
        let ready = state.withLock { state in
            state.data.append(chunk)
            let text = String(decoding: state.data, as: UTF8.self)
            let (ready, waiting) = split(state.waiters) { text.contains($0.text) }
            state.waiters = waiting
            return ready.map(\.continuation)
        }
        for continuation in ready { continuation.resume(returning: true) }
    }

    func contains(_ piece: String) -> Bool {
        state.withLock { String(decoding: $0.data, as: UTF8.self).contains(piece) }
    }

    func close() {
        let waiting = state.withLock { state in
            state.isClosed = true
            defer { state.waiters = [] }
            return state.waiters.map(\.continuation)
        }
        for continuation in waiting { continuation.resume(returning: false) }
    }

    func wait(for text: String) async -> Bool {
        await withCheckedContinuation { continuation in
            let answer: Bool? = state.withLock { state in
                if String(decoding: state.data, as: UTF8.self).contains(text) { return true }
                if state.isClosed { return false }
                state.waiters.append((text, continuation))
                return nil
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    /// Everything written, once the command has closed its end.
    func finalText() async -> String {
        _ = await withCheckedContinuation { continuation in
            let closed: Bool = state.withLock { state in
                if !state.isClosed { state.waiters.append(("\u{0}never", continuation)) }
                return state.isClosed
            }
            if closed { continuation.resume(returning: true) }
        }
        return state.withLock { String(decoding: $0.data, as: UTF8.self) }
    }

    private func split<Element>(_ elements: [Element], by isReady: (Element) -> Bool) -> ([Element], [Element]) {
        (elements.filter(isReady), elements.filter { !isReady($0) })
    }
}
