import Dispatch
import MviKit
import Synchronization
import Testing

/// Guarantee 3 of ``MviContainer``: reductions are atomic, and a reducer is a
/// function of the state; and ``MviContainer/idle()`` holds however an
/// intent's end races with it.
///
/// The first and the last two are stress tests: a container that broke them
/// would fail on almost every run, though not provably on every one. The
/// reducer tests between make each race happen on purpose, holding a reducer
/// on a gate, so they fail every time the guarantee breaks. What the compiler
/// refuses a reducer is in ``MviRefusedCodeTests``.
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

    @Test("A reducer that a restore overtakes runs again on the restored state, so neither change is lost")
    @MainActor
    func racingReducerRunsAgainOnTheNewerState() async {
        let container = MviContainer<[String], Never>(initialState: [])
        let runs = Recorded<[String]>()
        let isReducing = TestGate()
        let mayReturn = BlockingGate()
        container.intent("overtaken") { mvi in
            mvi.reduce { state in
                runs.append(state)
                // The first time, the test restores another state while this reducer runs.
                if state.isEmpty {
                    isReducing.open()
                    mayReturn.wait()
                }
                return state + ["overtaken"]
            }
        }
        await isReducing.wait()

        container.restore(["restored"])
        mayReturn.open()
        await container.idle()

        #expect(container.state == ["restored", "overtaken"])
        #expect(runs.values == [[], ["restored"]])
    }

    @Test("A reducer runs again only on a newer state: an event queued while it runs leaves it alone")
    @MainActor
    func reducerRunsAgainOnlyOnANewerState() async {
        let container = MviContainer<Int, String>(initialState: 0) { _, _ in }
        let runs = Recorded<Int>()
        let isReducing = TestGate()
        let mayReturn = BlockingGate()
        let view = container.subscribeToSideEffects { _ in }
        defer { view.cancel() }
        container.intent("reduces") { mvi in
            mvi.reduce { state in
                runs.append(state)
                isReducing.open()
                mayReturn.wait()
                return state + 1
            }
        }
        await isReducing.wait()

        // A second side-effect listener is refused, and the refusal queued as an event, while the reducer runs.
        _ = container.subscribeToSideEffects { _ in }
        mayReturn.open()
        await container.idle()

        #expect(runs.values == [0])
        #expect(container.state == 1)
    }

    @Test(
        "An intent started from inside a reducer is refused and reported; the reducer runs once and its result stands")
    @MainActor
    func intentStartedInAReducerIsRefused() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let transcript = Transcript(of: container)
        let runs = Recorded<Int>()

        container.intent("reduces") { [container] mvi in
            mvi.reduce { state in
                runs.append(state)
                container.intent("nested") { mvi in mvi.reduce { $0 + 100 } }
                return state + 1
            }
        }
        await container.idle()

        #expect(runs.values == [0])
        #expect(container.state == 1)
        #expect(
            transcript.lines == [
                "intent started: reduces",
                #"intent failed: reduces: started intent "nested" inside a reducer, which must only return a state"#,
                "state changed by reduces: 0 → 1",
                "intent finished: reduces",
            ])
    }

    @Test("A reducer that never returns holds its own container's bodies, and nothing else: idle(timeout:) names it")
    @MainActor
    func reducerThatNeverReturnsHoldsOnlyItsContainer() async {
        let stuck = MviContainer<Int, Never>(initialState: 0)
        let other = MviContainer<Int, Never>(initialState: 0)
        let isReducing = TestGate()
        let mayReturn = BlockingGate()
        stuck.intent("loops") { mvi in
            mvi.reduce { state in
                isReducing.open()
                mayReturn.wait()
                return state + 1
            }
        }
        stuck.intent("queued behind") { mvi in mvi.reduce { $0 + 10 } }
        await isReducing.wait()

        other.intent("elsewhere") { mvi in mvi.reduce { $0 + 1 } }
        await other.idle()
        let stillRunning = await stuck.idle(timeout: .milliseconds(200))
        mayReturn.open()
        await stuck.idle()

        #expect(other.state == 1)
        #expect(stillRunning == ["loops", "queued behind"])
        #expect(stuck.state == 11)
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
