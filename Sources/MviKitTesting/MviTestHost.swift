import MviKit
import Testing

/// A host under test: the talk's `testPresenter`, made by ``MviKitTesting/MviContainerHost/test(_:)``.
///
/// From the moment it was made, it records every state and side effect the
/// host's container emits. Drive the host with ``testIntent(_:)`` and check
/// the whole record with ``assert(_:exhaustive:sourceLocation:_:)``:
///
/// ```swift
/// let testPresenter = presenter.test(initialState)
/// await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
/// testPresenter.assert(initialState) {
///     states({ $0.withCommittingChanges(true) })
///     postedSideEffects(.openAggregatedFeed)
/// }
/// ```
@MainActor
public final class MviTestHost<Host: MviContainerHost> {
    /// The host being tested.
    public let host: Host
    private let recording = MviTestRecording<Host.State, Host.SideEffect>()
    private var subscription: MviSubscription?

    init(host: Host, initialState: Host.State) {
        self.host = host
        subscription = host.container.startTest(initialState: initialState) { [recording] event in
            recording.record(event)
        }
    }

    /// Every state emitted so far, in order (not counting the initial state).
    public var recordedStates: [Host.State] {
        recording.snapshot.states
    }

    /// Every side effect posted so far, in order.
    public var recordedSideEffects: [Host.SideEffect] {
        recording.snapshot.sideEffects
    }

    /// Every intent that threw so far, in order.
    public var recordedFailures: [MviIntentFailure] {
        recording.snapshot.failures
    }

    /// Calls `action` on the host, then waits until every intent it started
    /// has finished and its changes have been delivered.
    ///
    /// No sleeping: it awaits ``MviContainer/idle()``, so it is as fast and as
    /// deterministic as the intents themselves.
    public func testIntent(_ action: @MainActor (Host) async throws -> Void) async rethrows {
        try await action(host)
        await host.container.idle()
    }
}

extension MviTestHost where Host.State: Equatable, Host.SideEffect: Equatable {
    /// One line of an assert block for this host.
    public typealias Expectation = MviExpectation<Host.State, Host.SideEffect>

    /// Checks the recorded states, side effects and failed intents against the block.
    ///
    /// Each `states` closure turns the previous expected state, starting from
    /// `initialState`, into the next. Exhaustive by default: anything emitted
    /// but not asserted fails, as does anything asserted but missing. With
    /// `exhaustive: false` the block only has to describe how the record starts.
    /// Every difference is reported as its own issue at the caller's line.
    public func assert(
        _ initialState: Host.State,
        exhaustive: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation,
        @MviExpectationBuilder<Host.State, Host.SideEffect> _ expectations: () -> [Expectation]
    ) {
        let check = MviExpectationCheck(
            initialState: initialState,
            expectations: expectations(),
            isExhaustive: exhaustive
        )
        let log = recording.snapshot
        let failures = check.failures(
            states: log.states,
            sideEffects: log.sideEffects,
            failedIntents: log.failures.map(\.intent)
        )
        for failure in failures {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
