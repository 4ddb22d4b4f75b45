import MviKit
import MviKitTesting
import Testing

@Suite("Test DSL failure messages")
struct MviExpectationCheckTests {
    typealias Check = MviExpectationCheck<DeleteCircleState, DeleteCircleHost.SideEffect>

    private let initialState = DeleteCircleState(mode: .edit, editedCircleId: "c")

    @Test("A wrong state shows its index, both values and the fields that differ")
    func wrongStateMessage() {
        let check = Check(
            initialState: initialState,
            expectations: [states({ $0.withCommittingChanges(true) })],
            isExhaustive: true
        )

        let failures = check.failures(states: [initialState], sideEffects: [], failedIntents: [])

        #expect(
            failures == [
                """
                Wrong state 1.
                  expected: DeleteCircleState(mode: edit, editedCircleId: "c", committingChanges: true)
                  actual:   DeleteCircleState(mode: edit, editedCircleId: "c", committingChanges: false)
                  differences (expected → actual): committingChanges: true → false
                """
            ]
        )
    }

    @Test("Missing and unexpected items say how many were expected and emitted")
    func countMessages() {
        let check = Check(
            initialState: initialState,
            expectations: [postedSideEffects(.showError, .openAggregatedFeed)],
            isExhaustive: true
        )

        let failures = check.failures(
            states: [initialState],
            sideEffects: [.showError],
            failedIntents: []
        )

        #expect(
            failures == [
                """
                Unexpected state 1: only 0 states asserted, got 1.
                  actual: DeleteCircleState(mode: edit, editedCircleId: "c", committingChanges: false)
                """,
                "Missing side effect 2: expected 2 side effects, got 1 side effect.\n  expected: openAggregatedFeed",
            ]
        )
    }

    @Test("Each states entry builds on the previous expected state, across entries")
    func statesAccumulate() {
        let check = Check(
            initialState: DeleteCircleState(),
            expectations: [
                states({ $0.withCommittingChanges(true) }),
                states({ DeleteCircleState(mode: .edit, committingChanges: $0.committingChanges) }),
            ],
            isExhaustive: true
        )
        let emitted = [
            DeleteCircleState(committingChanges: true),
            DeleteCircleState(mode: .edit, committingChanges: true),
        ]

        let failures = check.failures(states: emitted, sideEffects: [], failedIntents: [])

        #expect(failures.isEmpty)
    }
}
