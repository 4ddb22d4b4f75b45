import CirclesLocking
import Dispatch
import Foundation
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
/// What a caller may rely on (`docs/framework.md` shows each at work, and
/// names the test that proves it):
///
/// 1. `intent` never blocks its caller. Bodies run off the main actor, on a
///    serial queue of the container's own, and start in the order `intent` was
///    called. Their synchronous stretches never run at the same time, so
///    bodies that do not await (keystrokes) reduce in the order they were called.
/// 2. A body suspended at an `await` holds back nothing: later intents run
///    meanwhile, and it goes on, on the same queue, once its work is done.
/// 3. Reductions are serialised and atomic: a reducer runs on the latest state
///    under the container's lock, so no update is lost. A reduction that
///    returns an equal state is no change, and emits nothing.
/// 4. Listeners and observers are called on the main actor, outside the lock,
///    with every change in the order it happened; a state listener first gets
///    the current state, at once.
/// 5. A side effect delivered while no side-effect listener is subscribed is
///    kept, up to ``sideEffectCacheCapacity`` of the latest, and handed to the
///    next one (side-effect caching).
/// 6. `intent` returns an ``MviIntent`` that cancels that body; ``close()``
///    cancels every body, and ``idle()`` waits for every body, suspended ones
///    included. An intent that throws is reported as
///    ``MviEvent/intentFailed(intent:error:)``; the container carries on.
/// 7. Once ``close()`` returns, no intent starts, no change is made and nothing
///    is delivered. A cancelled subscription's listener is released at once.
public final class MviContainer<State: Equatable & Sendable, SideEffect: Sendable>: Sendable {
    /// An intent's work: it reads, reduces and posts through the scope, and may await slow work in between.
    public typealias Body = @Sendable (MviScope<State, SideEffect>) async throws -> Void
    /// An intent's work that never awaits (a keystroke's reduction): it needs no task of its own.
    public typealias SynchronousBody = @Sendable (MviScope<State, SideEffect>) throws -> Void
    /// What listeners and observers receive.
    public typealias Event = MviEvent<State, SideEffect>

    /// How many undelivered side effects the container keeps for the next side-effect listener; older ones are dropped.
    public static var sideEffectCacheCapacity: Int { 64 }

    // Why `@inlinable` and `@usableFromInline` here: the path from `intent` to
    // `reduce` to the delivery is inlinable, and what it touches usable from
    // inlined code, so that the module of a screen compiles it for that
    // screen's state. Compiled once, generically, every intent would look up
    // type metadata at run time and cost several times as much
    // (docs/performance.md). Cross-module optimisation would do the same, but
    // it needs an unsafe flag, which would stop teams depending on MviKit by version.

    /// Everything intents touch, behind one lock, so that every change is atomic and has one total order.
    @usableFromInline
    struct Core: Sendable {
        @usableFromInline var state: State
        /// Numbers every queued change; a listener skips what was queued before it joined.
        @usableFromInline var sequence: UInt64 = 0
        /// Changes waiting for the main actor, oldest first.
        @usableFromInline var pending: [Pending] = []
        @usableFromInline var isDeliveryScheduled = false
        /// State listeners and observers; with none, a new state is not queued.
        @usableFromInline var stateWatcherCount = 0
        /// A state was queued since the timeline last settled, by the intent named here.
        @usableFromInline var unsettledChange: String?
        @usableFromInline var idleWaiters: [IdleWaiter] = []
        /// Nothing is waiting to reach the main actor.
        @inlinable var isDelivered: Bool { pending.isEmpty && !isDeliveryScheduled }

        @inlinable init(state: State) {
            self.state = state
        }

        /// Queues `event` for the main actor; returns whether the caller must schedule a delivery.
        @inlinable mutating func queue(_ event: Event) -> Bool {
            sequence &+= 1
            pending.append(Pending(sequence: sequence, event: event))
            guard !isDeliveryScheduled else { return false }
            isDeliveryScheduled = true
            return true
        }

        /// Marks the point where no body runs any more, after a change: the last state queued
        /// settles, or, when it has already been delivered, a marker carrying the state does.
        /// Returns whether the caller must schedule a delivery.
        @inlinable mutating func settle() -> Bool {
            guard let intent = unsettledChange else { return false }
            unsettledChange = nil
            if let last = pending.indices.last, case .stateChanged = pending[last].event {
                pending[last].settles = true
                return false
            }
            let isFirst = queue(.stateChanged(old: state, new: state, intent: intent))
            pending[pending.count - 1].isSettleMarker = true
            pending[pending.count - 1].settles = true
            return isFirst
        }

        /// The `idle()` callers to wake: those that allow as many unfinished intents, once every change is delivered.
        @inlinable mutating func takeIdleWaiters(unfinishedIntents: Int) -> [IdleWaiter] {
            guard isDelivered, !idleWaiters.isEmpty else { return [] }
            let woken = idleWaiters.filter { $0.allowedUnfinished >= unfinishedIntents }
            idleWaiters.removeAll { $0.allowedUnfinished >= unfinishedIntents }
            return woken
        }
    }

    /// A change on its way to the main actor, numbered.
    @usableFromInline
    struct Pending: Sendable {
        @usableFromInline let sequence: UInt64
        @usableFromInline let event: Event
        /// No body runs once this state is reached: the time-travel recorder keeps it.
        @usableFromInline var settles = false
        /// Not a change: only tells settle listeners that the last state delivered has settled.
        @usableFromInline var isSettleMarker = false

        @inlinable init(sequence: UInt64, event: Event) {
            self.sequence = sequence
            self.event = event
        }
    }

    /// A listener or observer; `since` is the last change it must not see.
    @usableFromInline
    struct Listener {
        @usableFromInline enum Kind { case state, sideEffect, event, settle }
        @usableFromInline let id: Int
        @usableFromInline let kind: Kind
        @usableFromInline let since: UInt64
        @usableFromInline let receive: @MainActor (Event) -> Void

        init(id: Int, kind: Kind, since: UInt64, receive: @escaping @MainActor (Event) -> Void) {
            self.id = id
            self.kind = kind
            self.since = since
            self.receive = receive
        }
    }

    @usableFromInline let runner: IntentRunner
    /// Intents accepted and not yet finished: waiting, running or suspended.
    @usableFromInline let unfinishedIntents = Atomic<Int>(0)
    /// Bodies started and not yet ended, running or suspended; the timeline settles when none is.
    @usableFromInline let runningBodies = Atomic<Int>(0)
    /// Settle listeners (the time-travel recorder); with none, nobody asks where the timeline settles.
    @usableFromInline let settleWatcherCount = Atomic<Int>(0)
    /// Observers that want every intent's start and end; with none, those events are not made.
    @usableFromInline let observerCount = Atomic<Int>(0)
    @usableFromInline let isClosed = Atomic<Bool>(false)
    /// Set once an `idle` caller allows unfinished intents: every finish must then look for it, not only the last.
    @usableFromInline let hasLenientIdleWaiters = Atomic<Bool>(false)
    @usableFromInline let core: Locked<Core>
    @MainActor @usableFromInline var listeners: [Listener] = []
    @MainActor @usableFromInline var cachedSideEffects: [SideEffect] = []
    @MainActor private var lastListenerID = 0
    /// Set during a delivery, so that a listener that causes another delivery cannot reorder this one.
    @MainActor @usableFromInline var isDelivering = false
    /// Set when a listener closes the container: the delivery under way finishes the closing.
    @MainActor @usableFromInline var isClosePending = false

    /// Creates a container whose state starts as `initialState`.
    public convenience init(initialState: State) {
        if #available(macOS 26.0, iOS 26.0, *) {
            self.init(initialState: initialState, startsBodiesImmediately: true)
        } else {
            self.init(initialState: initialState, startsBodiesImmediately: false)
        }
    }

    /// Creates a container; tests pass `startsBodiesImmediately: false` to run the older systems' path.
    init(initialState: State, startsBodiesImmediately: Bool) {
        core = Locked(Core(state: initialState))
        runner = IntentRunner(startsBodiesImmediately: startsBodiesImmediately)
    }

    /// The current state: the talk's `getState()`, a consistent snapshot, readable from any thread.
    ///
    /// It may be ahead of what the view shows: listeners hear of a change on the main actor's next turn.
    public var state: State {
        core.withLock { $0.state }
    }

    // MARK: Intents

    /// Starts an intent: queues `body` to run on the container's queue, off the main actor, and returns at once.
    ///
    /// Bodies start in call order. A body runs until it finishes or awaits;
    /// while it waits, later bodies run, and it goes on after, on the same
    /// queue, so no two bodies' code ever runs at the same time. After
    /// ``close()`` the body never runs.
    ///
    /// - Parameters:
    ///   - name: How logs and tests refer to the intent; by default the calling method's name.
    ///   - body: The work, given an ``MviScope`` to read, reduce and post with.
    /// - Returns: A handle that cancels this intent; keeping it is optional.
    @inlinable @discardableResult
    public func intent(_ name: String = #function, _ body: @escaping Body) -> MviIntent {
        start(
            name,
            .asynchronous { [self] in
                intentStarted(name)
                do {
                    try await body(MviScope(container: self, intentName: name))
                    intentEnded(name, error: nil)
                } catch {
                    intentEnded(name, error: error)
                }
            })
    }

    /// Starts an intent whose body never awaits, as the overload for `async` bodies does; Swift picks
    /// this one for a body without `await`.
    ///
    /// Such a body runs right on the container's queue, with no task of its
    /// own, so a burst of keystrokes costs no task per key.
    @inlinable @discardableResult
    public func intent(_ name: String = #function, _ body: @escaping SynchronousBody) -> MviIntent {
        start(
            name,
            .synchronous { [self] in
                intentStarted(name)
                do {
                    try body(MviScope(container: self, intentName: name))
                    intentEnded(name, error: nil)
                } catch {
                    intentEnded(name, error: error)
                }
            })
    }

    @inlinable
    func start(_ name: String, _ work: IntentRunner.Work) -> MviIntent {
        guard !isClosed.load(ordering: .acquiring) else { return MviIntent(id: 0, canceller: nil) }
        unfinishedIntents.add(1, ordering: .relaxed)
        return MviIntent(id: runner.enqueue(name, reportingTo: self, work), canceller: self)
    }

    /// Tells observers that intent `name`'s body starts.
    @inlinable
    func intentStarted(_ name: String) {
        runningBodies.add(1, ordering: .relaxed)
        if observerCount.load(ordering: .relaxed) > 0 {
            queue(.intentStarted(intent: name))
        }
    }

    /// Tells observers how intent `name` ended (`error` when it threw), and wakes `idle()` callers once
    /// enough intents have.
    @inlinable
    func intentEnded(_ name: String, error: (any Error)?) {
        if observerCount.load(ordering: .relaxed) > 0 {
            queue(error.map { .intentFailed(intent: name, error: $0) } ?? .intentFinished(intent: name))
        }
        let isLastBody = runningBodies.subtract(1, ordering: .relaxed).newValue == 0
        if isLastBody, settleWatcherCount.load(ordering: .relaxed) > 0, core.withLock({ $0.settle() }) {
            scheduleDelivery()
        }
        // Counted down only once the event is queued: a delivery that then finds
        // no intent unfinished has that event in its queue, so `idle()` waits for it.
        countDown()
    }

    /// Counts an intent as done, waking the `idle()` callers that were waiting for it.
    @usableFromInline
    func countDown() {
        let unfinished = unfinishedIntents.subtract(1, ordering: .acquiringAndReleasing).newValue
        guard unfinished == 0 || hasLenientIdleWaiters.load(ordering: .acquiring) else { return }
        let waiters = core.withLock {
            $0.takeIdleWaiters(unfinishedIntents: unfinishedIntents.load(ordering: .acquiring))
        }
        for waiter in waiters { waiter.resume() }
    }

    /// An intent cancelled before it started, or queued as the container closed, never runs.
    @usableFromInline
    func intentSkipped(_ name: String) {
        countDown()
    }

    /// Cancels intent `id`: its body never starts, or sees cancellation at its next `await`.
    @usableFromInline
    func cancelIntent(_ id: UInt64) {
        runner.cancel(id)
    }

    /// Queues `event` for the main actor unless the container is closed.
    @inlinable
    func queue(_ event: Event) {
        let mustSchedule = core.withLock { core in
            !isClosed.load(ordering: .acquiring) && core.queue(event)
        }
        if mustSchedule { scheduleDelivery() }
    }

    /// Applies `reducer` to the latest state, under the lock; an equal result is no change.
    @inlinable
    func reduce(_ reducer: (State) -> State, intentName: String) {
        let mustSchedule = core.withLock { core -> Bool in
            guard !isClosed.load(ordering: .acquiring) else { return false }
            let old = core.state
            let new = reducer(old)
            guard new != old else { return false }
            core.state = new
            guard core.stateWatcherCount > 0 else { return false }
            core.unsettledChange = intentName
            return core.queue(.stateChanged(old: old, new: new, intent: intentName))
        }
        if mustSchedule { scheduleDelivery() }
    }

    /// Queues `sideEffect` behind every change made before it.
    @inlinable
    func postSideEffect(_ sideEffect: SideEffect, intentName: String) {
        queue(.sideEffectPosted(sideEffect, intent: intentName))
    }

    /// Returns once no intent is waiting, running or suspended, and every change has reached the listeners.
    ///
    /// Tests, and the demo between two commands, await it to look at a screen
    /// that has settled. It needs the main actor to be free, so await it; never
    /// block on it. Cancelling the waiting task makes it return at once.
    public func idle() async {
        await idle(allowingUnfinished: 0)
    }

    /// Like ``idle()``, but returns once at most `count` intents are unfinished: how the
    /// demo waits for everything except the bodies it holds at a repository call.
    package func idle(allowingUnfinished count: Int) async {
        let waiter = IdleWaiter(allowedUnfinished: count)
        if count > 0 { hasLenientIdleWaiters.store(true, ordering: .releasing) }
        let isIdle = core.withLock { core -> Bool in
            guard unfinishedIntents.load(ordering: .acquiring) > count || !core.isDelivered else { return true }
            core.idleWaiters.append(waiter)
            return false
        }
        guard !isIdle else { return }
        await withTaskCancellationHandler {
            await waiter.wait()
        } onCancel: {
            waiter.resume()
        }
    }

    // MARK: Listening

    /// Calls `listener` with the current state now, then with every later state, in order, on the main actor.
    @MainActor @inlinable
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
    @MainActor @inlinable
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
        observe(includingIntents: true, observer).subscription
    }

    /// Like ``observe(_:)``, and returns the state read at the same instant, so that
    /// no change falls between the two; without `includingIntents`, the container need
    /// not make an event for the start and end of every intent on this observer's account.
    ///
    /// With `restoring`, that state is first put back as ``restore(_:)`` does, in the
    /// same instant: the observer sees what follows it, other listeners see the restore too.
    @MainActor @usableFromInline
    package func observe(
        includingIntents: Bool, restoring initialState: State? = nil,
        _ observer: @escaping @MainActor (Event) -> Void
    ) -> (state: State, subscription: MviSubscription) {
        if includingIntents { observerCount.add(1, ordering: .relaxed) }
        let (state, sequence, isRestored) = core.withLock { core in
            var isRestored = false
            if let initialState, initialState != core.state, !isClosed.load(ordering: .acquiring) {
                _ = core.queue(.restored(old: core.state, new: initialState))
                core.state = initialState
                isRestored = true
            }
            core.stateWatcherCount += 1
            return (core.state, core.sequence, isRestored)
        }
        let subscription = addListener(.event, since: sequence, receive: observer)
        if isRestored { deliver() }
        guard includingIntents else {
            return (state, subscription)
        }
        return (
            state,
            MviSubscription { [self] in
                subscription.cancel()
                observerCount.subtract(1, ordering: .relaxed)
            }
        )
    }

    /// Calls `listener` with each settled state, one that no body was running or waiting
    /// after, with the intent that made it, in order, on the main actor; and returns the
    /// state read at the same instant. For the time-travel recorder.
    @MainActor @usableFromInline
    package func observeSettledStates(_ listener: @escaping @MainActor (State, String) -> Void) -> (
        state: State, subscription: MviSubscription
    ) {
        settleWatcherCount.add(1, ordering: .relaxed)
        let (state, sequence) = core.withLock { core in
            core.stateWatcherCount += 1
            return (core.state, core.sequence)
        }
        let subscription = addListener(.settle, since: sequence) { event in
            if case .stateChanged(_, let new, let intent) = event { listener(new, intent) }
        }
        return (
            state,
            MviSubscription { [self] in
                subscription.cancel()
                settleWatcherCount.subtract(1, ordering: .relaxed)
            }
        )
    }

    @MainActor @usableFromInline
    func addListener(
        _ kind: Listener.Kind, since: UInt64, receive: @escaping @MainActor (Event) -> Void
    ) -> MviSubscription {
        lastListenerID += 1
        let id = lastListenerID
        listeners.append(Listener(id: id, kind: kind, since: since, receive: receive))
        // The subscription holds the container until it is cancelled or released, as a Combine
        // sink holds its publisher: a weak reference would make every retain of the container,
        // one per intent, take the runtime's slow path.
        return MviSubscription { [self] in
            guard let index = listeners.firstIndex(where: { $0.id == id }) else { return }
            listeners.remove(at: index)
            if kind != .sideEffect { core.withLock { $0.stateWatcherCount -= 1 } }
        }
    }

    // MARK: Delivery

    @inlinable
    func scheduleDelivery() {
        Task { @MainActor in deliver() }
    }

    /// Hands every queued change to the listeners, in order, then schedules
    /// another pass if more arrived meanwhile.
    ///
    /// One batch per pass, rather than looping until the queue stays empty: a
    /// busy intent keeps queuing, and a loop would take the lock after every
    /// few items, making the intent wait on the main actor and the other way round.
    @MainActor @inlinable
    func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        let batch = core.withLock { core in
            defer { core.pending = [] }
            return core.pending
        }
        for pending in batch {
            if pending.settles {
                for listener in listeners where listener.kind == .settle && listener.since < pending.sequence {
                    listener.receive(pending.event)
                }
            }
            guard !pending.isSettleMarker else { continue }
            // Which listeners want it: observers want everything, the others their kind only.
            let kind: Listener.Kind
            switch pending.event {
            case .stateChanged, .restored: kind = .state
            case .sideEffectPosted(let sideEffect, _):
                kind = .sideEffect
                if !listeners.contains(where: { $0.kind == .sideEffect }) {
                    if cachedSideEffects.count == Self.sideEffectCacheCapacity { cachedSideEffects.removeFirst() }
                    cachedSideEffects.append(sideEffect)
                }
            case .intentStarted, .intentFinished, .intentFailed, .closed: kind = .event
            }
            // A listener may cancel another; re-reading `listeners` skips it.
            for listener in listeners
            where (listener.kind == kind || listener.kind == .event) && listener.since < pending.sequence
                && listeners.contains(where: { $0.id == listener.id })
            {
                listener.receive(pending.event)
            }
        }
        let (hasMore, waiters) = core.withLock { core in
            guard core.pending.isEmpty else { return (true, [IdleWaiter]()) }
            core.isDeliveryScheduled = false
            return (false, core.takeIdleWaiters(unfinishedIntents: unfinishedIntents.load(ordering: .acquiring)))
        }
        for waiter in waiters { waiter.resume() }
        if isClosePending {
            isDelivering = false
            finishClosing()
        } else if hasMore {
            scheduleDelivery()
        }
    }

    // MARK: Time travel, state saving, lifecycle

    /// Replaces the state from outside any intent (time travel, a saved state), and delivers it now.
    ///
    /// Listeners get it like any change, observers as ``MviEvent/restored(old:new:)``;
    /// no side effect is replayed. Ignored once closed, or when `state` equals the current one.
    /// Called from a listener, it is delivered after the changes already on their way.
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
    /// ``MviEvent/closed``, lets go of every listener and cancels every body.
    ///
    /// Intents still waiting never start; running ones see cancellation at their
    /// next `await`, and what they change or post is ignored. ``idle()`` still
    /// returns once they have wound down. Called from a listener, the changes
    /// already on their way are delivered first. Calling it again does nothing.
    @MainActor
    public func close() {
        guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        runner.cancelAll()
        guard !isDelivering else {
            isClosePending = true
            return
        }
        finishClosing()
    }

    /// Delivers what is left, then ``MviEvent/closed``, then lets go of every listener.
    @MainActor @usableFromInline
    func finishClosing() {
        isClosePending = false
        deliver()
        for listener in listeners where listener.kind == .event { listener.receive(.closed) }
        listeners = []
        cachedSideEffects = []
    }
}

extension MviContainer: MviIntent.Canceller, IntentRunner.Reporter {}

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

/// One caller of ``MviContainer/idle()``, resumed once: when the container is idle or the caller is cancelled.
@usableFromInline
final class IdleWaiter: Sendable {
    /// How many intents may still be unfinished when this caller is woken.
    @usableFromInline let allowedUnfinished: Int
    private let state = Locked<(continuation: CheckedContinuation<Void, Never>?, isResumed: Bool)>((nil, false))

    init(allowedUnfinished: Int) {
        self.allowedUnfinished = allowedUnfinished
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let isResumed = state.withLock { state in
                if !state.isResumed { state.continuation = continuation }
                return state.isResumed
            }
            if isResumed { continuation.resume() }
        }
    }

    @usableFromInline
    func resume() {
        let continuation = state.withLock { state in
            state.isResumed = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
