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
    ///
    /// - Parameter longLived: The names of intents expected to run throughout the
    ///   test, such as one the host's `init` starts to listen to a stream:
    ///   ``MviTestHost/testIntent(timeout:fileID:filePath:line:column:_:)`` waits for
    ///   every other intent, and the test does not fail for these still running.
    public func test(
        _ initialState: State, expectingRunning longLived: Set<String> = [], fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> MviTestHost<Self> {
        MviTestHost(
            host: self, initialState: initialState, longLived: longLived,
            at: FailureLocation(fileID, filePath, line, column))
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
/// call. At the end of the test, anything recorded and never asserted fails
/// it, as does an intent still running or a change not delivered yet, unless
/// ``skipRemaining()`` said to let them be. The end is when the handle goes
/// away, or, in XCTest, when the test case tears down, wherever the handle is
/// kept: a property set in `setUp` is checked too.
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
    /// The host's container, kept here so that the end check can read it from `deinit`.
    private let container: MviContainer<Host.State, Host.SideEffect>
    /// The intents the test expects to run throughout, by name.
    private let longLived: Set<String>
    /// Set once the end was checked, or ``skipRemaining()`` let what runs be.
    private var isEndChecked = false
    private var isRunningWorkLetBe = false
    private var subscription: MviSubscription?
    private let report: Report
    private let location: FailureLocation

    /// A host under test; the DSL's own tests pass a `report` that keeps the failures to check them.
    init(
        host: Host, initialState: Host.State, longLived: Set<String> = [], at location: FailureLocation,
        report: @escaping Report = { $1.report($0) }
    ) {
        self.host = host
        container = host.container
        assertedState = initialState
        self.longLived = longLived
        self.report = report
        self.location = location
        // Put back and subscribed in one instant, so no change falls between the two.
        subscription =
            host.container.channel.observe(restoring: initialState) { [weak self] event in
                self?.receive(event)
            }.1
        RunningXCTest.shared.testCase?.addTeardownBlock { [weak self] in
            MainActor.assumeIsolated { self?.checkEnd() }
        }
    }

    // Not `isolated`: an isolated deinit cannot see `Test.current`, which says where to report.
    deinit {
        guard !isEndChecked else { return }
        Self.reportEnd(
            unasserted: Array(timeline[assertedCount...]), of: container, longLived: longLived,
            isRunningWorkLetBe: isRunningWorkLetBe, report: report, location: location)
    }

    /// Checks the end of the test, once: when the handle goes away or an XCTest test case tears down, whichever is first.
    private func checkEnd() {
        guard !isEndChecked else { return }
        isEndChecked = true
        Self.reportEnd(
            unasserted: Array(timeline[assertedCount...]), of: container, longLived: longLived,
            isRunningWorkLetBe: isRunningWorkLetBe, report: report, location: location)
    }

    /// Fails the test for what its end must not leave: entries never asserted, and, read from the
    /// container's own record, intents still running and changes not delivered.
    private nonisolated static func reportEnd(
        unasserted: [MviTimelineEntry<Host.State, Host.SideEffect>],
        of container: MviContainer<Host.State, Host.SideEffect>,
        longLived: Set<String>, isRunningWorkLetBe: Bool, report: Report, location: FailureLocation
    ) {
        if !unasserted.isEmpty {
            report("Recorded but never asserted:" + unasserted.map { "\n  \($0)" }.joined(), location)
        }
        guard !isRunningWorkLetBe, let unfinished = unfinishedWork(of: container, longLived: longLived) else { return }
        report("At the end of the test, \(unfinished)", location)
    }

    /// What the container has not finished, apart from the long-lived intents, in words; `nil` when
    /// nothing, or when it is closed: a closed container records nothing more.
    private nonisolated static func unfinishedWork(
        of container: MviContainer<Host.State, Host.SideEffect>, longLived: Set<String>
    ) -> String? {
        guard !container.channel.isClosed else { return nil }
        let running = container.unfinishedIntents.filter { !longLived.contains($0) }
        if !running.isEmpty {
            return
                "intents still running: \(running.joined(separator: ", ")). Await testIntent, or the container's idle(), "
                + "so that what they do is recorded and asserted."
        }
        if !container.channel.isDelivered {
            return "changes made and not recorded yet. Await testIntent, or the container's idle(), before asserting."
        }
        return nil
    }

    private func receive(_ event: MviEvent<Host.State, Host.SideEffect>) {
        switch event {
        case .stateChanged(_, let new, _), .restored(_, let new): timeline.append(.state(new))
        case .sideEffectPosted(let sideEffect, _): timeline.append(.sideEffect(sideEffect))
        case .intentFailed(let intent, _): timeline.append(.failedIntent(intent))
        case .intentStarted, .intentFinished, .intentCancelled, .closed: break
        }
    }

    /// Calls `action` on the host, then waits until every intent has ended, suspended
    /// ones included, but those the test expects to run throughout, and everything
    /// they emitted has been recorded.
    ///
    /// A body that never ends (an `await` nobody resumes) fails the test after
    /// `timeout`, naming the intents still running, and the host's container is
    /// closed, which cancels them, rather than the test hanging.
    public func testIntent(
        timeout: Duration = .seconds(10), fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, _ action: @MainActor (Host) async throws -> Void
    ) async rethrows {
        try await action(host)
        let stuck = await host.container.idle(timeout: timeout, longLived: longLived)
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
        isRunningWorkLetBe = true
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
        if !isRunningWorkLetBe, let unfinished = Self.unfinishedWork(of: container, longLived: longLived) {
            report("Asserted while \(unfinished)", FailureLocation(fileID, filePath, line, column))
        }
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
        await idle(timeout: timeout, longLived: [])
    }

    /// Like ``idle(timeout:)``, not waiting for the intents named in `longLived`; should it time out, it names them too.
    func idle(timeout: Duration, longLived: Set<String>) async -> [String] {
        let isIdle = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await self.idle(allowingUnfinished: 0, longLived: longLived)
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

/// Where a test wrote a call, to report a failure there: as an issue of the running Swift
/// Testing test, or else as an XCTest failure; the migration toolkit reports through it too.
///
/// Which of the two runs is read from the task that reports, so a failure found in a
/// task the test started (a fake's call held too long) reaches the test that started it.
package struct FailureLocation: Sendable {
    package let fileID: String
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    package init(_ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        (self.fileID, self.filePath, self.line, self.column) = (fileID, filePath, line, column)
    }

    /// Fails the running test with `message`, at this location.
    package func report(_ message: String) {
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
