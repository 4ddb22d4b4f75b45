/// Everything about a container that can change, kept together behind one
/// mutex so that every change is atomic and has a single, total order.
struct MviContainerCore<State: Sendable, SideEffect: Sendable>: Sendable {
    /// A registered observer; `id` is how its subscription removes it.
    struct Observer: Sendable {
        let id: Int
        let observe: @Sendable (MviEvent<State, SideEffect>) -> Void
    }

    var state: State
    /// Bumped on every state change; lets late subscribers skip stale queued states.
    var version: UInt64 = 0
    var pending: [MviPendingDelivery<State, SideEffect>] = []
    /// True while a main-actor delivery is scheduled or running.
    var isDeliveryScheduled = false
    /// Queuing states for nobody would only cost time, so reductions check this.
    var stateSubscriberCount = 0
    var runningIntents: [UInt64: Task<Void, Never>] = [:]
    var nextIntentID: UInt64 = 0
    var isClosed = false
    var observers: [Observer] = []
    var nextObserverID = 0
    var idleWaiters: [CheckedContinuation<Void, Never>] = []

    init(state: State) {
        self.state = state
    }

    var isIdle: Bool {
        runningIntents.isEmpty && !isDeliveryScheduled
    }

    /// Tells every observer; the autoclosure keeps the no-observer path free of copies.
    func notify(_ event: @autoclosure () -> MviEvent<State, SideEffect>) {
        guard !observers.isEmpty else { return }
        let event = event()
        for observer in observers {
            observer.observe(event)
        }
    }

    /// Queues an item and returns whether the caller must schedule a delivery.
    mutating func enqueue(_ item: MviPendingDelivery<State, SideEffect>) -> Bool {
        pending.append(item)
        guard !isDeliveryScheduled else { return false }
        isDeliveryScheduled = true
        return true
    }

    /// Replaces the state and queues it for subscribers; returns whether to schedule delivery.
    mutating func replaceState(with newState: State) -> Bool {
        state = newState
        version &+= 1
        guard stateSubscriberCount > 0 else { return false }
        return enqueue(.state(newState, version: version))
    }

    /// Hands back the continuations of `idle()` callers once nothing is left to do.
    mutating func takeIdleWaitersIfIdle() -> [CheckedContinuation<Void, Never>] {
        guard isIdle, !idleWaiters.isEmpty else { return [] }
        defer { idleWaiters = [] }
        return idleWaiters
    }
}
