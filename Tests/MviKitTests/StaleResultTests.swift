import MviKit
import Testing

/// What a body does with a result that comes after it was cancelled: `reduce` does not check
/// cancellation, so the body must (the playbook's "a result that comes after a cancel").
@Suite("Stale results: a cancelled body reduces unless it checks", .timeLimit(.minutes(1)))
@MainActor
struct StaleResultTests {
    @Test("A body cancelled while awaiting a call that ignores cancellation still reduces the late result")
    func cancelledBodyStillReduces() async {
        let container = MviContainer<String, Never>(initialState: "")
        let response = TestGate()
        let search = container.intent { mvi in
            await response.wait()
            mvi.reduce { _ in "results for h" }
        }
        await waitUntilStarted(after: container)

        search.cancel()
        response.open()
        await container.idle()

        #expect(container.state == "results for h")
    }

    @Test("A body that checks for cancellation after the await reduces nothing")
    func checkedBodyReducesNothing() async {
        let container = MviContainer<String, Never>(initialState: "")
        let response = TestGate()
        let search = container.intent { mvi in
            await response.wait()
            guard !Task.isCancelled else { return }
            mvi.reduce { _ in "results for h" }
        }
        await waitUntilStarted(after: container)

        search.cancel()
        response.open()
        await container.idle()

        #expect(container.state == "")
    }

    /// Returns once every body started before now has reached its first `await`: an intent started
    /// after them runs only then, as bodies start in call order, one at a time.
    private func waitUntilStarted(after container: MviContainer<String, Never>) async {
        let later = TestGate()
        container.intent { _ in later.open() }
        await later.wait()
    }
}
