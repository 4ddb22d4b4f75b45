import MviKit
import Testing

/// Guarantees 3 and 4 of ``MviContainer``: what listeners and observers get,
/// in which order, on which actor; and the one rule for equal states.
///
/// Where a test needs changes still on their way to the main actor, it holds
/// the main actor with a ``BlockingGate`` until an intent has made them: while
/// it waits, nothing can be delivered.
@Suite("Delivery", .timeLimit(.minutes(1)))
@MainActor
struct MviContainerDeliveryTests {
    @Test("A state listener gets the current state before subscribing returns")
    func listenerGetsTheCurrentStateAtOnce() {
        let container = MviContainer<Int, Never>(initialState: 7)
        let log = MainActorLog<Int>()

        let subscription = container.subscribeToState { log.append($0) }
        defer { subscription.cancel() }

        #expect(log.values == [7])
    }

    @Test("A state listener then gets every change, in order")
    func listenerGetsEveryChangeInOrder() async {
        let container = MviContainer<Int, Never>(initialState: 7)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }
        defer { subscription.cancel() }

        container.intent("three steps") { mvi in
            mvi.reduce { $0 + 1 }
            mvi.reduce { $0 + 1 }
            mvi.reduce { $0 * 10 }
        }
        await container.idle()

        #expect(log.values == [7, 8, 9, 90])
    }

    @Test("A view gets states and side effects in the order the intent made them")
    func statesAndSideEffectsKeepTheirOrder() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let view = MainActorLog<String>()
        let states = container.subscribeToState { view.append("state \($0)") }
        let sideEffects = container.subscribeToSideEffects { view.append("side effect \($0)") }
        defer {
            states.cancel()
            sideEffects.cancel()
        }

        container.intent("interleaved") { mvi in
            mvi.reduce { $0 + 1 }
            mvi.postSideEffect("a")
            mvi.reduce { $0 + 1 }
            mvi.postSideEffect("b")
            mvi.postSideEffect("c")
            mvi.reduce { $0 + 1 }
        }
        await container.idle()

        #expect(
            view.values == [
                "state 0", "state 1", "side effect a", "state 2", "side effect b", "side effect c", "state 3",
            ]
        )
    }

    @Test("An observer sees an intent start, change the state, post a side effect and finish, in order")
    func observerSeesEveryEventInOrder() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let transcript = Transcript(of: container)

        container.intent("works") { mvi in
            mvi.reduce { $0 + 1 }
            mvi.postSideEffect("done")
        }
        await container.idle()

        #expect(
            transcript.lines == [
                "intent started: works",
                "state changed by works: 0 → 1",
                "side effect from works: done",
                "intent finished: works",
            ]
        )
    }

    @Test("State listeners, side-effect listeners and observers are called on the main actor")
    func everyoneIsCalledOnTheMainActor() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let states = MainActorLog<Int>()
        let sideEffects = MainActorLog<String>()
        let events = MainActorLog<String>()
        let subscriptions = [
            container.subscribeToState { states.append($0) },
            container.subscribeToSideEffects { sideEffects.append($0) },
            container.observe { events.append($0.description) },
        ]
        defer {
            for subscription in subscriptions {
                subscription.cancel()
            }
        }

        container.intent("works") { mvi in
            mvi.reduce { $0 + 1 }
            mvi.postSideEffect("done")
        }
        await container.idle()

        #expect(states.values == [0, 1])
        #expect(sideEffects.values == ["done"])
        #expect(events.values.count == 4)
        #expect(states.isAlwaysOnMainQueue)
        #expect(sideEffects.isAlwaysOnMainQueue)
        #expect(events.isAlwaysOnMainQueue)
    }

    @Test("A state listener added while changes are on their way does not get them")
    func lateListenerSkipsQueuedChanges() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let early = MainActorLog<Int>()
        let late = MainActorLog<Int>()
        let earlySubscription = container.subscribeToState { early.append($0) }
        defer { earlySubscription.cancel() }
        let reduced = BlockingGate()
        container.intent("increment") { mvi in
            mvi.reduce { $0 + 1 }
            reduced.open()
        }
        reduced.wait()

        let lateSubscription = container.subscribeToState { late.append($0) }
        defer { lateSubscription.cancel() }
        await container.idle()

        #expect(early.values == [0, 1])
        #expect(late.values == [1])
    }

    @Test("An observer added while events are on their way sees only later ones")
    func lateObserverSkipsQueuedEvents() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let early = Transcript(of: container)
        let reduced = BlockingGate()
        let mayFinish = TestGate()
        container.intent("increment") { mvi in
            mvi.reduce { $0 + 1 }
            reduced.open()
            await mayFinish.wait()
        }
        reduced.wait()

        let late = Transcript(of: container)
        mayFinish.open()
        await container.idle()

        #expect(
            early.lines == [
                "intent started: increment", "state changed by increment: 0 → 1", "intent finished: increment",
            ]
        )
        #expect(late.lines == ["intent finished: increment"])
    }

    @Test("A listener that restores a state while being called still lets every listener see every state in order")
    func reentrantChangesKeepTheOrder() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let first = MainActorLog<Int>()
        let second = MainActorLog<Int>()
        let firstSubscription = container.subscribeToState { state in
            first.append(state)
            if state == 1 {
                container.restore(2)
            }
        }
        let secondSubscription = container.subscribeToState { second.append($0) }
        defer {
            firstSubscription.cancel()
            secondSubscription.cancel()
        }

        container.restore(1)
        await container.idle()

        #expect(first.values == [0, 1, 2])
        #expect(second.values == [0, 1, 2])
    }

    @Test("A listener that restores a state in the middle of a batch lets every listener see the rest of it first")
    func restoreInTheMiddleOfABatchKeepsTheRest() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let first = MainActorLog<Int>()
        let second = MainActorLog<Int>()
        let firstSubscription = container.subscribeToState { state in
            first.append(state)
            if state == 1 { container.restore(10) }
        }
        let secondSubscription = container.subscribeToState { second.append($0) }
        defer {
            firstSubscription.cancel()
            secondSubscription.cancel()
        }

        // One body, so its three states reach the main actor as one batch.
        container.intent("counts") { mvi in
            for _ in 0..<3 { mvi.reduce { $0 + 1 } }
        }
        await container.idle()

        #expect(first.values == [0, 1, 2, 3, 10])
        #expect(second.values == [0, 1, 2, 3, 10])
    }

    @Test(
        "The state an observer starts from and the changes it then sees form one unbroken chain, however a reduction races"
    )
    func observerStartLosesNoChange() async {
        var brokenChains: [[Int]] = []
        for _ in 0..<200 {
            let container = MviContainer<Int, Never>(initialState: 0)
            let isCounting = TestGate()
            container.intent("counts") { mvi in
                isCounting.open()
                for _ in 0..<50 {
                    mvi.reduce { $0 + 1 }
                    await Task.yield()
                }
            }
            await isCounting.wait()

            // What the time-travel recorder and the test DSL start from.
            let changes = MainActorLog<(old: Int, new: Int)>()
            let (start, subscription) = container.channel.observe(restoring: nil) { event in
                if case .stateChanged(let old, let new, _) = event { changes.append((old, new)) }
            }
            await container.idle()
            subscription.cancel()

            var chain = [start]
            for change in changes.values where change.old == chain.last { chain.append(change.new) }
            if chain.last != 50 || chain.count != changes.values.count + 1 { brokenChains.append(chain) }
        }

        #expect(brokenChains == [])
    }

    // MARK: Equal states

    @Test("Listeners run without the context of whoever made the change, and so do the intents they start")
    func listenersRunWithoutTheCallersContext() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let seen = Recorded<String>()
        let subscription = container.subscribeToState { state in
            guard state == 1 else { return }
            seen.append(
                "listener: tag \(Tag.value.map(String.init) ?? "none"), background \(Task.currentPriority == .background)"
            )
            container.intent("started by the listener") { _ in
                seen.append(
                    "its intent: tag \(Tag.value.map(String.init) ?? "none"), background \(Task.currentPriority == .background)"
                )
            }
        }
        defer { subscription.cancel() }

        await Task.detached(priority: .background) {
            Tag.$value.withValue(7) {
                container.intent("from a background caller") { mvi in mvi.reduce { $0 + 1 } }
            }
            await container.idle()
        }.value
        await container.idle()

        #expect(
            seen.values == [
                "listener: tag none, background false", "its intent: tag none, background false",
            ])
    }

    @Test("Every change reaches thousands of state listeners, each called once per change, in order")
    func deliveryToManyListenersIsLinear() async {
        // Quadratic delivery would take minutes here and fail the suite's time limit; linear takes a moment.
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<Int>()
        let subscriptions = (0..<10_000).map { _ in container.subscribeToState { log.append($0) } }

        for _ in 0..<20 { container.intent("changes") { mvi in mvi.reduce { $0 + 1 } } }
        await container.idle()
        for subscription in subscriptions { subscription.cancel() }

        #expect(log.values.count == 10_000 * 21)
        #expect(log.values.suffix(10_000) == Array(repeating: 20, count: 10_000))
    }

    @Test("states is the current state, then every later one, ending when the container closes")
    func statesSequenceFollowsTheContainer() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let sawFirst = TestGate()
        let reader = Task {
            var seen: [Int] = []
            for await state in container.states {
                seen.append(state)
                sawFirst.open()
            }
            return seen
        }
        await sawFirst.wait()

        container.intent("one") { mvi in mvi.reduce { $0 + 1 } }
        await container.idle()
        container.close()

        #expect(await reader.value == [0, 1])
    }

    @Test("A reduction that returns an equal state calls no state listener")
    func equalStateCallsNoListener() async {
        let container = MviContainer<Int, Never>(initialState: 1)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }
        defer { subscription.cancel() }

        container.intent("no change") { mvi in
            mvi.reduce { $0 }
            mvi.reduce { $0 + 1 }
            mvi.reduce { $0 * 1 }
        }
        await container.idle()

        #expect(log.values == [1, 2])
    }

    @Test("A reduction that returns an equal state sends observers no event")
    func equalStateSendsNoEvent() async {
        let container = MviContainer<Int, Never>(initialState: 1)
        let transcript = Transcript(of: container)

        container.intent("no change") { mvi in mvi.reduce { $0 } }
        await container.idle()

        #expect(transcript.lines == ["intent started: no change", "intent finished: no change"])
    }
}
