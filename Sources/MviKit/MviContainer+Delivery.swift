extension MviContainer {
    /// Delivers whatever is queued right now, synchronously, to the subscribers.
    ///
    /// Useful when the main actor must show a state that an intent reduced just
    /// before it suspended on slow work (a console drawing a spinner). Called
    /// from inside a listener it does nothing: the delivery already running
    /// will deliver the rest, in order.
    @MainActor
    @inlinable
    public func flush() {
        guard !registry.isDelivering else { return }
        registry.isDelivering = true
        defer { registry.isDelivering = false }
        while deliverBatch() {}
    }

    /// Arranges one main-actor pass over the queue; called once per batch, by
    /// whoever queued into an empty, unscheduled queue.
    ///
    /// On the main actor the pass runs before this returns; from elsewhere it
    /// is one main-actor job, however many changes arrive before it runs.
    @inlinable
    func scheduleDelivery() {
        if isOnMainActor {
            MainActor.assumeIsolated { flush() }
        } else {
            Task { @MainActor [self] in flush() }
        }
    }

    /// Delivers the queued items in order and returns true; or, when nothing is
    /// queued, ends the scheduled pass, releases `idle()` waiters and returns false.
    ///
    /// The lock is held only to swap the queue with the registry's batch
    /// buffer, so intents keep reducing while the batch is delivered, and both
    /// arrays keep their capacity from one batch to the next.
    @MainActor
    @inlinable
    func deliverBatch() -> Bool {
        let idleWaiters = core.withLock { core -> [CheckedContinuation<Void, Never>] in
            guard core.pending.isEmpty else {
                swap(&core.pending, &registry.batch)
                return []
            }
            core.isDeliveryScheduled = false
            return core.takeIdleWaitersIfIdle()
        }
        guard !registry.batch.isEmpty else {
            for waiter in idleWaiters {
                waiter.resume()
            }
            return false
        }
        for item in registry.batch {
            registry.deliver(item)
        }
        registry.batch.removeAll(keepingCapacity: true)
        return true
    }
}
