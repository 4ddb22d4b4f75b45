import Dispatch
import Foundation
import MviKitLocking

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
/// What a caller may rely on (`docs/framework.md` names the test that proves each):
///
/// 1. `intent` returns at once. Each body is a task of its own, started in the
///    order `intent` was called, on a serial queue the container owns, off the
///    main actor (a main-actor closure is refused as a body by the compiler);
///    it inherits the caller's task-local values and priority, as `Task { }`
///    does. Two bodies' code never runs at the same time.
/// 2. A body waiting at an `await` holds back nothing: later bodies run meanwhile.
/// 3. Reductions are atomic, and a reducer is a function of the state: the
///    compiler refuses it the scope, so it cannot post, reduce or change the
///    body's variables, and an intent started inside one is refused and
///    reported. Its result replaces the state only if the state did not change
///    since the reducer was handed it; otherwise it runs again on the newer
///    state. No update is lost. An equal result emits nothing.
/// 4. Listeners and observers are called on the main actor with every change,
///    in the order it happened, from a task of the container's own: no
///    caller's task-locals, priority or intent reach them. A state listener
///    first gets the current state, before subscribing returns.
/// 5. Side effects go to one listener, the view on screen (a second one is
///    refused and reported); one delivered while none is subscribed is kept,
///    up to ``sideEffectCacheCapacity`` of the latest, for the next one.
/// 6. The container owns its work. ``MviIntent/cancel()`` cancels one body (one
///    not started yet never runs); ``close()``, or releasing the container,
///    cancels them all. A cancelled body is not a failure. A body that throws is
///    reported to observers, or, with none, to `unobservedFailure`; the container
///    carries on. ``idle()`` waits for every body but its caller's own, never
///    on the main actor, and returns at once when cancelled.
/// 7. Once closed, no intent starts, no change is made, nothing more is
///    delivered but ``MviEvent/closed`` (at once, to an observer that comes
///    later), ``idle()`` returns at once, and ``ended()`` waits for the bodies
///    still running.
public final class MviContainer<State: Equatable & Sendable, SideEffect: Sendable>: Sendable {
    /// An intent's work: it reads, reduces and posts through the scope, and may await slow work in between.
    public typealias Body = @Sendable (MviScope<State, SideEffect>) async throws -> Void

    /// How many undelivered side effects the container keeps for the next side-effect listener; older ones are dropped.
    public static var sideEffectCacheCapacity: Int { 64 }

    /// The state and its delivery, shared with bodies and subscriptions; `observe(restoring:)`
    /// on it gives the state and a subscription at one instant, for the recorder and the test DSL.
    package let channel: StateChannel<State, SideEffect>
    let intents = Locked(Intents())
    private let executor = BodyExecutor()

    /// Creates a container whose state starts as `initialState`.
    ///
    /// - Parameter unobservedFailure: Where the error of a body that throws goes
    ///   when no observer is subscribed to see it as ``MviEvent/intentFailed(intent:error:)``,
    ///   with the intent's name; `nil` writes one printable line to standard error.
    public init(
        initialState: State, unobservedFailure: (@Sendable (_ intent: String, _ error: any Error) -> Void)? = nil
    ) {
        channel = StateChannel(state: initialState, unobservedFailure: unobservedFailure ?? writeToStandardError)
        channel.onDelivered { [weak self] in self?.wakeWaiters() }
    }

    deinit {
        guard shutDown() else { return }
        Task.detached { @MainActor [channel] in channel.finishClosing() }
    }

    /// The current state: the talk's `getState()`, a consistent snapshot, readable from any thread.
    ///
    /// It may be ahead of what the view shows: listeners hear of a change on the main actor's next turn.
    public var state: State {
        channel.state
    }

    // MARK: Intents

    /// Starts an intent: a task of its own on the container's queue, off the main actor; returns at once.
    ///
    /// Bodies start in call order. A body runs until it finishes or awaits;
    /// while it waits, later bodies run, and it goes on after, on the same
    /// queue. A body that captures its host keeps the screen alive until it
    /// ends: a long-lived body should capture what it needs (a repository) only.
    /// Called from inside a reducer, it starts nothing and reports the misuse.
    ///
    /// - Parameters:
    ///   - name: How logs and tests refer to the intent; by default the calling method's name.
    ///   - body: The work, given an ``MviScope`` to read, reduce and post with.
    /// - Returns: A handle that cancels this intent; keeping it is optional.
    @discardableResult
    public func intent(_ name: String = #function, _ body: @escaping Body) -> MviIntent {
        if let reducing = MviMisuse.reducingIntent {
            let misuse = "started intent \(name.debugDescription) inside a reducer, which must only return a state"
            channel.report(MviMisuse(description: misuse), in: reducing)
            return MviIntent(task: nil)
        }
        let owner = ObjectIdentifier(self)
        return intents.withLock { intents in
            guard !intents.isClosed else { return MviIntent(task: nil) }
            let id = intents.nextID()
            // Made under the lock that numbers intents, so tasks reach the serial queue in call order; the
            // task takes, with the caller's task-locals, one that says which intent it runs.
            let task = RunningIntent.$current.withValue(RunningIntent(owner: owner, id: id)) {
                Task(executorPreference: executor) { [weak self, channel] in
                    if !Task.isCancelled { await channel.run(name, body) }
                    self?.end(id)
                }
            }
            intents.running[id] = (name, task)
            return MviIntent(task: task)
        }
    }

    /// Forgets intent `id`, which ended, and wakes the waiters, which look again.
    private func end(_ id: UInt64) {
        // The task is let go once the lock is released, so that the lock is held for as short a time as can be.
        _ = intents.withLock { $0.running.removeValue(forKey: id) }
        wakeWaiters()
    }

    /// Wakes the `idle()` and `ended()` callers whose wait is over, as this moment's intents tell.
    private func wakeWaiters() {
        let (woken, seen) = intents.withLock { intents in
            let woken = intents.waiters.filter { $0.value.isDone(intents) }
            for id in woken.keys { intents.waiters[id] = nil }
            return (woken.values, intents)
        }
        for waiter in woken { waiter.continuation.resume(returning: seen) }
    }

    /// The names of the intents accepted and not ended, in call order: what a stuck test names.
    package var unfinishedIntents: [String] {
        intents.withLock { $0.running.sorted { $0.key < $1.key }.map(\.value.name) }
    }

    /// Returns once every intent but the caller's own has ended, suspended ones included,
    /// and every change has reached the listeners.
    ///
    /// Tests, and the demo between two commands, await it to look at a screen
    /// that has settled; it never runs on the main actor, which must be free to
    /// deliver. Called inside a body, it does not wait for that body, nor for a
    /// body itself waiting in `idle()`: two such bodies would wait for each
    /// other for ever, so each returns and the pair is reported as a misuse.
    /// After ``close()`` it returns at once; if its task is cancelled, it returns
    /// at once and leaves nothing behind.
    public func idle() async {
        await idle(allowingUnfinished: 0)
    }

    /// Like ``idle()``, but returns once at most `count` other intents are unfinished, not counting those
    /// named in `longLived`: how the demo and the test DSL wait beside the bodies they hold or expect to stay.
    package func idle(allowingUnfinished count: Int, longLived: Set<String> = []) async {
        let own = ownIntent
        if let own {
            _ = intents.withLock { $0.waitingInIdle.insert(own) }
            // Whoever waited for this body now waits for it no more: they look again.
            wakeWaiters()
        }
        // A body waits neither for itself nor for a body waiting in idle(), which would wait for it in turn.
        let intentsThen = await waitForIntents { [channel] intents in
            let isPlain = own == nil && longLived.isEmpty
            return intents.isClosed
                || (isPlain
                    ? intents.running.count
                    : intents.running.count { id, intent in
                        id != own && !longLived.contains(intent.name)
                            && !(own != nil && intents.waitingInIdle.contains(id))
                    }) <= count && channel.isDelivered
        }
        guard let own else { return }
        _ = intents.withLock { $0.waitingInIdle.remove(own) }
        let others = intentsThen.running.filter { $0.key != own && intentsThen.waitingInIdle.contains($0.key) }
            .sorted { $0.key < $1.key }.map(\.value.name.debugDescription)
        guard let name = intentsThen.running[own]?.name, !others.isEmpty else { return }
        let misuse = "idle() returned without waiting for \(others.joined(separator: ", ")), waiting in idle() for it"
        channel.report(MviMisuse(description: misuse), in: name)
    }

    /// Returns once the container is closed and every body it started has ended (but the caller's
    /// own): how a test waits for a body that goes on after ``close()``, say past a call that
    /// ignores cancellation. If its task is cancelled, it returns at once.
    public func ended() async {
        let own = ownIntent
        _ = await waitForIntents { $0.isClosed && $0.running.keys.allSatisfy { $0 == own } }
    }

    /// The intent whose body calls, when it is one of this container's.
    private var ownIntent: UInt64? {
        RunningIntent.current.flatMap { $0.owner == ObjectIdentifier(self) ? $0.id : nil }
    }

    /// Returns the intents as they were once `isDone` held of them, looking again whenever an intent
    /// ends, a delivery ends, a body starts waiting in idle() or the container closes; cancelled,
    /// returns none at once and leaves nothing behind.
    private func waitForIntents(until isDone: @escaping @Sendable (Intents) -> Bool) async -> Intents {
        let id = intents.withLock { $0.nextID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let seen = intents.withLock { intents -> Intents? in
                    guard !Task.isCancelled, !isDone(intents) else { return intents }
                    intents.waiters[id] = (isDone, continuation)
                    return nil
                }
                if let seen { continuation.resume(returning: seen) }
            }
        } onCancel: {
            intents.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume(returning: Intents())
        }
    }

    // MARK: Listening

    /// Calls `listener` with the current state now, before returning, then with every later state,
    /// in order, on the main actor; once closed, only now.
    ///
    /// The first call comes from inside this method: store whatever the listener
    /// uses before subscribing.
    @MainActor
    public func subscribeToState(_ listener: @escaping @MainActor (State) -> Void) -> MviSubscription {
        channel.subscribeToState(listener)
    }

    /// Calls `listener` with each side effect once, in order, on the main actor, starting, before
    /// returning, with those delivered while nobody listened.
    ///
    /// Subscribe where acting on one is safe (a view on screen, able to navigate).
    /// One listener at a time: while one is subscribed, another is refused (its
    /// subscription does nothing) and reported as a misuse, since two views
    /// acting on one side effect would navigate twice.
    @MainActor
    public func subscribeToSideEffects(_ listener: @escaping @MainActor (SideEffect) -> Void) -> MviSubscription {
        channel.subscribeToSideEffects(listener)
    }

    /// Calls `observer` with every later event (intents starting and ending, states,
    /// side effects, restores), in order, on the main actor; ``MviEvent/closed`` comes last,
    /// at once if the container is closed already.
    ///
    /// For logs, time travel and tests: an observer neither takes cached side effects nor counts as a listener.
    @MainActor
    public func observe(_ observer: @escaping @MainActor (MviEvent<State, SideEffect>) -> Void) -> MviSubscription {
        channel.observe(restoring: nil, observer).1
    }

    /// The states as an `AsyncSequence`, for a SwiftUI view's `.task` or any `for await` loop:
    /// the current state first, then each later one, on the main actor; it ends when the container closes.
    ///
    /// Each access subscribes anew, and ending the loop (or cancelling its task)
    /// unsubscribes. A loop that falls behind gets the latest state, not every
    /// one in between: what a view draws is the state as it is now.
    @MainActor
    public var states: AsyncStream<State> {
        let (states, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .bufferingNewest(1))
        let listeners = [
            subscribeToState { continuation.yield($0) }, observe { if case .closed = $0 { continuation.finish() } },
        ]
        continuation.onTermination = { _ in for listener in listeners { listener.cancel() } }
        return states
    }

    // MARK: Restoring, closing

    /// Replaces the state from outside any intent (time travel, a saved state), and delivers it now.
    ///
    /// Listeners get it like any change, observers as ``MviEvent/restored(old:new:)``;
    /// no side effect is replayed. Ignored once closed, or when `state` equals the current one.
    /// Called from a listener, it is delivered after the changes already on their way.
    @MainActor
    public func restore(_ state: State) {
        channel.restore(state)
    }

    /// Stops the container: cancels every body, delivers what was already queued,
    /// tells observers ``MviEvent/closed``, and lets go of every listener.
    ///
    /// Called from a listener, the changes already on their way are delivered
    /// first. Calling it again does nothing. Releasing the container does the same.
    @MainActor
    public func close() {
        guard shutDown() else { return }
        channel.finishClosing()
    }

    /// Accepts no more intents or changes, cancels every body, wakes every `idle()` caller;
    /// returns whether this call did it.
    private func shutDown() -> Bool {
        guard channel.markClosed() else { return false }
        let tasks = intents.withLock { intents in
            intents.isClosed = true
            return intents.running.values.map(\.task)
        }
        for task in tasks { task.cancel() }
        wakeWaiters()
        return true
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

/// A container's intents accepted and not ended, and who waits for them to end; not generic, so that
/// code compiled for any state reaches it without looking up a type at run time.
struct Intents: Sendable {
    /// Numbers intents, in call order, and waiters.
    var lastID: UInt64 = 0
    var running: [UInt64: (name: String, task: Task<Void, Never>)] = [:]
    /// The callers of `idle()` and `ended()` waiting for a change, and the intents whose bodies wait in `idle()`.
    var waiters: [UInt64: (isDone: @Sendable (Intents) -> Bool, continuation: CheckedContinuation<Intents, Never>)] =
        [:]
    var waitingInIdle: Set<UInt64> = []
    var isClosed = false

    mutating func nextID() -> UInt64 {
        lastID += 1
        return lastID
    }
}

/// The intent whose body the current task runs, so that ``MviContainer/idle()`` called there does not wait for it.
private struct RunningIntent: Sendable {
    @TaskLocal static var current: RunningIntent?
    let owner: ObjectIdentifier
    let id: UInt64
}

/// Where a container's bodies run: a serial queue of its own, off the main actor.
///
/// Given as the task executor preference of every body's task, it keeps the
/// body there after each `await` too, so two bodies' code never runs at the same time.
private final class BodyExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "MviContainer bodies")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// The default for an error no observer saw: one line on standard error, control characters escaped.
private func writeToStandardError(intent: String, error: any Error) {
    let line = "MviKit: intent \(intent.debugDescription) failed: \(String(describing: error).debugDescription)\n"
    FileHandle.standardError.write(Data(line.utf8))
}
