import MviKit
import Testing

@testable import MviKitTesting

/// The test DSL of ``MviKitTesting``: the talk's own test, and what makes an assert fail.
@Suite("Test DSL")
@MainActor
struct MviTestHostTests {
    typealias Entry = MviTimelineEntry<DeleteCircleState, DeleteCircleHost.SideEffect>

    private let initialState = DeleteCircleState(mode: .edit, editedCircleId: "fake-circle")

    // excerpt:begin talk-delete-succeeds
    @Test("should exit when delete is confirmed and completes successfully")
    func deleteSucceeds() async {
        let presenter = DeleteCircleHost(deleteCircle: { _ in })
        let testPresenter = presenter.test(initialState)

        await testPresenter.testIntent {
            $0.onDeleteCircleConfirmed()
        }

        testPresenter.assert {
            states(
                { $0.withCommittingChanges(true) }
            )
            postedSideEffects(.openAggregatedFeed)
        }
    }
    // excerpt:end talk-delete-succeeds

    // excerpt:begin talk-delete-fails
    @Test("should show an error when delete is confirmed and fails")
    func deleteFails() async {
        let presenter = DeleteCircleHost(deleteCircle: { _ in throw FakeError(message: "offline") })
        let testPresenter = presenter.test(initialState)

        await testPresenter.testIntent {
            $0.onDeleteCircleConfirmed()
        }

        testPresenter.assert {
            states(
                { $0.withCommittingChanges(true) },
                { $0.withCommittingChanges(false) }
            )
            postedSideEffects(.showError)
        }
    }
    // excerpt:end talk-delete-fails

    @Test("Test mode puts the host in the given state without recording it")
    func testModeStartsSilently() {
        let presenter = DeleteCircleHost(deleteCircle: { _ in })

        let testPresenter = presenter.test(initialState)

        #expect(presenter.container.state == initialState)
        #expect(testPresenter.timeline == [])
    }

    @Test("The timeline holds states and side effects in the one order they happened")
    func timelineIsOneOrderedList() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in throw FakeError(message: "offline") })
            .test(initialState)

        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        #expect(
            testPresenter.timeline == [
                .state(initialState.withCommittingChanges(true)),
                .state(initialState),
                .sideEffect(.showError),
            ]
        )
    }

    @Test("A reduction to an equal state leaves nothing in the timeline")
    func equalStateIsNotRecorded() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)

        await testPresenter.testIntent { host in
            host.intent("no change") { mvi in mvi.reduce { $0.withCommittingChanges(false) } }
        }

        #expect(testPresenter.timeline == [])
    }

    @Test("An intent that throws is recorded, and asserted with failedIntents")
    func failedIntentsAreAsserted() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)

        await testPresenter.testIntent { host in
            host.intent("explodes") { _ in throw FakeError(message: "boom") }
        }

        #expect(testPresenter.timeline == [.failedIntent("explodes")])
        testPresenter.assert {
            failedIntents("explodes")
        }
    }

    // MARK: What fails an assert

    /// A test host whose failures are kept here rather than recorded, so that a
    /// test can check what the DSL reports, and where, without failing itself.
    private func capturing(_ host: DeleteCircleHost) -> (MviTestHost<DeleteCircleHost>, CapturedReports) {
        let reports = CapturedReports()
        return (MviTestHost(host: host, initialState: initialState, report: reports.keep), reports)
    }

    @Test("A side effect asserted before a state that came first fails the assert, at the caller's line")
    func wrongInterleavingFails() async {
        let (testPresenter, reports) = capturing(DeleteCircleHost(deleteCircle: { _ in }))
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        testPresenter.assert {
            postedSideEffects(.openAggregatedFeed)
            states({ $0.withCommittingChanges(true) })
        }
        let line = #line - 4

        #expect(reports.messages.map { $0.prefix(26) } == ["Wrong entry 1 of the timel", "Wrong entry 2 of the timel"])
        #expect(reports.locations.allSatisfy { $0.fileName == "MviTestHostTests.swift" && $0.line == line })
    }

    @Test("An entry asserted but never recorded fails the assert")
    func missingEntryFails() async {
        let (testPresenter, reports) = capturing(DeleteCircleHost(deleteCircle: { _ in }))
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openAggregatedFeed, .showError)
        }

        #expect(
            reports.messages == ["Missing entry 3 of the timeline: expected side effect showError; only 2 recorded."])
    }

    @Test("An entry recorded but not asserted fails an exhaustive assert")
    func unexpectedEntryFailsWhenExhaustive() async {
        let (testPresenter, reports) = capturing(DeleteCircleHost(deleteCircle: { _ in }))
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
        }

        #expect(
            reports.messages == [
                "Unexpected entry 2 of the timeline: side effect openAggregatedFeed, beyond the 1 asserted."
            ])
    }

    @Test("An entry recorded but not asserted passes an assert that is not exhaustive")
    func unexpectedEntryPassesWhenNotExhaustive() async {
        let (testPresenter, reports) = capturing(DeleteCircleHost(deleteCircle: { _ in }))
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        testPresenter.assert(exhaustive: false) {
            states({ $0.withCommittingChanges(true) })
        }

        #expect(reports.messages == [])
    }

    @Test("A body that never ends fails testIntent after its time limit, naming the intent, instead of hanging")
    func stuckBodyFailsInsteadOfHanging() async {
        let (testPresenter, reports) = capturing(DeleteCircleHost(deleteCircle: { _ in }))
        let sawCancellation = Recorded<Bool>()
        let never = TestGate()

        await testPresenter.testIntent(timeout: .milliseconds(100)) { host in
            host.intent("waitsForever") { _ in sawCancellation.append(await never.waitUnlessCancelled()) }
        }
        await testPresenter.host.container.idle()

        #expect(
            reports.messages == [
                "Intents still running after 0.1 seconds: waitsForever. A body that never ends holds the test; "
                    + "the container is closed to cancel it."
            ])
        #expect(sawCancellation.values == [true])
    }

    @Test(
        "An intent in flight when test mode starts is recorded whole: test() puts the state back and subscribes at once"
    )
    func intentInFlightIsRecordedWhole() async {
        let presenter = DeleteCircleHost(deleteCircle: { _ in })
        let isWaiting = TestGate()
        let mayGoOn = TestGate()
        presenter.intent("in flight") { mvi in
            isWaiting.open()
            await mayGoOn.wait()
            mvi.reduce { $0.withCommittingChanges(true) }
        }
        await isWaiting.wait()

        let testPresenter = presenter.test(initialState)
        mayGoOn.open()
        await testPresenter.testIntent { _ in }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
        }
    }

    // MARK: Failure messages

    @Test("A wrong state's message shows both states and names the field that differs")
    func wrongStateMessageNamesTheField() {
        let expected: [Entry] = [.state(initialState.withCommittingChanges(true))]
        let actual: [Entry] = [.state(initialState)]

        let messages = Entry.differences(expected: expected, actual: actual, isExhaustive: true)

        #expect(
            messages == [
                """
                Wrong entry 1 of the timeline.
                  expected: state DeleteCircleState(mode: edit, editedCircleId: "fake-circle", committingChanges: true)
                  actual:   state DeleteCircleState(mode: edit, editedCircleId: "fake-circle", committingChanges: false)
                  differences (expected → actual): committingChanges: true → false
                """
            ]
        )
    }

    @Test("A wrong interleaving gives one message per entry out of place")
    func wrongInterleavingMessages() {
        let committing = initialState.withCommittingChanges(true)
        let expected: [Entry] = [.sideEffect(.openAggregatedFeed), .state(committing)]
        let actual: [Entry] = [.state(committing), .sideEffect(.openAggregatedFeed)]

        let messages = Entry.differences(expected: expected, actual: actual, isExhaustive: true)

        #expect(
            messages == [
                """
                Wrong entry 1 of the timeline.
                  expected: side effect openAggregatedFeed
                  actual:   state DeleteCircleState(mode: edit, editedCircleId: "fake-circle", committingChanges: true)
                """,
                """
                Wrong entry 2 of the timeline.
                  expected: state DeleteCircleState(mode: edit, editedCircleId: "fake-circle", committingChanges: true)
                  actual:   side effect openAggregatedFeed
                """,
            ]
        )
    }

    @Test("A missing entry's message says what was expected and how many were recorded")
    func missingEntryMessage() {
        let expected: [Entry] = [.sideEffect(.showError), .failedIntent("onDeleteCircleConfirmed()")]
        let actual: [Entry] = [.sideEffect(.showError)]

        let messages = Entry.differences(expected: expected, actual: actual, isExhaustive: true)

        #expect(
            messages == [
                "Missing entry 2 of the timeline: expected failed intent onDeleteCircleConfirmed(); only 1 recorded."
            ]
        )
    }

    @Test("An unexpected entry's message says what came beyond the asserted ones")
    func unexpectedEntryMessage() {
        let expected: [Entry] = []
        let actual: [Entry] = [.sideEffect(.showError)]

        let messages = Entry.differences(expected: expected, actual: actual, isExhaustive: true)

        #expect(messages == ["Unexpected entry 1 of the timeline: side effect showError, beyond the 0 asserted."])
    }

    @Test("Without exhaustiveness, entries beyond the asserted ones give no message")
    func nonExhaustiveIgnoresExtraEntries() {
        let expected: [Entry] = [.sideEffect(.showError)]
        let actual: [Entry] = [.sideEffect(.showError), .state(initialState)]

        let messages = Entry.differences(expected: expected, actual: actual, isExhaustive: false)

        #expect(messages == [])
    }
}

/// What a test host reported, kept for the DSL's own tests to check.
@MainActor
final class CapturedReports {
    private(set) var messages: [String] = []
    private(set) var locations: [SourceLocation] = []

    func keep(_ message: String, at location: SourceLocation) {
        messages.append(message)
        locations.append(location)
    }
}
