import MviKit
import Testing

@Suite("MviContainer")
@MainActor
struct MviContainerTests {
    @Test("A subscriber gets the current state at once, then each new state in order")
    func statesInOrder() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        var seen: [Int] = []
        let subscription = container.subscribeToState { seen.append($0) }

        container.intent { mvi in mvi.reduce { $0 + 1 } }
        container.intent { mvi in mvi.reduce { $0 + 1 } }
        await container.idle()

        #expect(seen == [0, 1, 2])
        subscription.cancel()
    }
}
