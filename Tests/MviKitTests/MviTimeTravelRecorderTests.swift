import Testing

@testable import MviKit

@Suite("Time travel")
@MainActor
struct MviTimeTravelRecorderTests {
    /// Runs `count` increments one after another, each as its own intent.
    private func increment(_ container: MviContainer<Int, String>, times count: Int) async {
        for step in 1...count {
            await container.intent("increment \(step)") { mvi in
                mvi.reduce { $0 + 1 }
                mvi.postSideEffect("step \(step)")
            }.waitUntilFinished()
        }
        await container.idle()
    }

    @Test("The history starts at the current state and records each change with its intent")
    func recordsStatesWithTheirIntents() async {
        let container = MviContainer<Int, String>(initialState: 10)
        let recorder = MviTimeTravelRecorder(container: container)

        await increment(container, times: 2)

        #expect(recorder.entries.map(\.state) == [10, 11, 12])
        #expect(recorder.entries.map(\.intent) == [nil, "increment 1", "increment 2"])
        #expect(recorder.capacity == MviTimeTravelRecorder<Int, String>.defaultCapacity)
        #expect(MviTimeTravelRecorder<Int, String>.defaultCapacity == 100)
    }

    @Test("A full history drops its oldest entries and stays at its capacity")
    func historyIsBounded() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container, capacity: 3)

        await increment(container, times: 50)

        #expect(recorder.entries.map(\.state) == [48, 49, 50])
        #expect(recorder.capacity == 3)
    }

    @Test("Restoring an entry redraws the view, replays no side effect and keeps the history")
    func restoreWithoutSideEffects() async throws {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container)
        await increment(container, times: 3)
        let states = MainActorLog<Int>()
        let sideEffects = MainActorLog<String>()
        let stateSubscription = container.subscribeToState { states.append($0) }
        let sideEffectSubscription = container.subscribeToSideEffects { sideEffects.append($0) }
        let log = LogLines(container)

        try recorder.restore(at: 1)
        await container.idle()

        #expect(container.state == 1)
        #expect(states.values == [3, 1])
        #expect(sideEffects.values == ["step 1", "step 2", "step 3"])
        #expect(log.lines.values == ["state restored: 3 → 1"])
        #expect(recorder.entries.map(\.state) == [0, 1, 2, 3])
        stateSubscription.cancel()
        sideEffectSubscription.cancel()
    }

    @Test("Restoring a missing entry, or into a released container, throws")
    func restoreErrors() {
        var container: MviContainer<Int, String>? = MviContainer(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container ?? MviContainer(initialState: -1), capacity: 0)

        #expect(throws: MviTimeTravelError.noEntry(index: 4, count: 1)) { try recorder.restore(at: 4) }
        container = nil
        #expect(throws: MviTimeTravelError.containerReleased) { try recorder.restore(at: 0) }
        #expect(recorder.capacity == 1)
    }

    @Test("A stopped recorder keeps its entries but records nothing more")
    func stopEndsRecording() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let recorder = MviTimeTravelRecorder(container: container)

        await increment(container, times: 1)
        recorder.stop()
        await increment(container, times: 1)

        #expect(recorder.entries.map(\.state) == [0, 1])
    }

    @Test("Releasing a recorder lets the container forget its history")
    func releasedRecorderIsLetGo() async {
        let container = MviContainer<Int, String>(initialState: 0)
        var recorder: MviTimeTravelRecorder<Int, String>? = MviTimeTravelRecorder(container: container)
        weak let history = recorder?.history
        await increment(container, times: 1)
        #expect(history != nil)

        recorder = nil
        await increment(container, times: 1)

        #expect(history == nil)
        #expect(container.state == 2)
    }
}
