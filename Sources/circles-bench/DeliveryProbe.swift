/// A main-actor subscriber that counts the states it is handed and lets the
/// benchmark wait until it has seen a given number, noting when it did.
///
/// The moment is stamped inside the subscriber, so the figures end when the
/// view has the state, not when the waiting code gets the main actor back.
@MainActor
final class DeliveryProbe {
    /// How many states the subscriber has been handed so far.
    private(set) var deliveries = 0
    /// When the awaited delivery arrived.
    private(set) var arrivedAt: UInt64 = 0
    private var target = Int.max
    private var waiter: CheckedContinuation<Void, Never>?

    /// Called by the subscription with each state.
    func receive() {
        deliveries += 1
        guard deliveries >= target else { return }
        arrivedAt = Stopwatch.now
        target = .max
        waiter?.resume()
        waiter = nil
    }

    /// Arms the probe: the delivery that brings the count to `count` is stamped.
    ///
    /// Call it before starting the work, so that no delivery can slip past.
    func expect(_ count: Int) {
        target = count
    }

    /// Returns once the expected delivery has arrived.
    func waitForExpected() async {
        guard target != .max else { return }
        await withCheckedContinuation { waiter = $0 }
    }
}
