extension MviContainer {
    /// Starts an intent: runs `body` off the main actor and returns at once.
    ///
    /// The caller is never blocked, even when the body suspends on slow work.
    /// An error thrown by the body is reported to observers as
    /// ``MviEvent/intentFailed(intent:error:)`` and the container keeps going.
    /// After ``close()`` the body does not run and the returned handle is
    /// ``MviIntent/isIgnored``.
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
        // The intent is registered before its task exists, so that idle()
        // called right after this returns already waits for it; the task is
        // created outside the lock, which intents finishing elsewhere need.
        let registeredID = core.withLock { core -> UInt64? in
            guard !core.isClosed else { return nil }
            let id = core.nextIntentID
            core.nextIntentID &+= 1
            core.runningIntents[id] = .init(task: nil)
            return id
        }
        guard let id = registeredID else { return MviIntent(name: name, task: nil) }
        let scope = MviScope(container: self, intentName: name)
        let task = Task { [self] in
            await run(body, in: scope, id: id)
        }
        let closedMeanwhile = core.withLock { core in
            // A quick intent may already have finished and unregistered itself.
            guard core.runningIntents[id] != nil else { return false }
            core.runningIntents[id]?.task = task
            return core.isClosed
        }
        if closedMeanwhile {
            task.cancel()
        }
        return MviIntent(name: name, task: task)
    }

    @inlinable
    func run(
        _ body: @Sendable (MviScope<State, SideEffect>) async throws -> Void,
        in scope: MviScope<State, SideEffect>,
        id: UInt64
    ) async {
        let name = scope.intentName
        let mayStart = core.withLock { core in
            guard !core.isClosed, !Task.isCancelled else { return false }
            core.notify(.intentStarted(intent: name))
            return true
        }
        guard mayStart else {
            finish(id: id, event: nil)
            return
        }
        do {
            try await body(scope)
            finish(id: id, event: .intentFinished(intent: name))
        } catch {
            finish(id: id, event: .intentFailed(intent: name, error: error))
        }
    }

    @inlinable
    func finish(id: UInt64, event: MviEvent<State, SideEffect>?) {
        let idleWaiters = core.withLock { core in
            core.runningIntents[id] = nil
            if let event, !core.isClosed {
                core.notify(event)
            }
            return core.takeIdleWaitersIfIdle()
        }
        for waiter in idleWaiters {
            waiter.resume()
        }
    }
}
