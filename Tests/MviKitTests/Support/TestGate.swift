import MviKit
import MviKitLocking

/// A one-shot latch that tasks await until the test opens it.
///
/// Lets a test hold an intent's body in the middle, as slow I/O would, and say
/// exactly when it goes on, without sleeping. Once open it stays open.
final class TestGate: Sendable {
    private struct Latch {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let latch = Locked(Latch())

    /// Returns once the gate is open (at once if it already is).
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = latch.withLock { latch in
                if !latch.isOpen {
                    latch.waiters.append(continuation)
                }
                return latch.isOpen
            }
            if isOpen {
                continuation.resume()
            }
        }
    }

    /// Waits like ``wait()``, except that cancelling the waiting task opens the
    /// gate; returns whether the task was cancelled.
    func waitUnlessCancelled() async -> Bool {
        await withTaskCancellationHandler {
            await wait()
        } onCancel: {
            open()
        }
        return Task.isCancelled
    }

    /// Lets every waiter go on, now and later.
    func open() {
        let waiters = latch.withLock { latch in
            latch.isOpen = true
            defer { latch.waiters = [] }
            return latch.waiters
        }
        for waiter in waiters {
            waiter.resume()
        }
    }
}

extension MviContainer {
    /// Starts an intent named "stuck" whose body waits, ignoring cancellation, until `gate` opens,
    /// and returns once it waits there: a body that never ends, for a test about waiting.
    func startStuckIntent(until gate: TestGate) async {
        let isWaiting = TestGate()
        intent("stuck") { _ in
            isWaiting.open()
            await gate.wait()
        }
        await isWaiting.wait()
    }

    /// Awaits ``MviContainer/idle()``; should the test be cancelled meanwhile
    /// (its time limit ran out), opens `gate`, so that a body held on it can end
    /// and the run goes on to report the failure rather than hang.
    func idle(openingOnCancel gate: TestGate) async {
        await withTaskCancellationHandler {
            await idle()
        } onCancel: {
            gate.open()
        }
    }
}
