import Dispatch
import Foundation

/// Marks the main dispatch queue so that code can tell it is running there.
///
/// On Linux a program waiting in `dispatch_main()` (as async programs and the
/// test runner do) runs its main actor on a worker thread, where
/// `Thread.isMainThread` is false; the queue-specific value is still visible.
/// Swift initialises a global once, lazily and thread-safely, so the key is
/// set before anyone reads it.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main actor, checked without trapping.
@usableFromInline
var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Runs `work` on the main actor: right away when already there, otherwise on
/// the main actor's next turn.
///
/// Used for the two things that must happen on the main actor but may be asked
/// for from anywhere: delivering queued changes and removing a listener. Going
/// synchronous when possible keeps main-actor callers (a view, a console)
/// deterministic and saves a task.
func performOnMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor {
        MainActor.assumeIsolated(work)
    } else {
        Task { @MainActor in work() }
    }
}
