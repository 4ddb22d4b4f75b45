import Dispatch
import MviKit
import Synchronization
import Testing

/// Guarantee 3 of ``MviContainer``: reductions are atomic; and
/// ``MviContainer/idle()`` holds however an intent's end races with it.
///
/// The first two, and the last, are stress tests: a container that broke
/// them would fail on almost every run, though not provably on every one.
/// Each reduction appends to an array, so that it copies the array and takes
/// a while: a container that committed a reducer's result over a newer state
/// would lose some of these updates. The two reducer tests in between make the
/// race happen on purpose, so they fail every time the guarantee breaks.
@Suite("Concurrency", .timeLimit(.minutes(1)))
struct MviContainerConcurrencyTests {
    static let callers = 8
    static let intentsPerCaller = 500
    /// Every number the callers append, once each.
    static let allNumbers = Array(0..<(callers * intentsPerCaller))

    /// Starts intents from ``callers`` tasks at once, each appending its own number.
    ///
    /// The callers race on `intent` itself; each body then waits at an `await`,
    /// so that many are suspended at once and go on in whatever order they are woken.
    private static func appendConcurrently(_ container: MviContainer<[Int], Never>) async {
        await withTaskGroup(of: Void.self) { group in
            for caller in 0..<callers {
                group.addTask {
                    for index in 0..<intentsPerCaller {
                        container.intent("append") { mvi in
                            await Task.yield()
                            mvi.reduce { $0 + [caller * intentsPerCaller + index] }
                        }
                    }
                }
            }
        }
    }

    @Test("Intents started from many tasks at once each run once and lose no update")
    func concurrentIntentsLoseNoUpdate() async {
        let container = MviContainer<[Int], Never>(initialState: [])

        await Self.appendConcurrently(container)
        await container.idle()

        #expect(container.state.sorted() == Self.allNumbers)
    }

    @Test("Reductions made from several threads at once lose no update")
    func reductionsFromSeveralThreadsLoseNoUpdate() async {
        let container = MviContainer<[Int], Never>(initialState: [])

        // A scope may be used from any thread the body hands it to; these run in parallel, not in turns.
        container.intent("in parallel") { mvi in
            DispatchQueue.concurrentPerform(iterations: Self.callers) { caller in
                for index in 0..<Self.intentsPerCaller {
                    mvi.reduce { $0 + [caller * Self.intentsPerCaller + index] }
                }
            }
        }
        await container.idle()

        #expect(container.state.sorted() == Self.allNumbers)
    }

    @Test("A reducer that another change overtakes runs again on the newer state, so neither update is lost")
    func racingReducerRunsAgainOnTheNewerState() async {
        let container = MviContainer<[String], Never>(initialState: [])
        let runs = Recorded<[String]>()

        container.intent("overtaken") { mvi in
            mvi.reduce { state in
                runs.append(state)
                // The first time, another change lands while this reducer runs.
                if state.isEmpty { mvi.reduce { $0 + ["overtaking"] } }
                return state + ["overtaken"]
            }
        }
        await container.idle()

        #expect(container.state == ["overtaking", "overtaken"])
        #expect(runs.values == [[], ["overtaking"]])
    }

    @Test("A reducer may read the state: it is the state the reducer was handed")
    func reducerMayReadTheState() async {
        let container = MviContainer<Int, Never>(initialState: 41)
        let readInside = Recorded<Int>()

        container.intent("reads inside") { mvi in
            mvi.reduce { state in
                readInside.append(mvi.state)
                return state + 1
            }
        }
        await container.idle()

        #expect(readInside.values == [41])
        #expect(container.state == 42)
    }

    @Test("A state listener gets every state of a concurrent burst, once each, in order")
    @MainActor
    func listenerSeesEveryStateInOrder() async {
        let container = MviContainer<[Int], Never>(initialState: [])
        let counts = MainActorLog<Int>()
        let subscription = container.subscribeToState { counts.append($0.count) }
        defer { subscription.cancel() }

        await Self.appendConcurrently(container)
        await container.idle()

        #expect(counts.values == Array(0...Self.allNumbers.count))
    }

    @Test("idle() returns only once the last intent's end has reached observers, however closely the two race")
    @MainActor
    func idleWaitsForTheEndOfTheLastIntent() async {
        var wrongTranscripts: [[String]] = []

        for _ in 0..<200 {
            let container = MviContainer<Int, Never>(initialState: 0)
            let lines = MainActorLog<String>()
            let started = TestGate()
            let subscription = container.observe { event in
                lines.append(event.description)
                if case .intentStarted = event { started.open() }
            }
            // The body spins rather than waits, so that it ends the very moment the test calls idle().
            let mayFail = Atomic(false)
            container.intent("last") { _ in
                while !mayFail.load(ordering: .acquiring) {}
                throw FakeError(message: "offline")
            }
            await started.wait()
            mayFail.store(true, ordering: .releasing)
            await container.idle()
            subscription.cancel()
            if lines.values != ["intent started: last", "intent failed: last: FakeError(offline)"] {
                wrongTranscripts.append(lines.values)
            }
        }

        #expect(wrongTranscripts == [])
    }
}
