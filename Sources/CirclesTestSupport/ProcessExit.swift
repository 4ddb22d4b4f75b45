import Foundation
import MviKitLocking

/// The end of a child process, for a test to wait on, blocking or not.
///
/// Foundation's `waitUntilExit()` is not used: on Linux it turns a run loop
/// on the calling thread until the process ends, and on a thread other than
/// the main one that run loop can crash inside Foundation as the process
/// ends. A termination handler needs no run loop; it runs once the process's
/// status is set.
public final class ProcessExit: Sendable {
    private let state = Locked<(ended: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))
    private let ended = DispatchSemaphore(value: 0)

    /// Watches `process`, which must not have been started yet: its termination handler becomes this watch's.
    public init(of process: Process) {
        process.terminationHandler = { [self] _ in markEnded() }
    }

    /// Returns once the process has ended, blocking the calling thread; its status is then set.
    public func wait() {
        ended.wait()
        ended.signal()
    }

    /// Returns once the process has ended, without blocking a thread; its status is then set.
    public func ending() async {
        await withCheckedContinuation { continuation in
            let hasEnded = state.withLock { state in
                if !state.ended { state.waiters.append(continuation) }
                return state.ended
            }
            if hasEnded { continuation.resume() }
        }
    }

    private func markEnded() {
        let waiters = state.withLock { state in
            state.ended = true
            defer { state.waiters = [] }
            return state.waiters
        }
        ended.signal()
        for waiter in waiters { waiter.resume() }
    }
}
