import Locking
import MviKit

/// A one-shot latch: tasks wait on it until the test opens it.
///
/// Lets a test hold an intent in the middle of its body (as slow I/O would)
/// and decide exactly when it goes on, without sleeping.
final class TestGate: Sendable {
    private struct Latch {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let latch = Locked(Latch())

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
