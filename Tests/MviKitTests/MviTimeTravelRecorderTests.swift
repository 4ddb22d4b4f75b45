import Testing

@testable import MviKit

/// ``MviTimeTravelRecorder``: a bounded history of states, any of which can be put back.
@Suite("Time travel")
@MainActor
struct MviTimeTravelRecorderTests {
    /// A state with identity, so a test can watch, through a weak reference, who still holds it.
    final class Token: Equatable, Sendable {
        static func == (lhs: Token, rhs: Token) -> Bool {
            lhs === rhs
        }
    }

    /// Adds one `count` times, each as its own intent named `increment N`.
    private func increment(_ container: MviContainer<Int, String>, times count: Int) async {
        for step in 1...count {
            container.intent("increment \(step)") { mvi in mvi.reduce { $0 + 1 } }
        }
        await container.idle()
    }

    /// Replaces the state with a fresh token, as an intent.
    private func replaceToken(in container: MviContainer<Token, Never>) async {
        container.intent("replace") { mvi in mvi.reduce { _ in Token() } }
        await container.idle()
    }

    @Test("The history starts with the current state, then records each change with the intent that made it")
    func recordsStatesWithTheirIntents() async {
        let container = MviContainer<Int, String>(initialState: 10)
        let recorder = MviTimeTravelRecorder(container: container)

        await increment(container, times: 2)

        #expect(recorder.entries.map(\.state) == [10, 11, 12])
        #expect(recorder.entries.map(\.intent) == [nil, "increment 1", "increment 2"])
    }

    @Test("A state is recorded when the intent that left it ends, once however often that intent reduced")
    func recordsWhatEachIntentLeaves() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container)

        container.intent("load") { mvi in
            mvi.reduce { $0 + 100 }
            await Task.yield()
            mvi.reduce { $0 + 100 }
        }
        await container.idle()

        #expect(recorder.entries.map(\.state) == [0, 200])
        #expect(recorder.entries.map(\.intent) == [nil, "load"])
    }

    @Test("While a long-lived body waits at an await, the states other intents leave are recorded")
    func recordsBesideALongLivedBody() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container)
        let (ticks, feed) = AsyncStream<Int>.makeStream()
        container.intent("listens") { mvi in
            for await tick in ticks { mvi.reduce { $0 + tick } }
        }

        container.intent("typed") { mvi in mvi.reduce { $0 + 1 } }
        container.intent("typed again") { mvi in mvi.reduce { $0 + 1 } }
        await container.idle(allowingUnfinished: 1)
        feed.finish()
        await container.idle()

        #expect(recorder.entries.map(\.state) == [0, 1, 2])
        #expect(recorder.entries.map(\.intent) == [nil, "typed", "typed again"])
    }

    @Test("A full history drops its oldest entries and stays at its capacity")
    func historyIsBounded() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container, capacity: 3)

        await increment(container, times: 50)

        #expect(recorder.entries.map(\.state) == [48, 49, 50])
        #expect(recorder.entries.map(\.intent) == ["increment 48", "increment 49", "increment 50"])
    }

    @Test("A dropped entry's state is let go, so a long session uses flat memory")
    func droppedStatesAreFreed() async {
        let container = MviContainer<Token, Never>(initialState: Token())
        let recorder = MviTimeTravelRecorder(container: container, capacity: 2)
        weak let firstState = container.state
        await replaceToken(in: container)
        let keptWhileInTheHistory = firstState != nil

        await replaceToken(in: container)

        #expect(keptWhileInTheHistory)
        #expect(firstState == nil)
        #expect(recorder.entries.count == 2)
    }

    @Test("A capacity below one is taken as one")
    func capacityIsAtLeastOne() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container, capacity: 0)

        await increment(container, times: 2)

        #expect(recorder.capacity == 1)
        #expect(recorder.entries.map(\.state) == [2])
    }

    @Test("Restoring an entry puts its state back, tells the view, and records nothing")
    func restorePutsAStateBack() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container)
        await increment(container, times: 3)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }
        defer { subscription.cancel() }

        let isRestored = recorder.restore(at: 1)

        #expect(isRestored)
        #expect(container.state == 1)
        #expect(log.values == [3, 1])
        #expect(recorder.entries.map(\.state) == [0, 1, 2, 3])
    }

    @Test("Entries are numbered oldest first, also once the history has wrapped around")
    func restoreCountsFromTheOldestEntry() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container, capacity: 3)
        await increment(container, times: 4)

        recorder.restore(at: 0)

        #expect(container.state == 2)
    }

    @Test("Restoring an entry that does not exist returns false and changes nothing", arguments: [-1, 3, 100])
    func restoreRejectsABadIndex(index: Int) async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container)
        await increment(container, times: 2)

        let isRestored = recorder.restore(at: index)

        #expect(!isRestored)
        #expect(container.state == 2)
    }

    @Test("A recorder keeps its container: restoring works though nothing else holds it")
    func recorderKeepsItsContainer() {
        let recorder = MviTimeTravelRecorder(container: MviContainer<Int, String>(initialState: 0))

        let isRestored = recorder.restore(at: 0)

        #expect(isRestored)
    }

    @Test("A stopped recorder keeps its entries and records nothing more")
    func stopEndsRecording() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container)
        await increment(container, times: 1)

        recorder.stop()
        await increment(container, times: 1)

        #expect(recorder.entries.map(\.state) == [0, 1])
    }

    @Test("Releasing a recorder lets go of its history")
    func releasedRecorderFreesItsHistory() async {
        let container = MviContainer<Token, Never>(initialState: Token())
        var recorder: MviTimeTravelRecorder<Token, Never>? = MviTimeTravelRecorder(container: container)
        weak let firstState = container.state
        await replaceToken(in: container)
        let keptWhileRecorded = firstState != nil && recorder?.entries.count == 2

        recorder = nil

        #expect(keptWhileRecorded)
        #expect(firstState == nil)
    }

    @Test("A recorder made while an intent runs records that intent's end")
    func recorderStartedDuringAnIntentRecordsItsEnd() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let isWaiting = TestGate()
        let mayGoOn = TestGate()
        container.intent("slow") { mvi in
            isWaiting.open()
            await mayGoOn.wait()
            mvi.reduce { $0 + 1 }
        }
        await isWaiting.wait()

        let recorder = MviTimeTravelRecorder(container: container)
        mayGoOn.open()
        await container.idle()

        #expect(recorder.entries.map(\.state) == [0, 1])
        #expect(recorder.entries.map(\.intent) == [nil, "slow"])
    }

    @Test("A long-lived body's states are credited to it, not to the intent that ends next")
    func longLivedBodysStatesAreCreditedToIt() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container)
        let (prices, feed) = AsyncStream<Int>.makeStream()
        container.intent("listens") { mvi in
            for await price in prices { mvi.reduce { _ in price } }
        }

        feed.yield(5)
        _ = await container.state(when: { $0 == 5 })
        container.intent("typed") { mvi in mvi.reduce { $0 + 1 } }
        _ = await container.state(when: { $0 == 6 })
        await container.idle(allowingUnfinished: 1)
        container.close()

        #expect(recorder.entries.map(\.state) == [0, 5, 6])
        #expect(recorder.entries.map(\.intent) == [nil, "listens", "typed"])
    }
}
