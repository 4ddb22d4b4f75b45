import MviKit
import Testing

/// ``MviSubscription``: cancelling or releasing it unregisters the listener,
/// and nothing keeps what the listener captured alive afterwards.
@Suite("Subscriptions")
@MainActor
struct MviSubscriptionTests {
    @Test("A cancelled state listener gets nothing more")
    func cancelUnregistersAtOnce() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }

        subscription.cancel()
        container.restore(1)

        #expect(log.values == [0])
    }

    @Test("A released subscription unregisters its listener")
    func releaseUnregisters() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<Int>()

        _ = container.subscribeToState { log.append($0) }
        container.restore(1)

        #expect(log.values == [0])
    }

    @Test("A cancelled side-effect listener gets nothing more; what follows waits for the next one")
    func cancelledSideEffectListenerGetsNothing() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let cancelled = MainActorLog<String>()
        let next = MainActorLog<String>()
        let subscription = container.subscribeToSideEffects { cancelled.append($0) }

        subscription.cancel()
        container.intent("posts") { mvi in mvi.postSideEffect("a") }
        await container.idle()
        let nextSubscription = container.subscribeToSideEffects { next.append($0) }
        defer { nextSubscription.cancel() }

        #expect(cancelled.values == [])
        #expect(next.values == ["a"])
    }

    @Test("A cancelled observer gets nothing more")
    func cancelledObserverGetsNothing() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<String>()
        let subscription = container.observe { log.append($0.description) }

        subscription.cancel()
        container.restore(1)

        #expect(log.values == [])
    }

    @Test("Cancelling twice unregisters only its own listener")
    func cancellingTwiceIsHarmless() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let cancelled = MainActorLog<Int>()
        let kept = MainActorLog<Int>()
        let subscription = container.subscribeToState { cancelled.append($0) }
        let keptSubscription = container.subscribeToState { kept.append($0) }
        defer { keptSubscription.cancel() }

        subscription.cancel()
        subscription.cancel()
        container.restore(1)

        #expect(cancelled.values == [0])
        #expect(kept.values == [0, 1])
    }

    @Test("A listener that cancels another during a delivery stops it at once")
    func cancellingDuringADelivery() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let second = MainActorLog<Int>()
        var secondSubscription: MviSubscription?
        let first = container.subscribeToState { state in
            if state == 1 {
                secondSubscription?.cancel()
            }
        }
        defer { first.cancel() }
        secondSubscription = container.subscribeToState { second.append($0) }

        container.restore(1)

        #expect(second.values == [0])
    }

    // MARK: Nothing retained

    @Test("Once a state subscription is cancelled, nothing retains the view its listener captured")
    func stateListenerIsReleased() {
        let container = MviContainer<Int, Never>(initialState: 0)

        let lifetime = viewLifetime { view in container.subscribeToState { view.append("\($0)") } }

        #expect(lifetime == (true, true))
    }

    @Test("Once a side-effect subscription is cancelled, nothing retains the view its listener captured")
    func sideEffectListenerIsReleased() {
        let container = MviContainer<Int, String>(initialState: 0)

        let lifetime = viewLifetime { view in container.subscribeToSideEffects { view.append($0) } }

        #expect(lifetime == (true, true))
    }

    @Test("Once an observer's subscription is cancelled, nothing retains what the observer captured")
    func observerIsReleased() {
        let container = MviContainer<Int, Never>(initialState: 0)

        let lifetime = viewLifetime { view in container.observe { view.append($0.description) } }

        #expect(lifetime == (true, true))
    }

    @Test("Once a subscription is released, nothing retains the view its listener captured")
    func releasedSubscriptionFreesTheView() {
        let container = MviContainer<Int, Never>(initialState: 0)

        let lifetime = viewLifetime(releasing: true) { view in container.subscribeToState { view.append("\($0)") } }

        #expect(lifetime == (true, true))
    }
}
