import MviKit
import Testing

/// Guarantee 5 of ``MviContainer``: side effects reach a listener once each,
/// in order, and wait while nobody listens (side-effect caching).
@Suite("Side effects", .timeLimit(.minutes(1)))
@MainActor
struct MviContainerSideEffectTests {
    @Test("Each side effect reaches a listener once, in order")
    func deliveredOnceInOrder() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let log = MainActorLog<String>()
        let subscription = container.subscribeToSideEffects { log.append($0) }
        defer { subscription.cancel() }

        container.intent("posts three") { mvi in
            mvi.postSideEffect("a")
            mvi.postSideEffect("b")
            mvi.postSideEffect("c")
        }
        await container.idle()

        #expect(log.values == ["a", "b", "c"])
    }

    @Test("Side effects delivered while nobody listens go to the next listener first, in order")
    func cachedSideEffectsGoToTheNextListenerFirst() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let log = MainActorLog<String>()
        container.intent("posts two") { mvi in
            mvi.postSideEffect("a")
            mvi.postSideEffect("b")
        }
        await container.idle()

        let subscription = container.subscribeToSideEffects { log.append($0) }
        defer { subscription.cancel() }
        let handedOverAtOnce = log.values
        container.intent("posts one more") { mvi in mvi.postSideEffect("c") }
        await container.idle()

        #expect(handedOverAtOnce == ["a", "b"])
        #expect(log.values == ["a", "b", "c"])
    }

    @Test("With no side-effect listener, only the latest side effects are kept, up to the cache's capacity")
    func cacheIsBounded() async {
        let container = MviContainer<Int, Int>(initialState: 0)
        let transcript = Transcript(of: container)
        let capacity = MviContainer<Int, Int>.sideEffectCacheCapacity
        let log = MainActorLog<Int>()
        container.intent("posts many") { mvi in
            for number in 0..<(capacity * 3) { mvi.postSideEffect(number) }
        }
        await container.idle()

        let subscription = container.subscribeToSideEffects { log.append($0) }
        defer { subscription.cancel() }

        #expect(transcript.lines.count == capacity * 3 + 2)
        #expect(log.values == Array((capacity * 2)..<(capacity * 3)))
    }

    @Test("Cached side effects go to one listener only")
    func cachedSideEffectsAreHandedOverOnce() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let first = MainActorLog<String>()
        let second = MainActorLog<String>()
        container.intent("posts") { mvi in mvi.postSideEffect("a") }
        await container.idle()

        let firstSubscription = container.subscribeToSideEffects { first.append($0) }
        let secondSubscription = container.subscribeToSideEffects { second.append($0) }
        defer {
            firstSubscription.cancel()
            secondSubscription.cancel()
        }

        #expect(first.values == ["a"])
        #expect(second.values == [])
    }

    @Test("An observer does not count as a side-effect listener: side effects are still kept for one")
    func observersDoNotTakeSideEffects() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let transcript = Transcript(of: container)
        let log = MainActorLog<String>()
        container.intent("posts") { mvi in mvi.postSideEffect("a") }
        await container.idle()

        let subscription = container.subscribeToSideEffects { log.append($0) }
        defer { subscription.cancel() }

        #expect(transcript.lines == ["intent started: posts", "side effect from posts: a", "intent finished: posts"])
        #expect(log.values == ["a"])
    }

    @Test("A view recreated, as on a rotation, gets what was posted while it was gone, and only that")
    func rotationKeepsSideEffects() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let oldView = MainActorLog<String>()
        let newView = MainActorLog<String>()
        let oldSubscription = container.subscribeToSideEffects { oldView.append($0) }
        container.intent("before") { mvi in mvi.postSideEffect("a") }
        await container.idle()

        oldSubscription.cancel()
        container.intent("while gone") { mvi in mvi.postSideEffect("b") }
        await container.idle()
        let newSubscription = container.subscribeToSideEffects { newView.append($0) }
        defer { newSubscription.cancel() }

        #expect(oldView.values == ["a"])
        #expect(newView.values == ["b"])
    }

    @Test("A side effect still on its way when the first listener subscribes reaches that listener")
    func queuedSideEffectReachesANewListener() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let log = MainActorLog<String>()
        let posted = BlockingGate()
        container.intent("posts") { mvi in
            mvi.postSideEffect("a")
            posted.open()
        }
        posted.wait()

        let subscription = container.subscribeToSideEffects { log.append($0) }
        defer { subscription.cancel() }
        await container.idle()

        #expect(log.values == ["a"])
    }

    @Test("A second side-effect listener is refused while one listens, and the refusal reported; the first keeps them")
    func secondListenerIsRefusedAndReported() async {
        let failures = Recorded<String>()
        let container = MviContainer<Int, String>(initialState: 0) { intent, error in
            failures.append("\(intent): \(error)")
        }
        let first = MainActorLog<String>()
        let second = MainActorLog<String>()
        let firstSubscription = container.subscribeToSideEffects { first.append($0) }
        defer { firstSubscription.cancel() }

        let secondSubscription = container.subscribeToSideEffects { second.append($0) }
        defer { secondSubscription.cancel() }
        container.intent("posts") { mvi in mvi.postSideEffect("navigate") }
        await container.idle()

        #expect(first.values == ["navigate"])
        #expect(second.values == [])
        #expect(
            failures.values == [
                "subscribeToSideEffects: refused a second side-effect listener: a side effect is for one view, "
                    + "the one on screen"
            ])
    }

    @Test("close() drops the side effects kept for a listener that never came")
    func closeDropsCachedSideEffects() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let late = MainActorLog<String>()
        container.intent("posts") { mvi in mvi.postSideEffect("navigate") }
        await container.idle()

        container.close()
        let subscription = container.subscribeToSideEffects { late.append($0) }
        subscription.cancel()

        #expect(late.values == [])
    }
}
