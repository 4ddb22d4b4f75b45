/// Everything about a container that can change, kept together behind one
/// mutex so that every change is atomic and has a single, total order.
///
/// `@usableFromInline`, like the members the hot path touches, so that
/// `reduce` and `intent` can be specialised for the caller's state type:
/// unspecialised generic code spent most of its time looking up type metadata.
@usableFromInline
struct MviContainerCore<State: Sendable, SideEffect: Sendable>: Sendable {
    /// A registered observer; `id` is how its subscription removes it.
    @usableFromInline
    struct Observer: Sendable {
        @usableFromInline let id: Int
        @usableFromInline let observe: @Sendable (MviEvent<State, SideEffect>) -> Void
    }

    /// A registered state recorder: sees each reduced state and the intent
    /// that made it, and nothing else; `id` is how its subscription removes it.
    @usableFromInline
    struct StateRecorder: Sendable {
        @usableFromInline let id: Int
        @usableFromInline let record: @Sendable (State, String) -> Void
    }

    @usableFromInline var state: State
    /// Bumped on every state change; lets late subscribers skip stale queued states.
    @usableFromInline var version: UInt64 = 0
    @usableFromInline var pending: [MviPendingDelivery<State, SideEffect>] = []
    /// True while a main-actor delivery is scheduled or running.
    @usableFromInline var isDeliveryScheduled = false
    /// True when something was queued while the drainer ran a body, and the
    /// drainer is to schedule the delivery when that body returns control.
    ///
    /// Scheduling costs a task and wakes the main thread; deferring it to the
    /// drainer lets one delivery carry everything a run of quick intents did,
    /// where scheduling at once would wake the main thread for each of them.
    @usableFromInline var isDeliveryDeferred = false
    /// Queuing states for nobody would only cost time, so reductions check this.
    @usableFromInline var stateSubscriberCount = 0
    /// The intents the drainer has taken.
    @usableFromInline var intents = MviIntentQueue<State, SideEffect>()
    @usableFromInline var isClosed = false
    @usableFromInline var observers: [Observer] = []
    /// Cheaper than an observer for those who only keep states (time
    /// travel): no ``MviEvent`` is built for them, and a state change costs
    /// them one call. Building, copying and destroying the three events of
    /// every intent (two states in one) tripled the cost of a small intent.
    @usableFromInline var stateRecorders: [StateRecorder] = []
    var nextObserverID = 0
    @usableFromInline var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// Set for `Equatable` states: a reduction to an equal state is not a change.
    @usableFromInline let isUnchanged: (@Sendable (State, State) -> Bool)?

    init(state: State, isUnchanged: (@Sendable (State, State) -> Bool)?) {
        self.state = state
        self.isUnchanged = isUnchanged
    }

    /// How many intents have finished (or were skipped), ever. With the
    /// inbox's count of accepted intents, it tells how many are unfinished:
    /// each side counts in memory that only its own thread writes.
    @usableFromInline var finishedIntents: UInt64 = 0

    /// How many intents are waiting or running, given how many the inbox accepted.
    @inlinable
    func unfinishedIntents(accepted: UInt64) -> UInt64 {
        accepted &- finishedIntents
    }

    /// Whether nothing is left to do, given how many intents the inbox accepted.
    @inlinable
    func isIdle(acceptedIntents: UInt64) -> Bool {
        unfinishedIntents(accepted: acceptedIntents) == 0 && !isDeliveryScheduled && !isDeliveryDeferred
    }

    /// Tells every observer; the autoclosure keeps the no-observer path free of copies.
    @inlinable
    func notify(_ event: @autoclosure () -> MviEvent<State, SideEffect>) {
        guard !observers.isEmpty else { return }
        let event = event()
        for observer in observers {
            observer.observe(event)
        }
    }

    /// Hands a reduced state to every state recorder.
    @inlinable
    func record(_ state: State, intent: String) {
        // Checked first, so that the common case does not retain the array.
        guard !stateRecorders.isEmpty else { return }
        for recorder in stateRecorders {
            recorder.record(state, intent)
        }
    }

    /// Queues an item and returns whether the caller must schedule a delivery.
    @inlinable
    mutating func enqueue(_ item: MviPendingDelivery<State, SideEffect>) -> Bool {
        pending.append(item)
        guard !isDeliveryScheduled else { return false }
        // A long body would otherwise queue without bound: past the limit,
        // the main thread drains while the body goes on.
        guard intents.immediateID == nil || pending.count >= Self.deferredDeliveryLimit else {
            isDeliveryDeferred = true
            return false
        }
        isDeliveryDeferred = false
        isDeliveryScheduled = true
        return true
    }

    /// How many items a deferred delivery may gather before it is scheduled anyway.
    @inlinable
    static var deferredDeliveryLimit: Int { 4_096 }

    /// Ends a scheduled pass early when the drainer is running a body that
    /// queued fewer than ``deferredDeliveryLimit`` items: the delivery becomes
    /// deferred again, for the drainer to schedule. Returns whether it did.
    @inlinable
    mutating func leaveToDrainer() -> Bool {
        guard intents.immediateID != nil, !pending.isEmpty, pending.count < Self.deferredDeliveryLimit else {
            return false
        }
        isDeliveryScheduled = false
        isDeliveryDeferred = true
        return true
    }

    /// Ends a deferral; returns whether the caller (the drainer) must schedule the delivery.
    @inlinable
    mutating func takeDeferredDelivery() -> Bool {
        guard isDeliveryDeferred else { return false }
        isDeliveryDeferred = false
        guard !isDeliveryScheduled else { return false }
        isDeliveryScheduled = true
        return true
    }

    /// Replaces the state and queues it for subscribers; returns whether to schedule delivery.
    @inlinable
    mutating func replaceState(with newState: State) -> Bool {
        state = newState
        version &+= 1
        guard stateSubscriberCount > 0 else { return false }
        return enqueue(.state(newState, version: version))
    }

    /// Hands back the continuations of `idle()` callers once nothing is left
    /// to do; the count of accepted intents is read only when someone waits.
    @inlinable
    mutating func takeIdleWaitersIfIdle(
        acceptedIntents: @autoclosure () -> UInt64
    ) -> [CheckedContinuation<Void, Never>] {
        guard !idleWaiters.isEmpty, isIdle(acceptedIntents: acceptedIntents()) else { return [] }
        defer { idleWaiters = [] }
        return idleWaiters
    }
}
