import MviKit
import Testing

@Suite("Deliveries deferred while the drainer runs a body")
struct MviContainerDeferredDeliveryTests {
    @Test("A body that reduces 10,000 times delivers every state, in order")
    @MainActor
    func longBodyDeliversEveryState() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let seen = MainActorLog<Int>()
        let subscription = container.subscribeToState { seen.append($0) }

        container.intent("count") { mvi in
            for _ in 0..<10_000 {
                mvi.reduce { $0 + 1 }
            }
        }
        await container.idle()

        #expect(seen.values == Array(0...10_000))
        subscription.cancel()
    }

    @Test("flush() delivers what a body queued while that body is still running")
    @MainActor
    func flushDeliversWhileTheBodyRuns() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let seen = MainActorLog<Int>()
        let subscription = container.subscribeToState { seen.append($0) }
        let reduced = TestGate()
        let release = SpinGate()

        container.intent("reduce, then hold the drainer") { mvi in
            for _ in 0..<10 {
                mvi.reduce { $0 + 1 }
            }
            reduced.open()
            release.holdUntilOpen()
        }
        await reduced.wait()
        container.flush()
        let flushed = seen.values
        release.open()
        await container.idle()

        #expect(flushed == Array(0...10))
        subscription.cancel()
    }
}
