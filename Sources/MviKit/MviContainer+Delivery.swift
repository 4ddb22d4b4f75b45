extension MviContainer {
    /// Delivers whatever is queued right now, synchronously, to the subscribers.
    ///
    /// Useful when the main actor must show a state that an intent reduced just
    /// before it suspended on slow work (a console drawing a spinner). Called
    /// from inside a listener it does nothing: the delivery already running
    /// will deliver the rest, in order.
    @MainActor
    public func flush() {
        deliverPending()
    }

    /// Arranges one main-actor pass over the queue; called once per batch, by
    /// whoever queued into an empty, unscheduled queue.
    func scheduleDelivery() {
        performOnMainActor { [self] in
            deliverPending()
        }
    }

    /// Drains the queue in batches until it stays empty, then releases `idle()` waiters.
    @MainActor
    func deliverPending() {
        guard !registry.isDelivering else { return }
        registry.isDelivering = true
        defer { registry.isDelivering = false }
        while true {
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
                return
            }
            for item in registry.batch {
                registry.deliver(item)
            }
            registry.batch.removeAll(keepingCapacity: true)
        }
    }
}
