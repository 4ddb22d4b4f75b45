import Foundation
import MviKit
import Testing

@Suite("Intents")
struct MviContainerIntentTests {
    @Test("Starting an intent returns while its body is still suspended")
    @MainActor
    func intentDoesNotBlockTheCaller() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let gate = TestGate()

        let intent = container.intent("slow") { mvi in
            await gate.wait()
            mvi.reduce { $0 + 1 }
        }

        #expect(container.runningIntentCount == 1)
        #expect(container.state == 0)
        gate.open()
        await intent.waitUntilFinished()
        await container.idle()
        #expect(container.state == 1)
        #expect(container.runningIntentCount == 0)
    }

    @Test("An intent started on the main actor runs its body off the main thread")
    @MainActor
    func intentRunsOffTheMainActor() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let ranOnMainThread = Recorded<Bool>()

        container.intent { _ in ranOnMainThread.append(Thread.isMainThread) }
        await container.idle()

        #expect(ranOnMainThread.values == [false])
    }

    @Test("The intent's name defaults to the calling function and reaches the scope")
    func intentNameDefaultsToTheCaller() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let names = Recorded<String>()

        let intent = container.intent { mvi in names.append(mvi.intentName) }
        await intent.waitUntilFinished()

        #expect(intent.name == "intentNameDefaultsToTheCaller()")
        #expect(names.values == ["intentNameDefaultsToTheCaller()"])
    }

    @Test("The scope reads the state fresh, including other intents' changes")
    func scopeReadsFreshState() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let gate = TestGate()
        let seen = Recorded<Int>()

        container.intent("reader") { mvi in
            seen.append(mvi.state)
            await gate.wait()
            seen.append(mvi.state)
        }
        await Task.yield()
        container.restore(0)
        await container.intent("writer") { mvi in mvi.reduce { _ in 42 } }.waitUntilFinished()
        gate.open()
        await container.idle()

        #expect(seen.values.last == 42)
    }

    @Test("Cancelling an intent's handle cancels its body")
    func cancellingTheHandleCancelsTheBody() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let waiting = await CancellableIntent(on: container)

        waiting.intent.cancel()
        await container.idle()

        #expect(waiting.sawCancellation.values == [true])
    }
}
