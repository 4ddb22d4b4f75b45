import Locking
import Synchronization

/// Where `intent` leaves new intents for the drainer, behind a lock of its own.
///
/// The view calls `intent` on the main actor while the drainer runs earlier
/// intents, each of which takes the container's lock several times (to start,
/// to reduce, to finish). Were the two to share that lock, a burst of events
/// would keep the main thread waiting on the drainer, and a thread that waits
/// too long on a `Mutex` sleeps in the kernel. With an inbox of its own, the
/// caller only ever meets the drainer when it collects a whole batch.
///
/// It is also what intent handles hold (it answers their `cancel()` and
/// `waitUntilFinished()` through the core): an object the calling thread
/// has to itself, where the container, which the drainer retains for every
/// body it runs, had both threads taking turns on one reference count for
/// every intent of a burst. For the same reason it counts the intents it
/// took in with a counter only the calling side writes; the core counts
/// those that finished.
@usableFromInline
final class MviIntentInbox<State: Sendable, SideEffect: Sendable>: Sendable {
    /// An intent's work, as ``MviContainer/intent(_:_:)`` takes it.
    @usableFromInline typealias Body = @Sendable (MviScope<State, SideEffect>) async throws -> Void
    /// The work of an intent whose body has no `await`.
    @usableFromInline typealias SynchronousBody = @Sendable (MviScope<State, SideEffect>) throws -> Void

    /// What the drainer runs for one intent.
    ///
    /// Kept apart because a body that cannot suspend needs no task of its own:
    /// the drainer calls it directly, which is most of what a small intent costs.
    @usableFromInline
    enum Work: Sendable {
        /// A body without `await`: called on the drainer, run to its end.
        case synchronous(SynchronousBody)
        /// A body that may suspend: started on its own task.
        case asynchronous(Body)
    }

    /// An intent waiting for the drainer.
    @usableFromInline
    struct Entry: Sendable {
        /// Its place in call order.
        @usableFromInline let id: UInt64
        /// The name logs and tests show.
        @usableFromInline let name: String
        /// The work.
        @usableFromInline let work: Work

        /// An entry for the intent `id`.
        @inlinable
        init(id: UInt64, name: String, work: Work) {
            self.id = id
            self.name = name
            self.work = work
        }
    }

    /// What the inbox's lock guards.
    @usableFromInline
    struct Contents: Sendable {
        /// Intents not yet taken by the drainer, oldest first.
        @usableFromInline var waiting: [Entry] = []
        /// Whether a drainer task exists; the intent that finds none starts one.
        @usableFromInline var isDraining = false
        /// Set by `close()`: later intents are refused.
        @usableFromInline var isClosed = false

        @usableFromInline init() {}
    }

    @usableFromInline let contents = Locked(Contents())
    /// How many intents were taken in, ever, which is also the id the next one
    /// gets; raised before the drainer can see an intent, so it is never below
    /// the core's count of finished ones.
    @usableFromInline let acceptedCount = Atomic<UInt64>(0)
    /// Where handles' requests go.
    @usableFromInline let core: MviLockedCore<State, SideEffect>

    /// An empty inbox for the container whose core is `core`.
    init(core: MviLockedCore<State, SideEffect>) {
        self.core = core
    }

    /// Queues an intent; returns its id and whether the caller must start a
    /// drainer, or nil once the container is closed.
    @inlinable
    func enqueue(name: String, work: Work) -> (id: UInt64, mustStartDrainer: Bool)? {
        contents.withLock { contents in
            guard !contents.isClosed else { return nil }
            let id = acceptedCount.add(1, ordering: .releasing).oldValue
            contents.waiting.append(Entry(id: id, name: name, work: work))
            guard !contents.isDraining else { return (id, false) }
            contents.isDraining = true
            return (id, true)
        }
    }

    /// Hands the drainer everything waiting, or, when nothing is, lets the drainer end.
    @inlinable
    func takeWaiting(into batch: inout [Entry]) -> Bool {
        contents.withLock { contents in
            guard !contents.waiting.isEmpty else {
                contents.isDraining = false
                return false
            }
            swap(&contents.waiting, &batch)
            return true
        }
    }

    /// Refuses every later intent.
    func close() {
        contents.withLock { $0.isClosed = true }
    }
}

extension MviIntentInbox: MviIntentControl {
    /// Skips intent `id` if it has not started, or cancels its task if it suspended.
    @usableFromInline
    func cancelIntent(id: UInt64) {
        core.withLock { $0.intents.requestCancel(id) }?.cancel()
    }

    /// Returns once intent `id` has finished (at once if it already has).
    @usableFromInline
    func waitForIntent(id: UInt64) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isFinished = core.withLock { core in
                guard core.intents.isActive(id) else { return true }
                core.intents.finishWaiters[id, default: []].append(continuation)
                return false
            }
            if isFinished {
                continuation.resume()
            }
        }
    }
}
