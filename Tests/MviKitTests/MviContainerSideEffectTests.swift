import MviKit
import Testing

@Suite("Side effects")
@MainActor
struct MviContainerSideEffectTests {
    enum Effect: Equatable, Sendable {
        case first
        case second
        case third
    }

    /// What a view saw, states and side effects interleaved as delivered.
    enum Seen: Equatable {
        case state(Int)
        case effect(Effect)
    }

    @Test("Each side effect reaches a subscriber once, in order")
    func deliveredOnceInOrder() async {
        let container = MviContainer<Int, Effect>(initialState: 0)
        let log = MainActorLog<Effect>()
        let subscription = container.subscribeToSideEffects { log.append($0) }

        container.intent("post three") { mvi in
            mvi.postSideEffect(.first)
            mvi.postSideEffect(.second)
            mvi.postSideEffect(.third)
        }
        await container.idle()

        #expect(log.values == [.first, .second, .third])
        subscription.cancel()
    }

    @Test("Side effects posted while nobody listens wait for the next subscriber")
    func cachedUntilSomeoneSubscribes() async {
        let container = MviContainer<Int, Effect>(initialState: 0)
        let log = MainActorLog<Effect>()

        container.intent("post two") { mvi in
            mvi.postSideEffect(.first)
            mvi.postSideEffect(.second)
        }
        await container.idle()
        let subscription = container.subscribeToSideEffects { log.append($0) }
        let replayed = log.values
        await container.intent("post one more") { mvi in mvi.postSideEffect(.third) }.waitUntilFinished()
        await container.idle()

        #expect(replayed == [.first, .second])
        #expect(log.values == [.first, .second, .third])
        subscription.cancel()
    }

    @Test("A view recreated as on a rotation gets what was posted while it was gone, and only that")
    func rotationKeepsSideEffects() async {
        let container = MviContainer<Int, Effect>(initialState: 0)
        let beforeRotation = MainActorLog<Effect>()
        let afterRotation = MainActorLog<Effect>()
        let oldView = container.subscribeToSideEffects { beforeRotation.append($0) }
        await container.intent("before") { mvi in mvi.postSideEffect(.first) }.waitUntilFinished()
        await container.idle()

        oldView.cancel()
        await container.intent("during") { mvi in mvi.postSideEffect(.second) }.waitUntilFinished()
        await container.idle()
        let newView = container.subscribeToSideEffects { afterRotation.append($0) }

        #expect(beforeRotation.values == [.first])
        #expect(afterRotation.values == [.second])
        newView.cancel()
    }

    @Test("Two subscribers each get every side effect once, and nothing is cached")
    func everySubscriberGetsEachSideEffect() async {
        let container = MviContainer<Int, Effect>(initialState: 0)
        let first = MainActorLog<Effect>()
        let second = MainActorLog<Effect>()
        let late = MainActorLog<Effect>()
        let firstSubscription = container.subscribeToSideEffects { first.append($0) }
        let secondSubscription = container.subscribeToSideEffects { second.append($0) }

        container.intent("post") { mvi in mvi.postSideEffect(.first) }
        await container.idle()
        let lateSubscription = container.subscribeToSideEffects { late.append($0) }

        #expect(first.values == [.first])
        #expect(second.values == [.first])
        #expect(late.values.isEmpty)
        firstSubscription.cancel()
        secondSubscription.cancel()
        lateSubscription.cancel()
    }

    @Test("A view sees states and side effects in the order the intent made them")
    func statesAndSideEffectsKeepTheirOrder() async {
        let container = MviContainer<Int, Effect>(initialState: 0)
        let log = MainActorLog<Seen>()
        let states = container.subscribeToState { log.append(.state($0)) }
        let sideEffects = container.subscribeToSideEffects { log.append(.effect($0)) }

        container.intent("interleaved") { mvi in
            mvi.reduce { $0 + 1 }
            mvi.postSideEffect(.first)
            mvi.reduce { $0 + 1 }
            mvi.postSideEffect(.second)
            mvi.postSideEffect(.third)
            mvi.reduce { $0 + 1 }
        }
        await container.idle()

        #expect(
            log.values == [
                .state(0), .state(1), .effect(.first), .state(2), .effect(.second), .effect(.third), .state(3),
            ]
        )
        states.cancel()
        sideEffects.cancel()
    }
}
