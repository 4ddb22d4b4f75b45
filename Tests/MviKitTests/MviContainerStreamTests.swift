import MviKit
import Testing

@Suite("Async streams")
struct MviContainerStreamTests {
    @Test("The states stream starts with the current state and follows every change")
    func statesStreamFollowsChanges() async {
        let container = MviContainer<Int, Never>(initialState: 3)
        var states = container.states.makeAsyncIterator()

        let first = await states.next()
        container.intent("two steps") { mvi in
            mvi.reduce { $0 + 1 }
            mvi.reduce { $0 + 1 }
        }
        let second = await states.next()
        let third = await states.next()

        #expect([first, second, third] == [3, 4, 5])
    }

    @Test("The side-effects stream sees posted side effects without taking them from subscribers")
    @MainActor
    func sideEffectsStreamIsATap() async {
        let container = MviContainer<Int, String>(initialState: 0)
        var sideEffects = container.sideEffects.makeAsyncIterator()

        container.intent("post") { mvi in mvi.postSideEffect("hello") }
        let streamed = await sideEffects.next()
        await container.idle()
        let log = MainActorLog<String>()
        let subscription = container.subscribeToSideEffects { log.append($0) }

        #expect(streamed == "hello")
        #expect(log.values == ["hello"])
        subscription.cancel()
    }

    @Test("Closing the container finishes its streams")
    func closingFinishesStreams() async {
        let container = MviContainer<Int, String>(initialState: 0)
        var states = container.states.makeAsyncIterator()
        var sideEffects = container.sideEffects.makeAsyncIterator()

        _ = await states.next()
        container.close()
        let afterClose = await states.next()
        let sideEffectAfterClose = await sideEffects.next()
        var bornClosed = container.states.makeAsyncIterator()
        let lastState = await bornClosed.next()
        let bornClosedEnd = await bornClosed.next()

        #expect(afterClose == nil)
        #expect(sideEffectAfterClose == nil)
        #expect(lastState == 0)
        #expect(bornClosedEnd == nil)
    }
}
