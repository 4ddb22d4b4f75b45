import MviKit
import Testing

@Suite("Concurrency")
struct MviContainerConcurrencyTests {
    /// What the main-actor subscriber of the stress test saw.
    @MainActor
    final class OrderCheck {
        var deliveries = 0
        var last = -1
        var outOfOrder = 0

        func receive(_ state: Int) {
            deliveries += 1
            if state <= last {
                outOfOrder += 1
            }
            last = state
        }
    }

    @Test("Concurrent reductions lose no update")
    func reductionsAreAtomic() async {
        let container = MviContainer<Int, Never>(initialState: 0)

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<1_000 {
                group.addTask {
                    container.intent("increment") { mvi in mvi.reduce { $0 + 1 } }
                }
            }
        }
        await container.idle()

        #expect(container.state == 1_000)
    }

    @Test("100,000 intents from 8 tasks: no lost update, every state delivered in order")
    @MainActor
    func stress() async {
        let tasks = 8
        let intentsPerTask = 12_500
        let container = MviContainer<Int, Never>(initialState: 0)
        let check = OrderCheck()
        let subscription = container.subscribeToState { check.receive($0) }

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<intentsPerTask {
                        container.intent("increment") { mvi in mvi.reduce { $0 + 1 } }
                    }
                }
            }
        }
        await container.idle()

        let total = tasks * intentsPerTask
        #expect(container.state == total)
        #expect(check.deliveries == total + 1)
        #expect(check.last == total)
        #expect(check.outOfOrder == 0)
        subscription.cancel()
    }

    @Test("Several reductions inside one intent interleave with others but each is whole")
    func multiStepIntentsStayConsistent() async {
        let container = MviContainer<[Int], Never>(initialState: [])

        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    container.intent("append") { mvi in
                        for step in 0..<100 {
                            mvi.reduce { $0 + [writer * 1_000 + step] }
                        }
                    }
                }
            }
        }
        await container.idle()

        let state = container.state
        #expect(state.count == 800)
        for writer in 0..<8 {
            let own = state.filter { $0 / 1_000 == writer }
            #expect(own == (0..<100).map { writer * 1_000 + $0 })
        }
    }
}
