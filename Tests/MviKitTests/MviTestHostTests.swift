import MviKit
import MviKitTesting
import Testing

@Suite("Test DSL")
@MainActor
struct MviTestHostTests {
    typealias SideEffect = DeleteCircleHost.SideEffect

    private let initialState = DeleteCircleState(mode: .edit, editedCircleId: "fake-circle")

    // excerpt:begin talk-delete-succeeds
    @Test("should exit when delete is confirmed and completes successfully")
    func deleteSucceeds() async {
        let presenter = DeleteCircleHost(deleteCircle: { _ in })
        let testPresenter = presenter.test(initialState)

        await testPresenter.testIntent {
            $0.onDeleteCircleConfirmed()
        }

        testPresenter.assert(initialState) {
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

        testPresenter.assert(initialState) {
            states(
                { $0.withCommittingChanges(true) },
                { $0.withCommittingChanges(false) }
            )
            postedSideEffects(.showError)
        }
    }
    // excerpt:end talk-delete-fails

    @Test("Test mode starts silently from the given state and records from there")
    func testModeStartsSilently() async {
        let presenter = CounterHost(count: 100)

        let testPresenter = presenter.test(5)
        await testPresenter.testIntent { $0.onIncrement() }

        #expect(presenter.container.state == 6)
        #expect(testPresenter.recordedStates == [6])
        #expect(testPresenter.recordedSideEffects.isEmpty)
        #expect(testPresenter.recordedFailures.isEmpty)
    }

    @Test("A wrong state fails the assert, reported at the caller's line")
    func wrongStateFails() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        withKnownIssue {
            testPresenter.assert(initialState) {
                states({ $0.withCommittingChanges(false) })
                postedSideEffects(.openAggregatedFeed)
            }
        } matching: { issue in
            issue.sourceLocation?.fileName == "MviTestHostTests.swift"
                && issue.comments.contains { $0.rawValue.hasPrefix("Wrong state 1.") }
        }
    }

    @Test("An emitted state or side effect left out of the assert fails it")
    func exhaustiveByDefault() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in throw FakeError(message: "offline") })
            .test(initialState)
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        withKnownIssue {
            testPresenter.assert(initialState) {
                states({ $0.withCommittingChanges(true) })
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Unexpected state 2") }
                || issue.comments.contains { $0.rawValue.hasPrefix("Unexpected side effect 1") }
        }
    }

    @Test("A missing side effect fails the assert")
    func missingSideEffectFails() async {
        let testPresenter = CounterHost().test(0)
        await testPresenter.testIntent { $0.onIncrement() }

        withKnownIssue {
            testPresenter.assert(0) {
                states({ $0 + 1 })
                postedSideEffects(.reachedLimit)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Missing side effect 1") }
        }
    }

    @Test("A non-exhaustive assert only checks how the record starts")
    func nonExhaustiveAssert() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in throw FakeError(message: "offline") })
            .test(initialState)
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        testPresenter.assert(initialState, exhaustive: false) {
            states({ $0.withCommittingChanges(true) })
        }
    }

    @Test("An intent that throws must be asserted with failedIntents")
    func thrownErrorsAreAsserted() async {
        let testPresenter = CounterHost().test(0)

        await testPresenter.testIntent { host in
            host.intent("explodes") { _ in throw FakeError(message: "boom") }
        }

        testPresenter.assert(0) {
            failedIntents("explodes")
        }
        withKnownIssue {
            testPresenter.assert(0) {}
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Unexpected failed intent 1") }
        }
        #expect(testPresenter.recordedFailures.first?.error as? FakeError == FakeError(message: "boom"))
    }
}
