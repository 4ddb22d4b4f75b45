import MviKit
import Testing

@Suite("Subscriptions release their listeners")
@MainActor
struct MviSubscriptionTests {
    /// Stands in for a view controller that its listener closures capture strongly.
    final class FakeView {
        var renderedStates: [Int] = []
    }

    /// Whether a view captured by a listener was alive while subscribed, and
    /// whether it was gone once the subscription was cancelled (or released).
    private func viewLifetime(
        releasingInsteadOfCancelling: Bool = false,
        subscribe: (FakeView) -> MviSubscription
    ) -> (retainedWhileSubscribed: Bool, releasedAfterwards: Bool) {
        var view: FakeView? = FakeView()
        weak let weakView = view
        var subscription = view.map(subscribe)
        view = nil
        let retainedWhileSubscribed = weakView != nil

        if releasingInsteadOfCancelling {
            subscription = nil
        } else {
            subscription?.cancel()
        }

        return (retainedWhileSubscribed, weakView == nil)
    }

    @Test("Cancelling a state subscription releases the view its listener held")
    func stateSubscriptionReleasesTheView() {
        let container = MviContainer<Int, Never>(initialState: 0)

        let lifetime = viewLifetime { view in
            container.subscribeToState { view.renderedStates.append($0) }
        }

        #expect(lifetime == (true, true))
    }

    @Test("Cancelling a side-effect subscription releases the view its listener held")
    func sideEffectSubscriptionReleasesTheView() {
        let container = MviContainer<Int, Int>(initialState: 0)

        let lifetime = viewLifetime { view in
            container.subscribeToSideEffects { view.renderedStates.append($0) }
        }

        #expect(lifetime == (true, true))
    }

    @Test("Releasing a host subscription cancels it and releases the view")
    func releasingTheSubscriptionCancelsIt() {
        let host = CounterHost()

        let lifetime = viewLifetime(releasingInsteadOfCancelling: true) { view in
            host.subscribe(
                stateHandler: { view.renderedStates.append($0) },
                sideEffectHandler: { _ in view.renderedStates.append(-1) }
            )
        }

        #expect(lifetime == (true, true))
    }

    @Test("Cancelling from another thread takes effect on the main actor's next turn")
    func cancellingOffTheMainActor() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }

        // The removal is queued on the main actor before this test resumes
        // there, and the main actor runs its jobs in order.
        await Task.detached { subscription.cancel() }.value
        container.restore(1)

        #expect(subscription.isCancelled)
        #expect(log.values == [0])
    }
}
