import MviKit
import Testing
import XCTest

extension MviContainerHost {
    /// Puts the host into test mode from `initialState`, and returns the handle a
    /// test drives and checks it through: the talk's `presenter.test(initialState)`.
    ///
    /// The container's state becomes `initialState` before recording starts, so
    /// the timeline holds only what the test's intents do. This is how a test
    /// gives a host a starting state.
    public func test(
        _ initialState: State, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> MviTestHost<Self> {
        MviTestHost(host: self, initialState: initialState, at: FailureLocation(fileID, filePath, line, column))
    }
}

/// A host under test: the talk's `testPresenter`, made by ``MviKitTesting/MviContainerHost/test(_:fileID:filePath:line:column:)``.
///
/// From the moment it is made, it records one timeline of what the host's
/// container emits: states, side effects and failed intents, in the order they
/// happened. Drive the host with ``testIntent(timeout:fileID:filePath:line:column:_:)``,
/// and check, step by step, what happened since the last check with
/// ``assert(fileID:filePath:line:column:_:)``:
///
/// ```swift
/// let testPresenter = presenter.test(initialState)
/// await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
/// testPresenter.assert {
///     states({ $0.withCommittingChanges(true) })
///     postedSideEffects(.openAggregatedFeed)
/// }
/// ```
///
/// It works in Swift Testing and in XCTest: a failure is an issue of the
/// running Swift Testing test, or else an XCTest failure, at the line of the
/// call. When the handle goes away at the end of the test, anything recorded
/// and never asserted fails the test, as does an intent still running, unless
/// ``skipRemaining()`` said to let them be.
@MainActor
public final class MviTestHost<Host: MviContainerHost> {
    typealias Report = @Sendable (_ message: String, _ location: FailureLocation) -> Void

    /// The host being tested.
    public let host: Host
    /// Everything recorded since the test started, in order.
    public private(set) var timeline: [MviTimelineEntry<Host.State, Host.SideEffect>] = []
    /// How many entries of the timeline an assert has checked.
    private var assertedCount = 0
    /// The state the next ``states(_:)`` line starts from: the last one asserted.
    private var assertedState: Host.State
    /// The intents started and not ended, by name, as the events tell.
    private var running: [String] = []
    private var subscription: MviSubscription?
    private let report: Report
    private let location: FailureLocation

    /// A host under test; the DSL's own tests pass a `report` that keeps the failures to check them.
    init(
        host: Host, initialState: Host.State, at location: FailureLocation, report: @escaping Report = { $1.report($0) }
    ) {
        self.host = host
        assertedState = initialState
        self.report = report
        self.location = location
        // Put back and subscribed in one instant, so no change falls between the two.
        subscription =
            host.container.channel.observe(restoring: initialState) { [weak self] event in
                self?.receive(event)
            }.1
    }

    // Not `isolated`: an isolated deinit cannot see `Test.current`, which says where to report.
    deinit {
        let unasserted = timeline[assertedCount...].map { "\n  \($0)" }.joined()
        if !unasserted.isEmpty { report("Recorded but never asserted:\(unasserted)", location) }
        if !running.isEmpty {
            report("Intents still running at the end of the test: \(running.joined(separator: ", ")).", location)
        }
    }

    private func receive(_ event: MviEvent<Host.State, Host.SideEffect>) {
        switch event {
        case .stateChanged(_, let new, _), .restored(_, let new): timeline.append(.state(new))
        case .sideEffectPosted(let sideEffect, _): timeline.append(.sideEffect(sideEffect))
        case .intentStarted(let intent): running.append(intent)
        case .intentFailed(let intent, _):
            timeline.append(.failedIntent(intent))
            running.removeFirst(intent)
        case .intentFinished(let intent), .intentCancelled(let intent): running.removeFirst(intent)
        case .closed: running = []
        }
    }

    /// Calls `action` on the host, then waits until every intent has ended, suspended
    /// ones included, and everything they emitted has been recorded.
    ///
    /// A body that never ends (an `await` nobody resumes) fails the test after
    /// `timeout`, naming the intents still running, and the host's container is
    /// closed, which cancels them, rather than the test hanging.
    public func testIntent(
        timeout: Duration = .seconds(10), fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, _ action: @MainActor (Host) async throws -> Void
    ) async rethrows {
        try await action(host)
        let stuck = await host.container.idle(timeout: timeout)
        guard !stuck.isEmpty else { return }
        report(
            "Intents still running after \(timeout): \(stuck.joined(separator: ", ")). A body that never ends holds "
                + "the test; the container is closed to cancel it.", FailureLocation(fileID, filePath, line, column))
        host.container.close()
    }

    /// Lets whatever was recorded and not asserted yet, and the intents still running, be:
    /// neither a later assert nor the end of the test fails for them.
    public func skipRemaining() {
        assertedCount = timeline.count
        running = []
    }
}

extension MviTestHost where Host.State: Equatable, Host.SideEffect: Equatable {
    /// Checks what was recorded since the previous assert (or since `test`) against the block, entry by entry.
    ///
    /// Each line of the block expects the next entries: ``states(_:)`` turns the
    /// previous expected state (at first, the last state asserted, or the one given
    /// to `test`) into the next, ``postedSideEffects(_:)`` and ``failedIntents(_:)``
    /// name theirs. Anything recorded and not in the block fails, as does
    /// anything in the block and not recorded; each difference is its own failure.
    public func assert(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        @MviExpectationBuilder<Host.State, Host.SideEffect> _ expectations: () -> [MviExpectation<
            Host.State, Host.SideEffect
        >]
    ) {
        var state = assertedState
        let expected = expectations().flatMap { $0.entries(&state) }
        let actual = Array(timeline[assertedCount...])
        for failure in MviTimelineEntry.differences(expected: expected, actual: actual, from: assertedCount) {
            report(failure, FailureLocation(fileID, filePath, line, column))
        }
        assertedCount = timeline.count
        for case .state(let state) in actual { assertedState = state }
    }
}

extension MviContainer {
    /// Waits for ``MviContainer/idle()`` at most `timeout`; returns the names of the
    /// intents still running then, or none when the container became idle in time.
    public func idle(timeout: Duration) async -> [String] {
        let isIdle = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await self.idle()
                return !Task.isCancelled
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            defer { group.cancelAll() }
            return await group.next() ?? false
        }
        return isIdle ? [] : unfinishedIntents
    }
}

/// Where a DSL call was written, to report a failure there: as an issue of the running
/// Swift Testing test, or else as an XCTest failure.
struct FailureLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(_ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        (self.fileID, self.filePath, self.line, self.column) = (fileID, filePath, line, column)
    }

    func report(_ message: String) {
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

extension Array where Element == String {
    /// Removes the first `name`, if there is one.
    fileprivate mutating func removeFirst(_ name: String) {
        if let index = firstIndex(of: name) { remove(at: index) }
    }
}
