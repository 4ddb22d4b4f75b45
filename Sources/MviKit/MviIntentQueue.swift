/// The container's book of the intents the drainer has taken: which have
/// started, and what it takes to cancel or await any of them.
///
/// It lives inside ``MviContainerCore``, under the container's lock; intents
/// not yet taken wait in the ``MviIntentInbox``. Intents
/// get increasing ids and start strictly in id order, so "has it started?" is
/// one comparison with ``nextToStart``; only intents whose body suspended are
/// remembered one by one (their task is what cancelling needs), which keeps
/// the common case, a body that runs to the end at once, free of any lookup.
@usableFromInline
struct MviIntentQueue<State: Sendable, SideEffect: Sendable>: Sendable {
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

    /// Whether intent `id` (an id the inbox handed out) is waiting or running.
    func isActive(_ id: UInt64) -> Bool {
        id >= nextToStart || id == immediateID || suspended[id] != nil
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
