import MviKitLocking

/// A container's state, and the road its changes take to the main actor.
///
/// Bodies (through their scope), subscriptions and the container share it.
/// It owns no body, so holding it keeps no work running: only the container
/// does that. Every change joins one queue under one lock, numbered, so
/// listeners see changes in the one order they happened.
package final class StateChannel<State: Equatable & Sendable, SideEffect: Sendable>: Sendable {
    package typealias Event = MviEvent<State, SideEffect>

    /// What the lock guards: the state and the changes not yet delivered.
    private struct Queue: Sendable {
        var state: State
        /// Numbers every queued event; a listener skips what was queued before it joined.
        var sequence: UInt64 = 0
        var pending: [(sequence: UInt64, event: Event)] = []
        var isDeliveryScheduled = false
        var isClosed = false
        /// Under the lock, so that a subscription can be cancelled, or released, on any thread.
        var listeners: [Listener] = []
        var lastListenerID = 0

        /// Queues `event`; returns whether the caller must schedule a delivery.
        mutating func append(_ event: Event) -> Bool {
            sequence += 1
            pending.append((sequence, event))
            defer { isDeliveryScheduled = true }
            return !isDeliveryScheduled
        }
    }

    /// A listener or observer; `since` is the last event it must not see.
    private typealias Listener = (id: Int, kind: ListenerKind, since: UInt64, receive: @MainActor (Event) -> Void)

    private let queue: Locked<Queue>
    private let unobservedFailure: @Sendable (String, any Error) -> Void
    @MainActor private var cachedSideEffects: [SideEffect] = []
    /// Set during a delivery, so that a listener that causes another cannot reorder this one.
    @MainActor private var isDelivering = false
    @MainActor private var isClosePending = false

    init(state: State, unobservedFailure: @escaping @Sendable (String, any Error) -> Void) {
        queue = Locked(Queue(state: state))
        self.unobservedFailure = unobservedFailure
    }

    var state: State {
        queue.withLock { $0.state }
    }

    /// Replaces the state with `reducer` of it, unless another change came first: then
    /// `reducer` runs again on the newer state, as a compare-and-set does. It runs
    /// outside the lock, so it may read the state; it must be a pure function of its argument.
    func reduce(intent: String, _ reducer: (State) -> State) {
        var (old, sequence) = queue.withLock { ($0.state, $0.sequence) }
        while true {
            let new = reducer(old)
            guard new != old else { return }
            let (isDone, mustSchedule) = queue.withLock { queue -> (Bool, Bool) in
                guard !queue.isClosed else { return (true, false) }
                guard queue.sequence == sequence else {
                    (old, sequence) = (queue.state, queue.sequence)
                    return (false, false)
                }
                queue.state = new
                return (true, queue.append(.stateChanged(old: old, new: new, intent: intent)))
            }
            if mustSchedule { Task { @MainActor in deliver() } }
            if isDone { return }
        }
    }

    /// Runs an intent's `body`, telling observers of its start and how it ended; an intent that
    /// starts while nobody observes makes neither event, so that it costs no main-actor turn.
    func run(_ name: String, _ body: MviContainer<State, SideEffect>.Body) async {
        let isObserved = queue.withLock { $0.listeners.contains { $0.kind == .event } }
        if isObserved { post(.intentStarted(intent: name)) }
        do {
            try await body(MviScope(channel: self, intentName: name))
            if isObserved { post(.intentFinished(intent: name)) }
        } catch {
            let isCancelled = Task.isCancelled || error is CancellationError
            if !isCancelled {
                post(.intentFailed(intent: name, error: error))
            } else if isObserved {
                post(.intentCancelled(intent: name))
            }
        }
    }

    /// Queues `event` behind every change made before it, unless closed.
    func post(_ event: Event) {
        let mustSchedule = queue.withLock { !$0.isClosed && $0.append(event) }
        if mustSchedule { Task { @MainActor in deliver() } }
    }

    /// Stops every change and event from now on; returns whether this call closed it.
    func markClosed() -> Bool {
        queue.withLock { queue in
            defer { queue.isClosed = true }
            return !queue.isClosed
        }
    }

    // MARK: On the main actor

    /// Calls `listener` with the current state now, then with every later one.
    @MainActor
    func subscribeToState(_ listener: @escaping @MainActor (State) -> Void) -> MviSubscription {
        let (state, subscription) = add(.state) { event in
            if case .stateChanged(_, let new, _) = event { listener(new) }
            if case .restored(_, let new) = event { listener(new) }
        }
        listener(state)
        return subscription
    }

    /// Calls `listener` with the cached side effects now, then with every later one.
    @MainActor
    func subscribeToSideEffects(_ listener: @escaping @MainActor (SideEffect) -> Void) -> MviSubscription {
        let cached = cachedSideEffects
        cachedSideEffects = []
        cached.forEach(listener)
        // Since 0: a side effect still queued was delivered to nobody, so it is this listener's.
        return add(.sideEffect, since: 0) { event in
            if case .sideEffectPosted(let sideEffect, _) = event { listener(sideEffect) }
        }.1
    }

    /// Registers `observer` for every later event, first putting back `restoring` when given,
    /// and returns the state at that instant.
    @MainActor
    package func observe(restoring initialState: State?, _ observer: @escaping @MainActor (Event) -> Void) -> (
        State, MviSubscription
    ) {
        defer { deliver() }
        return add(.event, restoring: initialState, observer)
    }

    /// Puts `state` back from outside any intent, and delivers it now.
    @MainActor
    func restore(_ state: State) {
        queue.withLock { Self.putBack(state, in: &$0) }
        deliver()
    }

    /// Queues `state` as restored, unless closed or equal to the current state.
    private static func putBack(_ state: State, in queue: inout Queue) {
        guard !queue.isClosed, state != queue.state else { return }
        _ = queue.append(.restored(old: queue.state, new: state))
        queue.state = state
    }

    /// Registers a listener that skips what was queued before it (or since `since`), after
    /// putting back `initialState` when given; returns the state at that same instant.
    private func add(
        _ kind: ListenerKind, since: UInt64? = nil, restoring initialState: State? = nil,
        _ receive: @escaping @MainActor (Event) -> Void
    ) -> (State, MviSubscription) {
        let (state, id) = queue.withLock { queue in
            if let initialState { Self.putBack(initialState, in: &queue) }
            queue.lastListenerID += 1
            queue.listeners.append((queue.lastListenerID, kind, since ?? queue.sequence, receive))
            return (queue.state, queue.lastListenerID)
        }
        return (state, MviSubscription { [self] in queue.withLock { $0.listeners.removeAll { $0.id == id } } })
    }

    /// Hands every queued change to the listeners, in order, until none is left.
    @MainActor
    func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        while let batch = queue.withLock({ queue -> [(sequence: UInt64, event: Event)]? in
            defer { queue.pending = [] }
            // Cleared only once nothing is left: meanwhile, a change needs no delivery of its own.
            queue.isDeliveryScheduled = !queue.pending.isEmpty
            return queue.pending.isEmpty ? nil : queue.pending
        }) {
            for (sequence, event) in batch { dispatch(event, sequence: sequence) }
        }
        isDelivering = false
        if isClosePending { finishClosing() }
    }

    @MainActor
    private func dispatch(_ event: Event, sequence: UInt64) {
        let listeners = queue.withLock { $0.listeners }
        let kind: ListenerKind
        switch event {
        case .stateChanged, .restored: kind = .state
        case .sideEffectPosted(let sideEffect, _):
            kind = .sideEffect
            if !listeners.contains(where: { $0.kind == .sideEffect && $0.since < sequence }) {
                if cachedSideEffects.count == MviContainer<State, SideEffect>.sideEffectCacheCapacity {
                    cachedSideEffects.removeFirst()
                }
                cachedSideEffects.append(sideEffect)
            }
        case .intentFailed(let intent, let error):
            kind = .event
            if !listeners.contains(where: { $0.kind == .event && $0.since < sequence }) {
                unobservedFailure(intent, error)
            }
        case .intentStarted, .intentFinished, .intentCancelled, .closed: kind = .event
        }
        // A listener may cancel another: one no longer registered is skipped.
        for listener in listeners
        where (listener.kind == kind || listener.kind == .event) && listener.since < sequence
            && queue.withLock({ $0.listeners.contains { $0.id == listener.id } })
        {
            listener.receive(event)
        }
    }

    /// Delivers what was queued before closing, then `closed` to observers, then lets go of every listener.
    @MainActor
    func finishClosing() {
        guard !isDelivering else {
            isClosePending = true
            return
        }
        isClosePending = false
        deliver()
        let listeners = queue.withLock { queue in
            defer { queue.listeners = [] }
            return queue.listeners
        }
        for listener in listeners where listener.kind == .event { listener.receive(.closed) }
        cachedSideEffects = []
    }
}

/// Which events a listener takes: states, side effects, or every event (an observer).
private enum ListenerKind { case state, sideEffect, event }
