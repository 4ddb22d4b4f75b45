import MviKit
import Testing

extension MviContainerHost {
    /// Puts the host into test mode from `initialState`, and returns the handle a
    /// test drives and checks it through: the talk's `presenter.test(initialState)`.
    ///
    /// The container's state becomes `initialState` before recording starts, so
    /// the timeline holds only what the test's intents do.
    public func test(_ initialState: State) -> MviTestHost<Self> {
        MviTestHost(host: self, initialState: initialState)
    }
}

/// A host under test: the talk's `testPresenter`, made by ``MviKitTesting/MviContainerHost/test(_:)``.
///
/// From the moment it is made, it records one timeline of everything the host's
/// container emits: states, side effects and failed intents, in the order they
/// happened. Drive the host with ``testIntent(_:)`` and check the timeline with
/// ``assert(exhaustive:sourceLocation:_:)``:
///
/// ```swift
/// let testPresenter = presenter.test(initialState)
/// await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
/// testPresenter.assert {
///     states({ $0.withCommittingChanges(true) })
///     postedSideEffects(.openAggregatedFeed)
/// }
/// ```
@MainActor
public final class MviTestHost<Host: MviContainerHost> {
    /// The host being tested.
    public let host: Host
    private let initialState: Host.State
    /// Everything emitted since the test started, in order.
    public private(set) var timeline: [MviTimelineEntry<Host.State, Host.SideEffect>] = []
    private var subscription: MviSubscription?

    init(host: Host, initialState: Host.State) {
        self.host = host
        self.initialState = initialState
        host.container.restore(initialState)
        subscription = host.container.observe { [weak self] event in
            switch event {
            case .stateChanged(_, let new, _), .restored(_, let new): self?.timeline.append(.state(new))
            case .sideEffectPosted(let sideEffect, _): self?.timeline.append(.sideEffect(sideEffect))
            case .intentFailed(let intent, _): self?.timeline.append(.failedIntent(intent))
            case .intentStarted, .intentFinished, .closed: break
            }
        }
    }

    /// Calls `action` on the host, then waits until every intent has finished
    /// and everything it emitted has been recorded.
    ///
    /// No sleeping: it awaits ``MviKit/MviContainer/idle()``, so it is as fast and
    /// as deterministic as the intents themselves.
    public func testIntent(_ action: @MainActor (Host) async throws -> Void) async rethrows {
        try await action(host)
        await host.container.idle()
    }
}

extension MviTestHost where Host.State: Equatable, Host.SideEffect: Equatable {
    /// Checks the recorded timeline against the block, entry by entry, in order.
    ///
    /// Each line of the block expects the next entries: ``states(_:)`` turns the
    /// previous expected state (at first, the state given to `test`) into the
    /// next, ``postedSideEffects(_:)`` and ``failedIntents(_:)`` name theirs. So
    /// a state that arrives after a side effect it was asserted before fails.
    /// Exhaustive by default: anything recorded but not asserted fails, as does
    /// anything asserted but missing; with `exhaustive: false` the block only has
    /// to describe how the timeline starts. Each difference is its own issue.
    public func assert(
        exhaustive: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation,
        @MviExpectationBuilder<Host.State, Host.SideEffect> _ expectations: () -> [MviExpectation<
            Host.State, Host.SideEffect
        >]
    ) {
        let expected = MviExpectation.timeline(expectations(), from: initialState)
        for failure in MviTimelineEntry.differences(expected: expected, actual: timeline, isExhaustive: exhaustive) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
