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

    @Test("A side effect asserted before a state that came first fails the assert, at the caller's line")
    func wrongInterleavingFails() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        withKnownIssue {
            testPresenter.assert {
                postedSideEffects(.openAggregatedFeed)
                states({ $0.withCommittingChanges(true) })
            }
        } matching: { issue in
            issue.sourceLocation?.fileName == "MviTestHostTests.swift"
                && issue.comments.contains { $0.rawValue.hasPrefix("Wrong entry") }
        }
    }

    @Test("An entry asserted but never recorded fails the assert")
    func missingEntryFails() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        withKnownIssue {
            testPresenter.assert {
                states({ $0.withCommittingChanges(true) })
                postedSideEffects(.openAggregatedFeed, .showError)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Missing entry 3 of the timeline") }
        }
    }

    @Test("An entry recorded but not asserted fails an exhaustive assert")
    func unexpectedEntryFailsWhenExhaustive() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        withKnownIssue {
            testPresenter.assert {
                states({ $0.withCommittingChanges(true) })
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Unexpected entry 2 of the timeline") }
        }
    }

    @Test("An entry recorded but not asserted passes an assert that is not exhaustive")
    func unexpectedEntryPassesWhenNotExhaustive() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        testPresenter.assert(exhaustive: false) {
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
