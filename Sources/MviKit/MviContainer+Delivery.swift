import Locking
import Synchronization

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
        deliverPass(isScheduled: false)
    }

    /// Delivers batches until the queue is empty; a scheduled pass also stops
    /// early to leave a drainer's small batches to the drainer.
    ///
    /// While the drainer runs a body, the body's changes are the drainer's to
    /// schedule (see ``MviContainerCore/isDeliveryDeferred``). A scheduled pass
    /// that kept taking the few items such a body queued meanwhile would chase
    /// the body item by item, both threads trading the lock and the queue's
    /// memory on every change, which made each `reduce` several times slower;
    /// handing back until 4,096 items wait costs one more pass per 4,096.
    @MainActor
    @inlinable
    func deliverPass(isScheduled: Bool) {
        guard !registry.isDelivering else { return }
        registry.isDelivering = true
        defer { registry.isDelivering = false }
        var leavesSmallBatches = false
        while deliverBatch(leavingSmallBatchesToTheDrainer: leavesSmallBatches) {
            leavesSmallBatches = isScheduled
        }
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
            Task { @MainActor [self] in deliverPass(isScheduled: true) }
        }
    }

    /// Delivers the queued items in order and returns true; or, when nothing is
    /// queued, ends the scheduled pass, releases `idle()` waiters and returns false.
    /// With `leavesSmallBatches`, also returns false when
    /// ``MviContainerCore/leaveToDrainer()`` hands the queue back.
    ///
    /// The lock is held only to swap the queue with the registry's batch
    /// buffer, so intents keep reducing while the batch is delivered, and both
    /// arrays keep their capacity from one batch to the next.
    @MainActor
    @inlinable
    func deliverBatch(leavingSmallBatchesToTheDrainer leavesSmallBatches: Bool = false) -> Bool {
        let idleWaiters = core.withLock { core -> [CheckedContinuation<Void, Never>] in
            if leavesSmallBatches, core.leaveToDrainer() {
                return []
            }
            guard core.pending.isEmpty else {
                swap(&core.pending, &registry.batch)
                return []
            }
            core.isDeliveryScheduled = false
            return core.takeIdleWaitersIfIdle(acceptedIntents: inbox.acceptedCount.load(ordering: .acquiring))
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
