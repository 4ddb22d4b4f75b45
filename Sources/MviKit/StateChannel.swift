import MviKitLocking

/// A container's state, and the road its changes take to the main actor.
///
/// Bodies (through their scope), subscriptions and the container share it.
/// It owns no body, so holding it keeps no work running: only the container
/// does that. Every change joins one queue under one lock, numbered, so
/// listeners see changes in the one order they happened.
package final class StateChannel<State: Equatable & Sendable, SideEffect: Sendable>: Sendable {
    package typealias Event = MviEvent<State, SideEffect>

    /// What the lock guards: the state, the changes not yet delivered, and the listeners.
    private struct Queue: Sendable {
        var state: State
        /// Counts the changes of the state, so that a reducer knows whether the state it was handed is still current.
        var version: UInt64 = 0
        /// Numbers every queued event; a listener skips what was queued before it joined.
        var sequence: UInt64 = 0
        var pending: [(sequence: UInt64, event: Event)] = []
        var isDeliveryScheduled = false
        /// The last event handed to the listeners, and whom to tell when a delivery ends.
        var delivered: UInt64 = 0
        var onDelivered: @Sendable () -> Void = {}
        var isClosed = false
        /// Under the lock, so that a subscription can be cancelled, or released, on any thread; by id, numbered
        /// in the order they came, so that one is found, and let go, at once among thousands.
        var listeners: [UInt64: Listener] = [:] {
            didSet { ordered = nil }
        }
        /// The listeners in the order they came, worked out again only after one comes or goes.
        var ordered: [Listener]?
        var lastID: UInt64 = 0

        /// Queues `event`; returns whether the caller must schedule a delivery.
        mutating func append(_ event: Event) -> Bool {
            sequence += 1
            pending.append((sequence, event))
            defer { isDeliveryScheduled = true }
            return !isDeliveryScheduled
        }
    }

    /// A listener or observer; `since` is the last event it must not see.
    private typealias Listener = (id: UInt64, kind: ListenerKind, since: UInt64, receive: @MainActor (Event) -> Void)

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

    /// Replaces the state with `reducer` of it, unless the state changed since the reducer was
    /// handed it: then `reducer` runs again on the newer state, as a compare-and-set does.
    /// Returns the state the reducer was last handed and the state it left; once closed, changes nothing.
    func reduce(intent: String, _ reducer: @Sendable (State) -> State) -> (old: State, new: State) {
        var (old, version) = queue.withLock { ($0.state, $0.version) }
        while true {
            let new = MviMisuse.$reducingIntent.withValue(intent) { reducer(old) }
            guard new != old else { return (old, old) }
            // `nil` when another change came first: run again on the state it left.
            let outcome = queue.withLock { queue -> (isApplied: Bool, mustSchedule: Bool)? in
                guard !queue.isClosed else { return (false, false) }
                guard queue.version == version else {
                    (old, version) = (queue.state, queue.version)
                    return nil
                }
                (queue.state, queue.version) = (new, version + 1)
                return (true, queue.append(.stateChanged(old: old, new: new, intent: intent)))
            }
            guard let outcome else { continue }
            if outcome.mustSchedule { scheduleDelivery() }
            return outcome.isApplied ? (old, new) : (old, old)
        }
    }

    /// Runs an intent's `body`, telling observers of its start, if any observe then, and of how it ended.
    func run(_ name: String, _ body: MviContainer<State, SideEffect>.Body) async {
        if isObserved { post(.intentStarted(intent: name)) }
        do {
            try await body(MviScope(channel: self, intentName: name))
            if isObserved { post(.intentFinished(intent: name)) }
        } catch {
            // A cancelled body's error is how it stopped (URLSession throws URLError, not
            // CancellationError): no failure. One that was not cancelled failed, whatever it threw.
            guard Task.isCancelled else { return report(error, in: name) }
            if isObserved {
                post(.intentCancelled(intent: name))
            } else if !(error is CancellationError) {
                // Nobody hears of the cancellation (none observes, or the container closed): the error is not lost.
                unobservedFailure(name, MviMisuse(description: "was cancelled, then threw \(error)"))
            }
        }
    }

    /// Whether an observer listens, and the channel is open to tell it anything.
    private var isObserved: Bool {
        queue.withLock { !$0.isClosed && $0.listeners.values.contains { $0.kind == .event } }
    }

    /// Queues `event` behind every change made before it; returns `false`, doing nothing, once closed.
    @discardableResult
    func post(_ event: Event) -> Bool {
        let (isQueued, mustSchedule) = queue.withLock { $0.isClosed ? (false, false) : (true, $0.append(event)) }
        if mustSchedule { scheduleDelivery() }
        return isQueued
    }

    /// Tells observers that `error` ended or misused intent `name`, or, when none can hear it, `unobservedFailure`.
    func report(_ error: any Error, in name: String) {
        if !post(.intentFailed(intent: name, error: error)) { unobservedFailure(name, error) }
    }

    /// Hands the queued changes to the listeners on a later main-actor turn, in a task of
    /// the channel's own: no caller's task-locals, priority or intent reach a listener.
    private func scheduleDelivery() {
        Task.detached { @MainActor in self.deliver() }
    }

    /// Stops every change and event from now on; returns whether this call closed it.
    func markClosed() -> Bool {
        queue.withLock { queue in
            defer { queue.isClosed = true }
            return !queue.isClosed
        }
    }

    /// Calls `action` after each delivery, off the lock: how the container's `idle()` callers learn of one.
    func onDelivered(_ action: @escaping @Sendable () -> Void) {
        queue.withLock { $0.onDelivered = action }
    }

    /// Whether every event queued so far has reached the listeners, or the channel is closed.
    package var isDelivered: Bool {
        queue.withLock { $0.isClosed || $0.delivered == $0.sequence }
    }

    /// Whether the channel, and so its container, is closed.
    package var isClosed: Bool {
        queue.withLock { $0.isClosed }
    }

    // MARK: On the main actor

    /// Calls `listener` with the current state now, then with every later one; once closed, only now.
    @MainActor
    func subscribeToState(_ listener: @escaping @MainActor (State) -> Void) -> MviSubscription {
        let (state, subscription) = add(.state) { event in
            if case .stateChanged(_, let new, _) = event { listener(new) }
            if case .restored(_, let new) = event { listener(new) }
        }
        listener(state)
        return subscription
    }

    /// Calls `listener` with the cached side effects now, then with every later one; refuses
    /// a second listener while one listens, since a side effect is for one view to act on.
    @MainActor
    func subscribeToSideEffects(_ listener: @escaping @MainActor (SideEffect) -> Void) -> MviSubscription {
        guard !queue.withLock({ $0.listeners.values.contains { $0.kind == .sideEffect } }) else {
            let misuse = "refused a second side-effect listener: a side effect is for one view, the one on screen"
            report(MviMisuse(description: misuse), in: "subscribeToSideEffects")
            return MviSubscription {}
        }
        let cached = cachedSideEffects
        cachedSideEffects = []
        cached.forEach(listener)
        // Since 0: a side effect still queued was delivered to nobody, so it is this listener's.
        return add(.sideEffect, since: 0) { event in
            if case .sideEffectPosted(let sideEffect, _) = event { listener(sideEffect) }
        }.1
    }

    /// Registers `observer` for every later event, first putting back `restoring` when given
    /// (delivered to the listeners before returning, as ``restore(_:)`` does), and returns the
    /// state at that instant; once closed, `observer` gets ``MviEvent/closed`` at once.
    @MainActor
    package func observe(restoring initialState: State?, _ observer: @escaping @MainActor (Event) -> Void) -> (
        State, MviSubscription
    ) {
        let (state, subscription) = add(.event, restoring: initialState, observer)
        if isClosed { observer(.closed) }
        if initialState != nil { deliver() }
        return (state, subscription)
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
        (queue.state, queue.version) = (state, queue.version + 1)
    }

    /// Registers a listener that skips what was queued before it (or since `since`), after
    /// putting back `initialState` when given; returns the state at that same instant.
    /// Once closed, it registers nothing.
    private func add(
        _ kind: ListenerKind, since: UInt64? = nil, restoring initialState: State? = nil,
        _ receive: @escaping @MainActor (Event) -> Void
    ) -> (State, MviSubscription) {
        let (state, id) = queue.withLock { queue -> (State, UInt64?) in
            guard !queue.isClosed else { return (queue.state, nil) }
            if let initialState { Self.putBack(initialState, in: &queue) }
            queue.lastID += 1
            queue.listeners[queue.lastID] = (queue.lastID, kind, since ?? queue.sequence, receive)
            return (queue.state, queue.lastID)
        }
        guard let id else { return (state, MviSubscription {}) }
        return (state, MviSubscription { [self] in queue.withLock { $0.listeners[id] = nil } })
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
            if queue.pending.isEmpty { queue.delivered = queue.sequence }
            return queue.pending.isEmpty ? nil : queue.pending
        }) {
            for (sequence, event) in batch { dispatch(event, sequence: sequence) }
        }
        isDelivering = false
        queue.withLock { $0.onDelivered }()
        if isClosePending { finishClosing() }
    }

    @MainActor
    private func dispatch(_ event: Event, sequence: UInt64) {
        let listeners = queue.withLock { queue in
            let ordered = queue.ordered ?? queue.listeners.values.sorted { $0.id < $1.id }
            queue.ordered = ordered
            return ordered
        }
        let kind: ListenerKind
        switch event {
        case .stateChanged, .restored: kind = .state
        case .sideEffectPosted(let sideEffect, _):
            kind = .sideEffect
            if !listeners.contains(where: { $0.kind == .sideEffect && $0.since < sequence }) {
                let capacity = MviContainer<State, SideEffect>.sideEffectCacheCapacity
                cachedSideEffects = Array((cachedSideEffects + [sideEffect]).suffix(capacity))
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
            && queue.withLock({ $0.listeners[listener.id] != nil })
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
            defer { queue.listeners = [:] }
            return queue.listeners.values.sorted { $0.id < $1.id }
        }
        for listener in listeners where listener.kind == .event { listener.receive(.closed) }
        cachedSideEffects = []
    }
}

/// Which events a listener takes: states, side effects, or every event (an observer).
private enum ListenerKind { case state, sideEffect, event }

/// What the container reports besides a body's own error: a misuse it refused or undid, or an
/// error nobody would otherwise hear of; its description says what happened, for a log or a test.
struct MviMisuse: Error, CustomStringConvertible {
    let description: String

    /// The intent whose reducer runs in this task, so that an intent started from inside a reducer is refused.
    @TaskLocal static var reducingIntent: String?
}
