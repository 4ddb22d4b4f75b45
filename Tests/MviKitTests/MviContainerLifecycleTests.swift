import MviKit
import Testing

@Suite("Errors and closing")
struct MviContainerLifecycleTests {
    @Test("A throwing intent is reported and the container keeps working")
    func throwingIntentIsReported() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = LogLines(container)

        container.intent("fails") { mvi in
            mvi.reduce { $0 + 1 }
            throw FakeError(message: "offline")
        }
        await container.idle()
        container.intent("works") { mvi in mvi.reduce { $0 + 10 } }
        await container.idle()

        #expect(container.state == 11)
        #expect(log.lines.values.contains("intent failed: fails: FakeError(offline)"))
        #expect(log.lines.values.last == "intent finished: works")
    }

    @Test("Closing cancels running intents and idle() still returns")
    func closeCancelsRunningIntents() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let waiting = await CancellableIntent(on: container)

        container.close()
        await container.idle()

        #expect(waiting.sawCancellation.values == [true])
        #expect(container.runningIntentCount == 0)
        #expect(container.isClosed)
    }

    @Test("After closing, new intents are ignored and late changes are dropped")
    func closedContainerIgnoresWork() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let ran = Recorded<Bool>()

        container.close()
        let intent = container.intent("too late") { _ in ran.append(true) }
        container.restore(5)
        await intent.waitUntilFinished()
        await container.idle()

        #expect(intent.isIgnored)
        #expect(ran.values.isEmpty)
        #expect(container.state == 0)
    }
}
