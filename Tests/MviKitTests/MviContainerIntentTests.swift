import Synchronization
import Testing

@testable import MviKit

/// Guarantees 1, 2 and 6 of ``MviContainer``: how intents start, overlap, end and are cancelled.
///
/// Most run on both ways a container starts a body: `Task.immediate` on the
/// drainer, and the queued task older Apple systems fall back to. A test that
/// finds a guarantee broken may hang rather than fail (an intent that waited
/// for its body would never return), hence the time limit.
@Suite("Intents", .timeLimit(.minutes(1)))
@MainActor
struct MviContainerIntentTests {
    // MARK: 1. Call order, off the main actor, one stretch at a time

    @Test("intent returns at once, without waiting for its body", arguments: BodyStart.allCases)
    func intentReturnsWithoutWaitingForTheBody(_ start: BodyStart) async {
        let container = start.container(initialState: 0)
        let mayFinish = TestGate()
        let order = Recorded<String>()

        // The body cannot finish until the test opens the gate, which the test
        // can only do once `intent` has returned.
        container.intent("waits") { _ in
            await mayFinish.wait()
            order.append("body finished")
        }
        order.append("intent returned")
        mayFinish.open()
        await container.idle()

        #expect(order.values == ["intent returned", "body finished"])
    }

    @Test("A body runs off the main actor, before and after it suspends", arguments: BodyStart.allCases)
    func bodiesRunOffTheMainActor(_ start: BodyStart) async {
        let container = start.container(initialState: 0)
        let onMainQueue = Recorded<Bool>()

        container.intent("suspends") { _ in
            onMainQueue.append(MainQueue.isCurrent)
            await Task.yield()
            onMainQueue.append(MainQueue.isCurrent)
        }
        await container.idle()

        #expect(onMainQueue.values == [false, false])
    }

    @Test("Bodies start in the order intent was called, even when each suspends at once", arguments: BodyStart.allCases)
    func bodiesStartInCallOrder(_ start: BodyStart) async {
        let container = start.container(initialState: 0)
        let started = Recorded<Int>()

        for index in 0..<200 {
            container.intent("suspends") { _ in
                started.append(index)
                await Task.yield()
            }
        }
        await container.idle()

        #expect(started.values == Array(0..<200))
    }

    @Test("Keystrokes reduce in the order typed, while a slow body waits among them", arguments: BodyStart.allCases)
    func keystrokesReduceInTheOrderTyped(_ start: BodyStart) async {
        let container = start.container(initialState: "")
        let slowMayEnd = TestGate()

        for (index, letter) in "mountain".enumerated() {
            if index == 3 {
                container.intent("slow") { _ in await slowMayEnd.wait() }
            }
            container.intent("typed \(letter)") { mvi in mvi.reduce { $0 + String(letter) } }
        }
        let typedWhileSlowWaits = await container.state(when: { $0.count == 8 })
        slowMayEnd.open()
        await container.idle()

        #expect(typedWhileSlowWaits == "mountain")
    }

    @Test("Two bodies' code never runs at the same time, before or after an await", arguments: BodyStart.allCases)
    func bodiesNeverRunAtTheSameTime(_ start: BodyStart) async {
        let container = start.container(initialState: 0)
        let inside = Atomic<Int>(0)
        let mostInsideAtOnce = Atomic<Int>(0)
        @Sendable func stretch() {
            let now = inside.add(1, ordering: .acquiringAndReleasing).newValue
            _ = mostInsideAtOnce.max(now, ordering: .relaxed)
            // Long enough for a second thread to arrive, were one let in.
            for _ in 0..<200 { _ = inside.load(ordering: .relaxed) }
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }

        for _ in 0..<300 {
            container.intent("stretches") { mvi in
                stretch()
                await Task.yield()
                stretch()
                mvi.reduce { $0 + 1 }
            }
        }
        await container.idle()

        #expect(container.state == 300)
        #expect(mostInsideAtOnce.load(ordering: .relaxed) == 1)
    }

    // MARK: 2. A suspended body holds back nothing

    @Test("A body suspended at an await holds back nothing: later intents run meanwhile", arguments: BodyStart.allCases)
    func aSuspendedBodyHoldsBackNothing(_ start: BodyStart) async {
        let container = start.container(initialState: [String]())
        let firstMayEnd = TestGate()
        container.intent("first") { mvi in
            await firstMayEnd.wait()
            mvi.reduce { $0 + ["first"] }
        }
        container.intent("second") { mvi in mvi.reduce { $0 + ["second"] } }

        let whileFirstWaits = await container.state(when: { !$0.isEmpty })
        firstMayEnd.open()
        await container.idle()

        #expect(whileFirstWaits == ["second"])
        #expect(container.state == ["second", "first"])
    }

    @Test("A long-lived body (a for-await loop) runs beside other intents, and close() ends it")
    func longLivedBodyRunsBesideOthers() async {
        let container = MviContainer<[String], Never>(initialState: [])
        let (prices, feed) = AsyncStream<String>.makeStream()
        let loopEnded = Recorded<String>()
        container.intent("listens") { mvi in
            for await price in prices {
                mvi.reduce { $0 + [price] }
            }
            loopEnded.append("loop ended, cancelled: \(Task.isCancelled)")
        }

        feed.yield("price 1")
        _ = await container.state(when: { $0 == ["price 1"] })
        container.intent("typed") { mvi in mvi.reduce { $0 + ["typed"] } }
        let servedWhileListening = await container.state(when: { $0.count == 2 })
        feed.yield("price 2")
        let afterSecondPrice = await container.state(when: { $0.count == 3 })
        container.close()
        await container.idle()

        #expect(servedWhileListening == ["price 1", "typed"])
        #expect(afterSecondPrice == ["price 1", "typed", "price 2"])
        #expect(loopEnded.values == ["loop ended, cancelled: true"])
    }

    // MARK: 6. Ending and cancelling

    @Test("The handle intent returns cancels that body at its await, and only that one", arguments: BodyStart.allCases)
    func handleCancelsItsBody(_ start: BodyStart) async {
        let container = start.container(initialState: 0)
        let sawCancellation = Recorded<String>()
        let bothWaiting = TestGate()
        let waiting = Atomic<Int>(0)
        // A gate each: cancelling one body opens its own gate only.
        let searchGate = TestGate()
        let loadGate = TestGate()
        @Sendable func wait(_ name: String, on gate: TestGate) async {
            if waiting.add(1, ordering: .acquiringAndReleasing).newValue == 2 { bothWaiting.open() }
            sawCancellation.append("\(name) cancelled: \(await gate.waitUnlessCancelled())")
        }
        let search = container.intent("search") { _ in await wait("search", on: searchGate) }
        container.intent("load") { _ in await wait("load", on: loadGate) }
        await bothWaiting.wait()

        search.cancel()
        let whileLoadWaits = await sawCancellation.values(when: { !$0.isEmpty })
        loadGate.open()
        await container.idle(openingOnCancel: searchGate)

        #expect(whileLoadWaits == ["search cancelled: true"])
        #expect(sawCancellation.values == ["search cancelled: true", "load cancelled: false"])
    }

    @Test("An intent cancelled before it starts never runs", arguments: BodyStart.allCases)
    func cancelledBeforeStartNeverRuns(_ start: BodyStart) async {
        let container = start.container(initialState: 0)
        let ran = Recorded<String>()
        let busyHasStarted = BlockingGate()
        let busyMayEnd = BlockingGate()
        // "busy" holds the body queue without suspending, so "later" cannot start yet.
        container.intent("busy") { _ in
            busyHasStarted.open()
            busyMayEnd.wait()
        }
        let later = container.intent("later") { _ in ran.append("later") }
        container.intent("after") { _ in ran.append("after") }
        busyHasStarted.wait()

        later.cancel()
        busyMayEnd.open()
        await container.idle()

        #expect(ran.values == ["after"])
    }

    @Test("Cancelling an intent that has finished does nothing")
    func cancellingAFinishedIntentDoesNothing() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let done = container.intent("done") { mvi in mvi.reduce { $0 + 1 } }
        await container.idle()

        done.cancel()
        container.intent("next") { mvi in mvi.reduce { $0 + 1 } }
        await container.idle()

        #expect(container.state == 2)
    }

    @Test("close() cancels every suspended body", arguments: BodyStart.allCases)
    func closeCancelsEverySuspendedBody(_ start: BodyStart) async {
        let container = start.container(initialState: 0)
        let sawCancellation = Recorded<Bool>()
        let allWaiting = TestGate()
        let waiting = Atomic<Int>(0)
        // A gate each: cancelling one body opens its own gate only.
        let gates = [TestGate(), TestGate(), TestGate()]
        for gate in gates {
            container.intent("waits") { _ in
                if waiting.add(1, ordering: .acquiringAndReleasing).newValue == 3 { allWaiting.open() }
                sawCancellation.append(await gate.waitUnlessCancelled())
            }
        }
        await allWaiting.wait()

        container.close()
        await container.idle(openingOnCancel: gates[0])
        for gate in gates { gate.open() }

        #expect(sawCancellation.values == [true, true, true])
    }

    @Test("idle() waits for every body, suspended ones included", arguments: BodyStart.allCases)
    func idleWaitsForSuspendedBodies(_ start: BodyStart) async {
        let container = start.container(initialState: 0)
        let order = Recorded<String>()
        let isWaiting = TestGate()
        let mayEnd = TestGate()
        container.intent("slow") { _ in
            isWaiting.open()
            await mayEnd.wait()
            order.append("body ended")
        }
        await isWaiting.wait()

        let idling = Task { @MainActor in
            await container.idle()
            order.append("idle returned")
        }
        // The main actor runs `idling` up to its first suspension before the test goes on.
        await Task.yield()
        let beforeTheBodyEnds = order.values
        mayEnd.open()
        await idling.value

        #expect(beforeTheBodyEnds == [])
        #expect(order.values == ["body ended", "idle returned"])
    }

    @Test("A task waiting in idle() returns once cancelled, though a body never ends")
    func idleReturnsWhenCancelled() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let isWaiting = TestGate()
        let never = TestGate()
        container.intent("stuck") { _ in
            isWaiting.open()
            await never.wait()
        }
        await isWaiting.wait()

        let idling = Task { await container.idle() }
        idling.cancel()
        await idling.value
        never.open()

        #expect(idling.isCancelled)
    }

    @Test("A throwing intent is reported as failed, and the next intent still runs")
    func throwingIntentIsReportedAndTheContainerCarriesOn() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let transcript = Transcript(of: container)

        container.intent("fails") { _ in throw FakeError(message: "offline") }
        container.intent("works") { mvi in mvi.reduce { $0 + 1 } }
        await container.idle()

        #expect(
            transcript.lines == [
                "intent started: fails",
                "intent failed: fails: FakeError(offline)",
                "intent started: works",
                "state changed by works: 0 → 1",
                "intent finished: works",
            ]
        )
    }

    @Test("The scope reads the latest state and knows its intent's name")
    func scopeReadsTheLatestState() async {
        let container = MviContainer<Int, Never>(initialState: 41)
        let seen = Recorded<String>()

        container.intent("reads") { mvi in
            mvi.reduce { $0 + 1 }
            seen.append("\(mvi.intentName) saw \(mvi.state)")
        }
        await container.idle()

        #expect(seen.values == ["reads saw 42"])
    }
}

/// The two ways a container starts a body: right on its drainer (`Task.immediate`),
/// or as a task queued behind it (systems without `Task.immediate`).
enum BodyStart: CaseIterable, CustomTestStringConvertible, Sendable {
    case immediate
    case queued

    var testDescription: String {
        switch self {
        case .immediate: "Task.immediate"
        case .queued: "queued task"
        }
    }

    func container<State: Equatable & Sendable>(initialState: State) -> MviContainer<State, Never> {
        MviContainer(initialState: initialState, startsBodiesImmediately: self == .immediate)
    }
}
