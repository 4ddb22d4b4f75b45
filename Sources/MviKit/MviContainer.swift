import MviKitLocking
import Dispatch
import Foundation

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
///    main actor; it inherits the caller's task-local values and priority, as
///    `Task { }` does. Two bodies' code never runs at the same time.
/// 2. A body waiting at an `await` holds back nothing: later bodies run meanwhile.
/// 3. Reductions are atomic: a reducer's result replaces the state only if no
///    other change came since the reducer was handed it; otherwise the reducer
///    runs again on the newer state. No update is lost. An equal result emits nothing.
/// 4. Listeners and observers are called on the main actor with every change,
///    in the order it happened; a state listener first gets the current state,
///    before subscribing returns.
/// 5. A side effect delivered while no side-effect listener is subscribed is
///    kept, up to ``sideEffectCacheCapacity`` of the latest, for the next one.
/// 6. The container owns its work. ``MviIntent/cancel()`` cancels one body (one
///    not started yet never runs); ``close()``, or releasing the container,
///    cancels them all. A cancelled body is not a failure. A body that throws is
///    reported to observers, or, with none, to `unobservedFailure`; the container
///    carries on. ``idle()`` waits for every body but its caller's own.
/// 7. Once closed, no intent starts, no change is made, nothing more is
///    delivered but ``MviEvent/closed``, and ``idle()`` returns at once.
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
    }

    deinit {
        guard shutDown() else { return }
        Task { @MainActor [channel] in channel.finishClosing() }
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
    ///
    /// - Parameters:
    ///   - name: How logs and tests refer to the intent; by default the calling method's name.
    ///   - body: The work, given an ``MviScope`` to read, reduce and post with.
    /// - Returns: A handle that cancels this intent; keeping it is optional.
    @discardableResult
    public func intent(_ name: String = #function, _ body: @escaping Body) -> MviIntent {
        let owner = ObjectIdentifier(self)
        return intents.withLock { intents in
            guard !intents.isClosed else { return MviIntent(task: nil) }
            intents.lastID += 1
            let id = intents.lastID
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

    /// Forgets intent `id`, which ended, and wakes the `idle()` callers that were waiting for it.
    private func end(_ id: UInt64) {
        // The task is let go after the lock, so that the lock is held for as short a time as can be.
        let (task, waiters) = intents.withLock { intents in
            (intents.running.removeValue(forKey: id), intents.idleWaiters.isEmpty ? [] : intents.takeIdleWaiters())
        }
        for waiter in waiters { waiter.continuation.resume() }
        _ = task
    }

    /// The names of the intents accepted and not ended, in call order: what a stuck test names.
    package var unfinishedIntents: [String] {
        intents.withLock { $0.running.sorted { $0.key < $1.key }.map(\.value.name) }
    }

    /// Returns once every intent but the caller's own has ended, suspended ones included,
    /// and every change has reached the listeners.
    ///
    /// Tests, and the demo between two commands, await it to look at a screen
    /// that has settled; it needs the main actor to be free, so await it, never
    /// block on it. Called inside a body, it does not wait for that body. After
    /// ``close()`` it returns at once; if its task is cancelled, it returns at once
    /// and leaves nothing behind.
    public func idle() async {
        await idle(allowingUnfinished: 0)
    }

    /// Like ``idle()``, but returns once at most `count` other intents are unfinished: how the
    /// demo waits for everything except the bodies it holds at a repository call.
    package func idle(allowingUnfinished count: Int) async {
        let caller = RunningIntent.current
        let ownIntent = caller?.owner == ObjectIdentifier(self) ? caller?.id : nil
        repeat {
            await waitForIntents(allowing: count, except: ownIntent)
            await channel.deliver()
        } while !Task.isCancelled && !intents.withLock { $0.isIdle(allowing: count, except: ownIntent) }
    }

    private func waitForIntents(allowing count: Int, except ownIntent: UInt64?) async {
        let id = intents.withLock { intents in
            intents.lastID += 1
            return intents.lastID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isIdle = intents.withLock { intents in
                    guard !Task.isCancelled, !intents.isIdle(allowing: count, except: ownIntent) else { return true }
                    intents.idleWaiters.append((id, count, ownIntent, continuation))
                    return false
                }
                if isIdle { continuation.resume() }
            }
        } onCancel: {
            let cancelled = intents.withLock { intents in
                defer { intents.idleWaiters.removeAll { $0.id == id } }
                return intents.idleWaiters.first { $0.id == id }
            }
            cancelled?.continuation.resume()
        }
    }

    // MARK: Listening

    /// Calls `listener` with the current state now, before returning, then with every later state,
    /// in order, on the main actor.
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
    @MainActor
    public func subscribeToSideEffects(_ listener: @escaping @MainActor (SideEffect) -> Void) -> MviSubscription {
        channel.subscribeToSideEffects(listener)
    }

    /// Calls `observer` with every later event (intents starting and ending, states,
    /// side effects, restores), in order, on the main actor; ``MviEvent/closed`` comes last.
    ///
    /// For logs, time travel and tests: an observer neither takes cached side effects nor counts as a listener.
    @MainActor
    public func observe(_ observer: @escaping @MainActor (MviEvent<State, SideEffect>) -> Void) -> MviSubscription {
        channel.observe(restoring: nil, observer).1
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
        let (tasks, waiters) = intents.withLock { intents in
            intents.isClosed = true
            defer { intents.idleWaiters = [] }
            return (intents.running.values.map(\.task), intents.idleWaiters)
        }
        for task in tasks { task.cancel() }
        for waiter in waiters { waiter.continuation.resume() }
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
    /// Numbers intents, in call order, and idle waiters.
    var lastID: UInt64 = 0
    var running: [UInt64: (name: String, task: Task<Void, Never>)] = [:]
    var idleWaiters: [IdleWaiter] = []
    var isClosed = false

    func isIdle(allowing count: Int, except ownIntent: UInt64?) -> Bool {
        isClosed || running.count - (ownIntent.map { running[$0] == nil ? 0 : 1 } ?? 0) <= count
    }

    mutating func takeIdleWaiters() -> [IdleWaiter] {
        let (waiters, intents) = (idleWaiters, self)
        let woken = waiters.filter { intents.isIdle(allowing: $0.allowed, except: $0.ownIntent) }
        idleWaiters = waiters.filter { !intents.isIdle(allowing: $0.allowed, except: $0.ownIntent) }
        return woken
    }
}

/// A caller of ``idle()``, waiting until at most `allowed` intents but its own are unfinished.
typealias IdleWaiter = (
    id: UInt64, allowed: Int, ownIntent: UInt64?, continuation: CheckedContinuation<Void, Never>
)

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
