import Locking
import Synchronization

extension MviContainer {
    /// Starts an intent: queues `body` to run off the main actor and returns at once.
    ///
    /// The caller is never blocked, even when the body suspends on slow work.
    /// Bodies start in the order `intent` was called, one after another, on
    /// the container's drainer task; a body that suspends lets the next one
    /// start, so slow intents still overlap. An error thrown by the body is
    /// reported to observers as ``MviEvent/intentFailed(intent:error:)`` and
    /// the container keeps going. After ``close()`` the body does not run and
    /// the returned handle is ``MviIntent/isIgnored``.
    ///
    /// A body without `await` is taken by the other overload, which runs it
    /// without a task of its own.
    ///
    /// - Parameters:
    ///   - name: How logs and tests refer to the intent; defaults to the caller's name.
    ///   - body: The work, given an ``MviScope`` to read, reduce and post with.
    @discardableResult
    @inlinable
    public func intent(
        _ name: String = #function,
        _ body: @escaping @Sendable (MviScope<State, SideEffect>) async throws -> Void
    ) -> MviIntent {
        enqueue(name: name, work: .asynchronous(body))
    }

    /// Starts an intent whose body has no `await`: queues it to run off the
    /// main actor and returns at once.
    ///
    /// The compiler picks this overload for any body that does not await,
    /// which is most of them (a reduction, a side effect). Such a body cannot
    /// suspend, so the drainer calls it directly instead of starting a task
    /// for it, and it runs to its end before the next intent starts. Everything
    /// else is as in the `async` overload above: same order, same errors, same
    /// handle. Cancelling it stops it only before it starts.
    ///
    /// - Parameters:
    ///   - name: How logs and tests refer to the intent; defaults to the caller's name.
    ///   - body: The work, given an ``MviScope`` to read, reduce and post with.
    @discardableResult
    @inlinable
    public func intent(
        _ name: String = #function,
        _ body: @escaping @Sendable (MviScope<State, SideEffect>) throws -> Void
    ) -> MviIntent {
        enqueue(name: name, work: .synchronous(body))
    }

    /// Queues an intent's work for the drainer, starting one if none runs.
    @inlinable
    func enqueue(name: String, work: MviIntentInbox<State, SideEffect>.Work) -> MviIntent {
        let queued = inbox.enqueue(name: name, work: work)
        guard let queued else { return MviIntent(ignoredIntentNamed: name) }
        if queued.mustStartDrainer {
            // One task per busy spell, not per intent: creating a task costs
            // microseconds, several times what a small intent does. It inherits
            // the priority and task-local values of the call that started it.
            Task { [self] in await drain() }
        }
        return MviIntent(name: name, id: queued.id, control: inbox)
    }

    /// Runs the waiting intents in call order until none is left.
    ///
    /// Between batches it schedules the delivery its bodies deferred, so the
    /// main thread is woken once per batch, however many intents it held.
    @inlinable
    func drain() async {
        var batch: [MviIntentInbox<State, SideEffect>.Entry] = []
        while true {
            // The deferred delivery first: until the inbox below lets this
            // drainer end, no other drainer can run a body and defer its own.
            if core.withLock({ $0.takeDeferredDelivery() }) {
                scheduleDelivery()
            }
            guard inbox.takeWaiting(into: &batch) else { return }
            for entry in batch {
                start(entry)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Runs one intent: a body without `await` right here on the drainer, any
    /// other on its own task, started here and running here until it first
    /// suspends, so a body that never suspends costs no executor hop.
    @inlinable
    func start(_ entry: MviIntentInbox<State, SideEffect>.Entry) {
        let mayRun = core.withLock { core -> Bool in
            guard core.intents.start(entry.id), !core.isClosed else { return false }
            core.notify(.intentStarted(intent: entry.name))
            return true
        }
        guard mayRun else {
            finish(id: entry.id, event: nil)
            return
        }
        let scope = MviScope(container: self, intentName: entry.name)
        switch entry.work {
        case .synchronous(let body):
            do {
                try body(scope)
                finish(id: entry.id, event: .intentFinished(intent: entry.name))
            } catch {
                finish(id: entry.id, event: .intentFailed(intent: entry.name, error: error))
            }
        case .asynchronous(let body):
            runOnOwnTask(entry, body: body, scope: scope)
        }
    }

    /// Starts a body that may suspend on its own task and, if it did suspend,
    /// keeps the task for `cancel()` and `close()`.
    @inlinable
    func runOnOwnTask(
        _ entry: MviIntentInbox<State, SideEffect>.Entry,
        body: @escaping MviIntentInbox<State, SideEffect>.Body,
        scope: MviScope<State, SideEffect>
    ) {
        let task = startTask { [self] in
            do {
                try await body(scope)
                finish(id: entry.id, event: .intentFinished(intent: entry.name))
            } catch {
                finish(id: entry.id, event: .intentFailed(intent: entry.name, error: error))
            }
        }
        // The common case: the body ran to its end, and there is nothing to keep.
        guard core.lastFinishedIntent.load(ordering: .acquiring) != entry.id else { return }
        // Still running means it suspended: keep its task for cancel() and
        // close(), and deliver what it did so far (a spinner) without waiting.
        let (mustCancel, mustSchedule) = core.withLock { core in
            guard core.intents.immediateID == entry.id else { return (false, false) }
            return (
                core.intents.recordSuspended(task, id: entry.id, isClosed: core.isClosed), core.takeDeferredDelivery()
            )
        }
        if mustCancel {
            task.cancel()
        }
        if mustSchedule {
            scheduleDelivery()
        }
    }

    /// `Task.immediate` where the platform has it (Swift 6.2 runtimes); elsewhere a plain task.
    @inlinable
    func startTask(_ operation: sending @escaping () async -> Void) -> Task<Void, Never> {
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            return Task.immediate(operation: operation)
        }
        return Task(operation: operation)
    }

    /// Forgets intent `id`, reports `event` (none for a skipped intent), and
    /// wakes whoever waited for the intent or for the container to be idle.
    @inlinable
    func finish(id: UInt64, event: MviEvent<State, SideEffect>?) {
        let waiters = core.withLock { core in
            let intentWaiters = core.intents.finish(id)
            if let event, !core.isClosed {
                core.notify(event)
            }
            // Counted under the core lock, so that an `idle()` caller either
            // registered before this (and is released here) or sees the count.
            core.finishedIntents &+= 1
            let idleWaiters = core.takeIdleWaitersIfIdle(
                acceptedIntents: inbox.acceptedCount.load(ordering: .acquiring))
            return intentWaiters.isEmpty ? idleWaiters : intentWaiters + idleWaiters
        }
        core.lastFinishedIntent.store(id, ordering: .releasing)
        for waiter in waiters {
            waiter.resume()
        }
    }
}
