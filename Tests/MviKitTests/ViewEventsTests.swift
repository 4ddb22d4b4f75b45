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

    @Test("A listener cancelled by another during a dispatch does not get that event")
    func cancellationDuringDispatch() {
        let events = ViewEvents<Event>()
        let second = MainActorLog<Event>()
        var secondSubscription: MviSubscription?
        let firstSubscription = events.subscribe { _ in secondSubscription?.cancel() }
        secondSubscription = events.subscribe { second.append($0) }

        events.dispatch(.incrementTapped)

        #expect(second.values.isEmpty)
        firstSubscription.cancel()
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
