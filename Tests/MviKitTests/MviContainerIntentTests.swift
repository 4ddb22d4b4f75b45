import Testing

@testable import MviKit

/// Guarantees 1 and 5 of ``MviContainer``: how intents start, run and fail.
///
/// A test here that finds the guarantee broken may hang rather than fail (an
/// intent that waited for its body would never return), hence the time limit.
@Suite("Intents", .timeLimit(.minutes(1)))
@MainActor
struct MviContainerIntentTests {
    @Test("intent returns at once, without waiting for its body")
    func intentReturnsWithoutWaitingForTheBody() async {
        let container = MviContainer<Int, Never>(initialState: 0)
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

    @Test("A body runs off the main actor, before and after it suspends")
    func bodiesRunOffTheMainActor() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let onMainQueue = Recorded<Bool>()

        container.intent("suspends") { _ in
            onMainQueue.append(MainQueue.isCurrent)
            await Task.yield()
            onMainQueue.append(MainQueue.isCurrent)
        }
        await container.idle()

        #expect(onMainQueue.values == [false, false])
    }

    @Test("Bodies start in the order intent was called, even when each suspends at once")
    func bodiesStartInCallOrder() async {
        let container = MviContainer<Int, Never>(initialState: 0)
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

    @Test("A body that suspends holds back the next one until it ends")
    func aSuspendedBodyHoldsBackTheNext() async {
        let container = MviContainer<[String], Never>(initialState: [])
        let firstHasStarted = TestGate()
        let firstMayEnd = TestGate()
        container.intent("first") { mvi in
            firstHasStarted.open()
            await firstMayEnd.wait()
            mvi.reduce { $0 + ["first"] }
        }
        container.intent("second") { mvi in mvi.reduce { $0 + ["second"] } }
        await firstHasStarted.wait()

        let whileFirstWaits = container.state
        firstMayEnd.open()
        await container.idle()

        #expect(whileFirstWaits == [])
        #expect(container.state == ["first", "second"])
    }

    @Test("Bodies that never suspend finish in the order intent was called")
    func nonSuspendingBodiesFinishInCallOrder() async {
        let container = MviContainer<[Int], Never>(initialState: [])

        for index in 0..<1_000 {
            container.intent("append") { mvi in mvi.reduce { $0 + [index] } }
        }
        await container.idle()

        #expect(container.state == Array(0..<1_000))
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
