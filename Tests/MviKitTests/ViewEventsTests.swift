import MviKit
import Testing

@Suite("View events")
@MainActor
struct ViewEventsTests {
    enum Event: Equatable {
        case incrementTapped
        case resetTapped
    }

    @Test("Dispatched events reach every subscriber in order until it cancels")
    func eventsReachSubscribers() {
        let events = ViewEvents<Event>()
        let first = MainActorLog<Event>()
        let second = MainActorLog<Event>()
        let firstSubscription = events.subscribe { first.append($0) }
        let secondSubscription = events.subscribe { second.append($0) }

        events.dispatch(.incrementTapped)
        firstSubscription.cancel()
        events.dispatch(.resetTapped)

        #expect(first.values == [.incrementTapped])
        #expect(second.values == [.incrementTapped, .resetTapped])
        secondSubscription.cancel()
    }

    @Test("View events bound to a host drive its intents")
    func eventsDriveAHost() async {
        let host = CounterHost()
        let events = ViewEvents<Event>()
        let binding = events.subscribe { event in
            switch event {
            case .incrementTapped:
                host.onIncrement()
            case .resetTapped:
                host.container.restore(0)
            }
        }

        events.dispatch(.incrementTapped)
        events.dispatch(.incrementTapped)
        await host.container.idle()

        #expect(host.container.state == 2)
        binding.cancel()
    }
}
