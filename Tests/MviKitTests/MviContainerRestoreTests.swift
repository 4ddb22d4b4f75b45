import MviKit
import Testing

/// ``MviContainer/restore(_:)``: a state put back from outside any intent.
@Suite("Restoring a state")
@MainActor
struct MviContainerRestoreTests {
    @Test("A restored state reaches listeners before restore returns")
    func restoreDeliversAtOnce() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }
        defer { subscription.cancel() }

        container.restore(3)

        #expect(log.values == [0, 3])
        #expect(log.isAlwaysOnMainQueue)
    }

    @Test("Observers see a restore as restored, not as a change made by an intent")
    func observersSeeRestored() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let transcript = Transcript(of: container)

        container.restore(3)

        #expect(transcript.lines == ["state restored: 0 → 3"])
    }

    @Test("Restoring replays no side effect")
    func restoreReplaysNoSideEffect() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let log = MainActorLog<String>()
        let subscription = container.subscribeToSideEffects { log.append($0) }
        defer { subscription.cancel() }
        container.intent("works") { mvi in
            mvi.reduce { $0 + 1 }
            mvi.postSideEffect("done")
        }
        await container.idle()

        container.restore(0)
        await container.idle()

        #expect(log.values == ["done"])
    }

    @Test("Restoring a state equal to the current one emits nothing")
    func equalRestoreIsIgnored() {
        let container = MviContainer<Int, Never>(initialState: 5)
        let transcript = Transcript(of: container)

        container.restore(5)

        #expect(transcript.lines == [])
    }

    @Test("Restoring into a closed container changes nothing")
    func restoreAfterCloseIsIgnored() {
        let container = MviContainer<Int, Never>(initialState: 0)
        container.close()

        container.restore(5)

        #expect(container.state == 0)
    }
}
