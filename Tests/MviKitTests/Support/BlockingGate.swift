import Dispatch
import Synchronization

/// A one-shot latch that a thread waits on without suspending.
///
/// Two uses. An intent's body waits on one to keep the container's drainer
/// busy, so that later intents stay queued. A test on the main actor waits on
/// one until an intent has made its changes, so that they are still queued
/// for delivery when it goes on: the main actor cannot deliver while it waits.
///
/// Whoever opens it never waits for anything itself, so holding a thread here
/// cannot deadlock. The atomic flag tells the thread sanitizer what the
/// semaphore already guarantees: what happened before ``open()`` happened
/// before ``wait()`` returns.
final class BlockingGate: Sendable {
    private let isOpen = Atomic(false)
    private let semaphore = DispatchSemaphore(value: 0)

    /// Blocks the calling thread until the gate is open.
    func wait() {
        semaphore.wait()
        // Hands the one signal on, so that every later waiter passes too.
        semaphore.signal()
        _ = isOpen.load(ordering: .acquiring)
    }

    /// Lets every waiter go on, now and later.
    func open() {
        guard !isOpen.exchange(true, ordering: .acquiringAndReleasing) else { return }
        semaphore.signal()
    }
}
