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
    /// Where a failure goes: by default a Swift Testing issue at the given line.
    typealias Report = @MainActor (_ message: String, _ sourceLocation: SourceLocation) -> Void

    /// The host being tested.
    public let host: Host
    private let initialState: Host.State
    /// Everything emitted since the test started, in order.
    public private(set) var timeline: [MviTimelineEntry<Host.State, Host.SideEffect>] = []
    /// The intents started and not ended, by name, as the events tell: what a stuck test names.
    private var running: [String] = []
    private var subscription: MviSubscription?
    private let report: Report

    /// A host under test; the DSL's own tests pass a `report` that keeps the failures to check them.
    init(
        host: Host, initialState: Host.State,
        report: @escaping Report = { Issue.record(Comment(rawValue: $0), sourceLocation: $1) }
    ) {
        self.host = host
        self.initialState = initialState
        self.report = report
        // Put back and subscribed in one instant, so no change falls between the two.
        subscription =
            host.container.observe(includingIntents: true, restoring: initialState) { [weak self] event in
                self?.receive(event)
            }.subscription
    }

    private func receive(_ event: MviEvent<Host.State, Host.SideEffect>) {
        switch event {
        case .stateChanged(_, let new, _), .restored(_, let new): timeline.append(.state(new))
        case .sideEffectPosted(let sideEffect, _): timeline.append(.sideEffect(sideEffect))
        case .intentFailed(let intent, _):
            timeline.append(.failedIntent(intent))
            ended(intent)
        case .intentStarted(let intent): running.append(intent)
        case .intentFinished(let intent): ended(intent)
        case .closed: break
        }
    }

    private func ended(_ intent: String) {
        if let index = running.firstIndex(of: intent) { running.remove(at: index) }
    }

    /// Calls `action` on the host, then waits until every intent has finished,
    /// suspended ones included, and everything they emitted has been recorded.
    ///
    /// It awaits ``MviKit/MviContainer/idle()``, so a test is as fast and as
    /// deterministic as its intents. A body that never ends (an `await` nobody
    /// resumes, an endless loop) fails the test after `timeout`, naming the
    /// intents still running, and the host's container is closed, which cancels
    /// them, rather than the test hanging.
    public func testIntent(
        timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
        _ action: @MainActor (Host) async throws -> Void
    ) async rethrows {
        try await action(host)
        let container = host.container
        let isIdle = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await container.idle()
                return !Task.isCancelled
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        guard !isIdle else { return }
        let names = running.isEmpty ? "none had started" : running.joined(separator: ", ")
        report(
            "Intents still running after \(timeout): \(names). A body that never ends holds the test; "
                + "the container is closed to cancel it.", sourceLocation)
        container.close()
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
            report(failure, sourceLocation)
        }
    }
}
