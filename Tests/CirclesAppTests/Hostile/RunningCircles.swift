import CirclesLocking
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The built `circles` command kept running, so that a test can type a line,
/// wait until the answer has been printed, then act on the running process:
/// send it a signal, fill its disk, or kill it.
///
/// Every wait is for something the command prints or for its exit, never for
/// a length of time; the one deadline, ``CirclesExecutable/timeout``, only
/// turns a hang into a failure.
final class RunningCircles: Sendable {
    private let process: Process
    private let input: FileHandle
    private let output = WatchedText()
    private let errorOutput = WatchedText()
    private let end = ProcessEnd()

    /// Starts `circles` with `arguments`, its standard input and both outputs through pipes.
    init(_ circles: CirclesExecutable, _ arguments: [String], environment: [String: String] = [:]) throws {
        let (process, standardInput, standardOutput, standardError) = CirclesExecutable.piped(
            circles.url, arguments: arguments, environment: environment)
        self.process = process
        input = standardInput.fileHandleForWriting
        try process.run()
        Self.drain(standardOutput.fileHandleForReading, into: output)
        Self.drain(standardError.fileHandleForReading, into: errorOutput)
        let end = end
        Thread.detachNewThread {
            process.waitUntilExit()
            end.markEnded()
        }
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

    /// Waits for the command to end and returns what it left, its input closed only afterwards.
    ///
    /// The input stays open until the exit, so that an end of input can never
    /// be what ended the command.
    func outcome() async -> ProcessOutcome {
        await end.wait()
        try? input.close()
        let status =
            process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return ProcessOutcome(
            status: status, output: await output.finalText(), errorOutput: await errorOutput.finalText())
    }

    private static func drain(_ handle: FileHandle, into text: WatchedText) {
        Thread.detachNewThread {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                text.append(chunk)
            }
            text.close()
        }
    }
}

/// Whether the command has ended, with the one task waiting for it.
private final class ProcessEnd: Sendable {
    private let state = Locked<(ended: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    func markEnded() {
        let waiter = state.withLock { state in
            state.ended = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let ended = state.withLock { state in
                if !state.ended { state.waiter = continuation }
                return state.ended
            }
            if ended { continuation.resume() }
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
