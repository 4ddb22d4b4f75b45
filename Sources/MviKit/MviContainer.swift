import Foundation
import CirclesLocking
import Synchronization

/// Holds a screen's state, runs its intents off the main actor, and hands every
/// change to the view on the main actor, in the order it happened: the talk's
/// `MviContainer`.
///
/// A presenter (an ``MviContainerHost``) starts work with ``intent(_:_:)``.
/// Inside, the body reads ``MviScope/state``, replaces it with
/// ``MviScope/reduce(_:)`` and asks the view to do one-off things with
/// ``MviScope/postSideEffect(_:)``. The view listens with
/// ``subscribeToState(_:)`` and ``subscribeToSideEffects(_:)``; a logger, a
/// time-travel recorder or a test watches every event with ``observe(_:)``.
///
/// What a caller may rely on (`docs/framework.md` shows each at work):
///
/// 1. `intent` never blocks its caller. Bodies run off the main actor, one at
///    a time, in the order `intent` was called: a body that awaits slow work
///    holds back the ones behind it, and two bodies never interleave.
/// 2. Reductions are serialised and atomic: a reducer runs on the latest state
///    under the container's lock, so work a body starts on other tasks loses
///    no update either. A reduction that returns an equal state is no change,
///    and emits nothing.
/// 3. Listeners and observers are called on the main actor, outside the lock,
///    with every change in the order it happened; a state listener first gets
///    the current state, at once.
/// 4. A side effect delivered while no side-effect listener is subscribed is
///    kept and handed to the next one (side-effect caching).
/// 5. An intent that throws is reported as ``MviEvent/intentFailed(intent:error:)``;
///    the container carries on.
/// 6. Once ``close()`` returns, no intent starts, no change is made and nothing
///    is delivered; the body running is cancelled. A cancelled subscription's
///    listener is released at once.
public final class MviContainer<State: Equatable & Sendable, SideEffect: Sendable>: Sendable {
    /// An intent's work: it reads, reduces and posts through the scope, and may await slow work in between.
    public typealias Body = @Sendable (MviScope<State, SideEffect>) async throws -> Void
    /// What listeners and observers receive.
    public typealias Event = MviEvent<State, SideEffect>

    private struct Intent: Sendable {
        let name: String
        let body: Body
    }

    /// Intents waiting for the drainer, and the drainer if one runs; behind a lock
    /// of their own, so that the view calling `intent` never waits for a reduction.
    private struct Inbox: Sendable {
        var waiting: [Intent] = []
        /// The task running bodies now, one per busy spell; ``close()`` cancels it.
        var drainer: Task<Void, Never>?
    }

    /// Everything intents touch, behind one lock, so that every change is atomic and has one total order.
    private struct Core: Sendable {
        var state: State
        /// Numbers every queued change; a listener skips what was queued before it joined.
        var sequence: UInt64 = 0
        /// Changes waiting for the main actor, oldest first.
        var pending: [(sequence: UInt64, event: Event)] = []
        var isDeliveryScheduled = false
        /// State listeners and observers; with none, a new state is not queued.
        var stateWatcherCount = 0
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        /// Nothing is waiting to reach the main actor (the inbox is counted apart, see `unfinishedIntents`).
        var isDelivered: Bool { pending.isEmpty && !isDeliveryScheduled }

        /// Queues `event` for the main actor; returns whether the caller must schedule a delivery.
        mutating func queue(_ event: Event) -> Bool {
            sequence &+= 1
            pending.append((sequence, event))
            guard !isDeliveryScheduled else { return false }
            isDeliveryScheduled = true
            return true
        }

        /// The `idle()` callers to wake, once nothing is left to do.
        mutating func takeIdleWaiters(unfinishedIntents: Int) -> [CheckedContinuation<Void, Never>] {
            guard unfinishedIntents == 0, isDelivered, !idleWaiters.isEmpty else { return [] }
            defer { idleWaiters = [] }
            return idleWaiters
        }
    }

    /// A listener or observer; `since` is the last change it must not see.
    private struct Listener {
        enum Kind { case state, sideEffect, event }
        let id: Int
        let kind: Kind
        let since: UInt64
        let receive: @MainActor (Event) -> Void
    }

    private let inbox = Locked(Inbox())
    /// Intents accepted and not yet finished: waiting, running or suspended.
    private let unfinishedIntents = Atomic<Int>(0)
    /// Observers that want every intent's start and end; with none, those events are not made.
    private let observerCount = Atomic<Int>(0)
    private let isClosed = Atomic<Bool>(false)
    private let core: Locked<Core>
    @MainActor private var listeners: [Listener] = []
    @MainActor private var cachedSideEffects: [SideEffect] = []
    @MainActor private var lastListenerID = 0
    /// Set during a delivery, so that a listener that causes another delivery cannot reorder this one.
    @MainActor private var isDelivering = false

    /// Creates a container whose state starts as `initialState`.
    public init(initialState: State) {
        core = Locked(Core(state: initialState))
    }

    /// The current state: the talk's `getState()`, a consistent snapshot, readable from any thread.
    ///
    /// It may be ahead of what the view shows: listeners hear of a change on the main actor's next turn.
    public var state: State {
        core.withLock { $0.state }
    }

    // MARK: Intents

    /// Starts an intent: queues `body` to run off the main actor, and returns at once.
    ///
    /// Bodies run one at a time, in call order, on the container's drainer
    /// task: one body's reductions never interleave with another's, and a body
    /// that awaits slow work holds back the intents behind it until it is done.
    /// After ``close()`` the body never runs.
    ///
    /// - Parameters:
    ///   - name: How logs and tests refer to the intent; by default the calling method's name.
    ///   - body: The work, given an ``MviScope`` to read, reduce and post with.
    public func intent(_ name: String = #function, _ body: @escaping Body) {
        guard !isClosed.load(ordering: .acquiring) else { return }
        unfinishedIntents.add(1, ordering: .relaxed)
        inbox.withLock { inbox in
            inbox.waiting.append(Intent(name: name, body: body))
            // One task per busy spell, not one per intent: it runs every waiting body, then ends.
            if inbox.drainer == nil {
                inbox.drainer = Task { await drain() }
            }
        }
    }

    /// Runs the waiting bodies in call order until none is left.
    private func drain() async {
        var batch: [Intent] = []
        while inbox.withLock({ inbox -> Bool in
            guard !inbox.waiting.isEmpty else {
                inbox.drainer = nil
                return false
            }
            swap(&inbox.waiting, &batch)
            return true
        }) {
            for intent in batch {
                await run(intent)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    private func run(_ intent: Intent) async {
        guard !isClosed.load(ordering: .acquiring) else { return finish(intent, throwing: nil) }
        if observerCount.load(ordering: .relaxed) > 0 {
            queue(.intentStarted(intent: intent.name))
        }
        do {
            try await intent.body(MviScope(container: self, intentName: intent.name))
            finish(intent, throwing: nil)
        } catch {
            finish(intent, throwing: error)
        }
    }

    private func finish(_ intent: Intent, throwing error: (any Error)?) {
        if observerCount.load(ordering: .relaxed) > 0 {
            queue(error.map { .intentFailed(intent: intent.name, error: $0) } ?? .intentFinished(intent: intent.name))
        }
        // Counted down only once the event is queued: a delivery that then finds
        // no intent unfinished has that event in its queue, so `idle()` waits for it.
        let unfinished = unfinishedIntents.subtract(1, ordering: .acquiringAndReleasing).newValue
        guard unfinished == 0 else { return }
        let waiters = core.withLock {
            $0.takeIdleWaiters(unfinishedIntents: unfinishedIntents.load(ordering: .acquiring))
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Queues `event` for the main actor unless the container is closed.
    private func queue(_ event: Event) {
        let mustSchedule = core.withLock { core in
            !isClosed.load(ordering: .acquiring) && core.queue(event)
        }
        if mustSchedule { scheduleDelivery() }
    }

    /// Applies `reducer` to the latest state, under the lock; an equal result is no change.
    func reduce(_ reducer: (State) -> State, intentName: String) {
        let mustSchedule = core.withLock { core -> Bool in
            guard !isClosed.load(ordering: .acquiring) else { return false }
            let old = core.state
            let new = reducer(old)
            guard new != old else { return false }
            core.state = new
            return core.stateWatcherCount > 0 && core.queue(.stateChanged(old: old, new: new, intent: intentName))
        }
        if mustSchedule { scheduleDelivery() }
    }

    /// Queues `sideEffect` behind every change made before it.
    func postSideEffect(_ sideEffect: SideEffect, intentName: String) {
        queue(.sideEffectPosted(sideEffect, intent: intentName))
    }

    /// Returns once no intent is waiting or running and every change has reached the listeners.
    ///
    /// Tests, and the demo between two commands, await it to look at a screen
    /// that has settled. It needs the main actor to be free, so await it; never block on it.
    public func idle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isIdle = core.withLock { core -> Bool in
                guard unfinishedIntents.load(ordering: .acquiring) > 0 || !core.isDelivered else { return true }
                core.idleWaiters.append(continuation)
                return false
            }
            if isIdle { continuation.resume() }
        }
    }

    // MARK: Listening

    /// Calls `listener` with the current state now, then with every later state, in order, on the main actor.
    @MainActor
    public func subscribeToState(_ listener: @escaping @MainActor (State) -> Void) -> MviSubscription {
        let (state, sequence) = core.withLock { core in
            core.stateWatcherCount += 1
            return (core.state, core.sequence)
        }
        listener(state)
        return addListener(.state, since: sequence) { event in
            switch event {
            case .stateChanged(_, let new, _), .restored(_, let new): listener(new)
            case .intentStarted, .sideEffectPosted, .intentFinished, .intentFailed, .closed: break
            }
        }
    }

    /// Calls `listener` with each side effect once, in order, on the main actor, starting
    /// with those delivered while nobody listened.
    @MainActor
    public func subscribeToSideEffects(_ listener: @escaping @MainActor (SideEffect) -> Void) -> MviSubscription {
        let cached = cachedSideEffects
        cachedSideEffects = []
        for sideEffect in cached { listener(sideEffect) }
        // Since 0: a side effect still queued was delivered to nobody, so it is this listener's.
        return addListener(.sideEffect, since: 0) { event in
            if case .sideEffectPosted(let sideEffect, _) = event { listener(sideEffect) }
        }
    }

    /// Calls `observer` with every later event (intents starting, finishing and failing, states,
    /// side effects, restores), in order, on the main actor; ``MviEvent/closed`` comes last.
    ///
    /// For logs, time travel and tests: an observer neither takes cached side effects nor counts as a listener.
    @MainActor
    public func observe(_ observer: @escaping @MainActor (Event) -> Void) -> MviSubscription {
        observe(includingIntents: true, observer)
    }

    /// Like ``observe(_:)``; without `includingIntents`, the container need not make an event
    /// for the start and end of every intent on this observer's account (the time-travel recorder).
    @MainActor
    func observe(includingIntents: Bool, _ observer: @escaping @MainActor (Event) -> Void) -> MviSubscription {
        if includingIntents { observerCount.add(1, ordering: .relaxed) }
        let sequence = core.withLock { core in
            core.stateWatcherCount += 1
            return core.sequence
        }
        let subscription = addListener(.event, since: sequence, receive: observer)
        guard includingIntents else {
            return subscription
        }
        return MviSubscription { [weak self] in
            subscription.cancel()
            self?.observerCount.subtract(1, ordering: .relaxed)
        }
    }

    @MainActor
    private func addListener(
        _ kind: Listener.Kind, since: UInt64, receive: @escaping @MainActor (Event) -> Void
    ) -> MviSubscription {
        lastListenerID += 1
        let id = lastListenerID
        listeners.append(Listener(id: id, kind: kind, since: since, receive: receive))
        return MviSubscription { [weak self] in
            guard let self, let index = listeners.firstIndex(where: { $0.id == id }) else { return }
            listeners.remove(at: index)
            if kind != .sideEffect { core.withLock { $0.stateWatcherCount -= 1 } }
        }
    }

    // MARK: Delivery

    private func scheduleDelivery() {
        Task { @MainActor in deliver() }
    }

    /// Hands every queued change to the listeners, in order, then schedules
    /// another pass if more arrived meanwhile.
    ///
    /// One batch per pass, rather than looping until the queue stays empty: a
    /// busy intent keeps queuing, and a loop would take the lock after every
    /// few items, making the intent wait on the main actor and the other way round.
    @MainActor
    private func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        let batch = core.withLock { core in
            defer { core.pending = [] }
            return core.pending
        }
        for (sequence, event) in batch {
            if case .sideEffectPosted(let sideEffect, _) = event, !listeners.contains(where: { $0.kind == .sideEffect })
            {
                cachedSideEffects.append(sideEffect)
            }
            // A listener may cancel another; re-reading `listeners` skips it.
            for listener in listeners
            where listener.since < sequence && listeners.contains(where: { $0.id == listener.id }) {
                listener.receive(event)
            }
        }
        let (hasMore, waiters) = core.withLock { core in
            guard core.pending.isEmpty else { return (true, [CheckedContinuation<Void, Never>]()) }
            core.isDeliveryScheduled = false
            return (false, core.takeIdleWaiters(unfinishedIntents: unfinishedIntents.load(ordering: .acquiring)))
        }
        if hasMore { scheduleDelivery() }
        for waiter in waiters { waiter.resume() }
    }

    // MARK: Time travel, state saving, lifecycle

    /// Replaces the state from outside any intent (time travel, a saved state), and delivers it now.
    ///
    /// Listeners get it like any change, observers as ``MviEvent/restored(old:new:)``;
    /// no side effect is replayed. Ignored once closed, or when `state` equals the current one.
    @MainActor
    public func restore(_ state: State) {
        let isChanged = core.withLock { core -> Bool in
            guard !isClosed.load(ordering: .acquiring), core.state != state else { return false }
            let old = core.state
            core.state = state
            _ = core.queue(.restored(old: old, new: state))
            return true
        }
        if isChanged { deliver() }
    }

    /// Stops the container: delivers what was already queued, tells observers
    /// ``MviEvent/closed``, lets go of every listener and cancels running intents.
    ///
    /// Intents still waiting never start; running ones see cancellation at their
    /// next suspension, and what they change or post is ignored. ``idle()`` still
    /// returns once they have wound down. Calling it again does nothing.
    @MainActor
    public func close() {
        guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        deliver()
        for listener in listeners where listener.kind == .event { listener.receive(.closed) }
        listeners = []
        cachedSideEffects = []
        inbox.withLock { $0.drainer }?.cancel()
    }
}

extension MviContainer where State: Codable {
    /// The current state as JSON, to be kept across a restart (keys sorted, so equal states save equal bytes).
    ///
    /// - Throws: `EncodingError` when a field refuses to encode.
    public func savedState() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(state)
    }

    /// Puts back a state made by ``savedState()``, as ``restore(_:)`` does.
    ///
    /// - Throws: `DecodingError` when the data does not decode as `State`; the state is left as it was.
    @MainActor
    public func restore(savedState data: Data) throws {
        restore(try JSONDecoder().decode(State.self, from: data))
    }
}
