/// Where `intent` leaves new intents for the drainer, behind a lock of its own.
///
/// The view calls `intent` on the main actor while the drainer runs earlier
/// intents, each of which takes the container's lock several times (to start,
/// to reduce, to finish). Were the two to share that lock, a burst of events
/// would keep the main thread waiting on the drainer, and a thread that waits
/// too long on a `Mutex` sleeps in the kernel. With an inbox of its own, the
/// caller only ever meets the drainer when it collects a whole batch.
@usableFromInline
struct MviIntentInbox<State: Sendable, SideEffect: Sendable>: Sendable {
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

    /// Intents not yet taken by the drainer, oldest first.
    @usableFromInline var waiting: [Entry] = []
    /// Whether a drainer task exists; the intent that finds none starts one.
    @usableFromInline var isDraining = false
    /// Set by `close()`: later intents are refused.
    @usableFromInline var isClosed = false
    /// The id the next intent gets.
    @usableFromInline var nextID: UInt64 = 0

    /// An empty inbox.
    @usableFromInline init() {}

    /// Queues an intent; returns its id and whether the caller must start a
    /// drainer, or nil once the container is closed.
    @inlinable
    mutating func enqueue(name: String, work: Work) -> (id: UInt64, mustStartDrainer: Bool)? {
        guard !isClosed else { return nil }
        let id = nextID
        nextID &+= 1
        waiting.append(Entry(id: id, name: name, work: work))
        guard !isDraining else { return (id, false) }
        isDraining = true
        return (id, true)
    }

    /// Hands the drainer everything waiting, or, when nothing is, lets the drainer end.
    @inlinable
    mutating func takeWaiting(into batch: inout [Entry]) -> Bool {
        guard !waiting.isEmpty else {
            isDraining = false
            return false
        }
        swap(&waiting, &batch)
        return true
    }
}
