import MviKit
import Testing

/// Guarantee 2 of ``MviContainer``: reductions are serialised and atomic.
///
/// Stress tests: a container that lost updates would fail them on almost
/// every run, though not provably on every one.
@Suite("Concurrency")
struct MviContainerConcurrencyTests {
    /// Starts `count` intents from each of `callers` tasks at once; each body
    /// suspends first, so that the bodies resume side by side on the
    /// cooperative pool and their reductions really race, then adds one.
    private static func incrementConcurrently(_ container: MviContainer<Int, Never>, callers: Int, count: Int) async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    for _ in 0..<count {
                        container.intent("increment") { mvi in
                            await Task.yield()
                            mvi.reduce { $0 + 1 }
                        }
                    }
                }
            }
        }
    }

    @Test("Concurrent intents, each adding one, lose no update")
    func concurrentIntentsLoseNoUpdate() async {
        let container = MviContainer<Int, Never>(initialState: 0)

        await Self.incrementConcurrently(container, callers: 8, count: 500)
        await container.idle()

        #expect(container.state == 4_000)
    }

    @Test("Reductions made from many tasks inside one body lose no update")
    func reductionsFromChildTasksLoseNoUpdate() async {
        let container = MviContainer<Int, Never>(initialState: 0)

        container.intent("fan out") { mvi in
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        for _ in 0..<500 {
                            mvi.reduce { $0 + 1 }
                        }
                    }
                }
            }
        }
        await container.idle()

        #expect(container.state == 4_000)
    }

    @Test("A state listener gets every state of a concurrent burst, once each, in order")
    @MainActor
    func listenerSeesEveryStateInOrder() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }
        defer { subscription.cancel() }

        await Self.incrementConcurrently(container, callers: 8, count: 500)
        await container.idle()

        #expect(log.values == Array(0...4_000))
    }
}
