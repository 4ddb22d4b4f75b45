import MviKit
import Testing

@Suite("Intent order and waiting intents")
struct MviContainerIntentOrderTests {
    @Test("Intents whose bodies do not suspend run in the order they were started")
    @MainActor
    func bodiesRunInCallOrder() async {
        let container = MviContainer<[Int], Never>(initialState: [])

        for index in 0..<1_000 {
            container.intent("append") { mvi in mvi.reduce { $0 + [index] } }
        }
        await container.idle()

        #expect(container.state == Array(0..<1_000))
    }

    @Test("An intent waiting behind a busy one counts as running")
    @MainActor
    func waitingIntentsCount() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let intents = QueuedBehindBusyIntent(on: container)

        let count = container.runningIntentCount
        intents.gate.open()
        await container.idle()

        #expect(count == 2)
        #expect(container.state == 1)
    }

    @Test("Cancelling an intent that has not started keeps its body from running")
    @MainActor
    func cancellingAWaitingIntentSkipsIt() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = LogLines(container)
        let intents = QueuedBehindBusyIntent(on: container)

        intents.waiting.cancel()
        intents.gate.open()
        await intents.waiting.waitUntilFinished()
        await container.idle()

        #expect(container.state == 0)
        #expect(log.lines.values == ["intent started: busy", "intent finished: busy"])
    }

    @Test("Closing skips the intents still waiting to start")
    @MainActor
    func closingSkipsWaitingIntents() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let intents = QueuedBehindBusyIntent(on: container)

        container.close()
        intents.gate.open()
        await intents.waiting.waitUntilFinished()
        await container.idle()

        #expect(!intents.waiting.isIgnored)
        #expect(container.state == 0)
        #expect(container.runningIntentCount == 0)
    }

    @Test("Waiting for an intent that finished long ago returns at once")
    func waitingForAFinishedIntentReturns() async {
        let container = MviContainer<Int, Never>(initialState: 0)

        let first = container.intent("first") { mvi in mvi.reduce { $0 + 1 } }
        await container.intent("second") { mvi in mvi.reduce { $0 + 1 } }.waitUntilFinished()
        await first.waitUntilFinished()
        first.cancel()

        #expect(container.state == 2)
    }
}
