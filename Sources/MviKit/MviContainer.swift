import Locking
import Synchronization

/// Holds a screen's state and side effects, runs its intents off the main
/// actor, and hands every change to the view on the main actor, in order.
///
/// This is the talk's `MviContainer`. A presenter (an ``MviContainerHost``)
/// starts work with ``intent(_:_:)``; inside, the body reads ``MviScope/state``,
/// replaces it with ``MviScope/reduce(_:)`` and asks the view to do one-off
/// things with ``MviScope/postSideEffect(_:)``. The view listens with
/// ``subscribeToState(_:)`` and ``subscribeToSideEffects(_:)``.
///
/// Every change happens under one mutex, so concurrent intents never lose an
/// update, and changes are queued for the main actor in the order they were
/// made. A whole queue is delivered in one main-actor hop, however many changes
/// it holds; see `docs/framework.md` for the full guarantees.
public final class MviContainer<State: Sendable, SideEffect: Sendable>: Sendable {
    @usableFromInline let core: MviLockedCore<State, SideEffect>
    /// New intents, behind their own lock so that calling `intent` does not
    /// wait for the drainer; see ``MviIntentInbox``.
    @usableFromInline let inbox: MviIntentInbox<State, SideEffect>
    @usableFromInline let registry = MviListenerRegistry<State, SideEffect>()

    typealias Observer = MviContainerCore<State, SideEffect>.Observer

    /// Creates a container whose state starts as `initialState`.
    ///
    /// Every reduction emits a state. When `State` is `Equatable`, the
    /// overload in the extension below is chosen instead, and a reduction that
    /// leaves the state equal emits nothing.
    public convenience init(initialState: State) {
        self.init(initialState: initialState, isUnchanged: nil)
    }

    /// Creates a container that treats a reduction as no change when `isUnchanged(old, new)` holds.
    @usableFromInline
    init(initialState: State, isUnchanged: (@Sendable (State, State) -> Bool)?) {
        core = MviLockedCore(MviContainerCore(state: initialState, isUnchanged: isUnchanged))
        inbox = MviIntentInbox(core: core)
    }

    /// The current state: a consistent snapshot, readable from any thread.
    ///
    /// It may be ahead of what the view has rendered, because the view is
    /// updated on the main actor's next turn (or at ``flush()``).
    @inlinable
    public var state: State {
        core.withLock { $0.state }
    }

    /// How many intents have been started and have not finished: those
    /// running and those waiting for their turn to start.
    public var runningIntentCount: Int {
        core.withLock { Int($0.unfinishedIntents(accepted: inbox.acceptedCount.load(ordering: .acquiring))) }
    }

    /// Whether ``close()`` has been called.
    public var isClosed: Bool {
        core.withLock { $0.isClosed }
    }

    /// Returns once no intent is running and every queued change has reached
    /// the subscribers.
    ///
    /// This is what makes tests and scripted sessions deterministic: do
    /// something, `await container.idle()`, then look. It needs the main actor
    /// to be free to run, so await it rather than blocking on it.
    public func idle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isIdle = core.withLock { core in
                guard !core.isIdle(acceptedIntents: inbox.acceptedCount.load(ordering: .acquiring)) else {
                    return true
                }
                core.idleWaiters.append(continuation)
                return false
            }
            if isIdle {
                continuation.resume()
            }
        }
    }

    /// Replaces the state from outside any intent, for time travel or for
    /// restoring a saved state.
    ///
    /// Subscribers get the new state like any other change (synchronously, when
    /// called on the main actor outside a delivery), observers see a
    /// ``MviEvent/restored(old:new:)`` event, and no side effect is replayed.
    /// Ignored once the container is closed.
    public func restore(_ state: State) {
        let mustSchedule = core.withLock { core in
            guard !core.isClosed else { return false }
            let old = core.state
            let mustSchedule = core.replaceState(with: state)
            core.notify(.restored(old: old, new: state))
            return mustSchedule
        }
        if mustSchedule {
            scheduleDelivery()
        }
    }

    /// Cancels every running intent, skips those still waiting to start, and
    /// ignores later ones, reductions and side effects.
    ///
    /// Subscribers keep what was already queued, and ``idle()`` still returns
    /// once the cancelled intents have wound down. Observers get a last
    /// ``MviEvent/closed`` event and are then let go; streams from ``states``
    /// and ``sideEffects`` finish.
    public func close() {
        // The inbox first, so that no intent is accepted once this returns;
        // those already waiting are the drainer's to skip.
        inbox.close()
        let closing = core.withLock { core in
            guard !core.isClosed else { return nil as (tasks: [Task<Void, Never>], observers: [Observer])? }
            core.isClosed = true
            defer {
                core.observers = []
                core.stateRecorders = []
            }
            // Waiting intents need nothing: the drainer skips them once closed.
            return (Array(core.intents.suspended.values), core.observers)
        }
        guard let closing else { return }
        for task in closing.tasks {
            task.cancel()
        }
        // Outside the lock, because finishing a stream unregisters its observer,
        // which takes the lock. Nothing can be reported after this event anyway.
        for observer in closing.observers {
            observer.observe(.closed)
        }
    }
}
