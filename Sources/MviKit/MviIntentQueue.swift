/// The container's book of intents: those waiting for the drainer, in call
/// order, and what it takes to cancel or await any of them.
///
/// It lives inside ``MviContainerCore``, under the container's lock. Intents
/// get increasing ids and start strictly in id order, so "has it started?" is
/// one comparison with ``nextToStart``; only intents whose body suspended are
/// remembered one by one (their task is what cancelling needs), which keeps
/// the common case, a body that runs to the end at once, free of any lookup.
@usableFromInline
struct MviIntentQueue<State: Sendable, SideEffect: Sendable>: Sendable {
    /// An intent's work, as ``MviContainer/intent(_:_:)`` takes it.
    @usableFromInline typealias Body = @Sendable (MviScope<State, SideEffect>) async throws -> Void

    /// An intent waiting for the drainer.
    @usableFromInline
    struct Entry: Sendable {
        /// Its place in call order.
        @usableFromInline let id: UInt64
        /// The name logs and tests show.
        @usableFromInline let name: String
        /// The work.
        @usableFromInline let body: Body

        /// An entry for the intent `id`.
        @inlinable
        init(id: UInt64, name: String, body: @escaping Body) {
            self.id = id
            self.name = name
            self.body = body
        }
    }

    /// Intents not yet taken by the drainer, oldest first.
    @usableFromInline var waiting: [Entry] = []
    /// Whether a drainer task exists; the intent that finds none starts one.
    @usableFromInline var isDraining = false
    /// Intents waiting or running: what `idle()` and `runningIntentCount` count.
    @usableFromInline var activeCount = 0
    /// The id the next intent gets.
    @usableFromInline var nextID: UInt64 = 0
    /// Every intent with a smaller id has started, or was skipped.
    @usableFromInline var nextToStart: UInt64 = 0
    /// The intent the drainer is running right now, until its body finishes
    /// or its suspended task is recorded in ``suspended``.
    @usableFromInline var immediateID: UInt64?
    /// Intents whose body suspended, with the task that cancelling them needs.
    @usableFromInline var suspended: [UInt64: Task<Void, Never>] = [:]
    /// Cancellations asked for before the intent's task could be reached.
    @usableFromInline var cancelRequests: Set<UInt64> = []
    /// Callers of `MviIntent.waitUntilFinished()`, by intent.
    @usableFromInline var finishWaiters: [UInt64: [CheckedContinuation<Void, Never>]] = [:]

    /// An empty book: no intent yet.
    @usableFromInline init() {}

    /// Queues an intent; returns its id and whether the caller must start a drainer.
    @inlinable
    mutating func enqueue(name: String, body: @escaping Body) -> (id: UInt64, mustStartDrainer: Bool) {
        let id = nextID
        nextID &+= 1
        activeCount += 1
        waiting.append(Entry(id: id, name: name, body: body))
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

    /// Marks intent `id` as started; returns false when a cancellation got there first.
    @inlinable
    mutating func start(_ id: UInt64) -> Bool {
        nextToStart = id &+ 1
        immediateID = id
        return cancelRequests.isEmpty || cancelRequests.remove(id) == nil
    }

    /// Remembers the task of an intent whose body suspended; returns whether it
    /// must be cancelled at once (asked for meanwhile, or the container closed).
    @inlinable
    mutating func recordSuspended(_ task: Task<Void, Never>, id: UInt64, isClosed: Bool) -> Bool {
        guard immediateID == id else { return false }
        immediateID = nil
        suspended[id] = task
        let wasRequested = !cancelRequests.isEmpty && cancelRequests.remove(id) != nil
        return wasRequested || isClosed
    }

    /// Forgets a finished intent; returns whoever waited for it.
    @inlinable
    mutating func finish(_ id: UInt64) -> [CheckedContinuation<Void, Never>] {
        activeCount -= 1
        if immediateID == id {
            immediateID = nil
        }
        if !suspended.isEmpty {
            suspended[id] = nil
        }
        if !cancelRequests.isEmpty {
            cancelRequests.remove(id)
        }
        guard !finishWaiters.isEmpty else { return [] }
        return finishWaiters.removeValue(forKey: id) ?? []
    }

    /// Whether intent `id` is waiting or running.
    func isActive(_ id: UInt64) -> Bool {
        id >= nextToStart ? id < nextID : (id == immediateID || suspended[id] != nil)
    }

    /// Asks for intent `id` to be cancelled; returns its task when it can be cancelled now.
    mutating func requestCancel(_ id: UInt64) -> Task<Void, Never>? {
        guard isActive(id) else { return nil }
        guard let task = suspended[id] else {
            // Not started, or running on the drainer before its task is recorded.
            cancelRequests.insert(id)
            return nil
        }
        return task
    }
}
