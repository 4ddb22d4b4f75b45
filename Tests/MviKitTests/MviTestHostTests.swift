import MviKitLocking
import Testing

@testable import MviKit
@testable import MviKitTesting

/// The test DSL of ``MviKitTesting``: the talk's own test, how asserts go step
/// by step, and what fails a test.
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
        let timeline = testPresenter.timeline
        testPresenter.skipRemaining()

        #expect(
            timeline == [
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

        testPresenter.assert {
            failedIntents("explodes")
        }
    }

    @Test("A cancelled intent leaves nothing to assert")
    func cancelledIntentIsNotAFailure() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)
        let isWaiting = TestGate()

        await testPresenter.testIntent { host in
            let search = host.intent("search") { _ in
                isWaiting.open()
                try await Task.sleep(for: .seconds(3_600))
            }
            await isWaiting.wait()
            search.cancel()
        }

        testPresenter.assert {}
    }

    @Test("Each assert checks what happened since the one before, from the last state asserted")
    func assertsGoStepByStep() async {
        let editing = initialState
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(DeleteCircleState())

        await testPresenter.testIntent { host in
            host.intent("open") { mvi in mvi.reduce { _ in editing } }
        }
        testPresenter.assert {
            states({ _ in editing })
        }
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openAggregatedFeed)
        }
    }

    // MARK: What fails a test

    /// Runs `body` on a test host whose failures are kept rather than recorded, then lets the
    /// host go, as the end of a test does; returns every failure, with the line it points at.
    private func failures<Host: MviContainerHost>(
        of host: Host, from initialState: Host.State, expectingRunning longLived: Set<String> = [],
        testAt line: UInt = #line, _ body: (MviTestHost<Host>) async -> Void
    ) async -> [(message: String, line: UInt)] {
        let reports = CapturedReports()
        let location = FailureLocation(#fileID, #filePath, line, 1)
        await body(
            MviTestHost(
                host: host, initialState: initialState, longLived: longLived, at: location, report: reports.keep))
        return reports.all
    }

    private func failures(
        of host: DeleteCircleHost, testAt line: UInt = #line, _ body: (MviTestHost<DeleteCircleHost>) async -> Void
    ) async -> [(message: String, line: UInt)] {
        await failures(of: host, from: initialState, testAt: line, body)
    }

    @Test("A side effect asserted before a state that came first fails the assert, at the caller's line")
    func wrongInterleavingFails() async {
        var line: UInt = 0

        let failures = await failures(of: DeleteCircleHost(deleteCircle: { _ in })) { testPresenter in
            await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
            testPresenter.assert {
                postedSideEffects(.openAggregatedFeed)
                states({ $0.withCommittingChanges(true) })
            }
            line = #line - 4
        }

        #expect(failures.map { $0.message.prefix(26) } == ["Wrong entry 1 of the timel", "Wrong entry 2 of the timel"])
        #expect(failures.map(\.line) == [line, line])
    }

    @Test("An entry asserted but never recorded fails the assert")
    func missingEntryFails() async {
        let failures = await failures(of: DeleteCircleHost(deleteCircle: { _ in })) { testPresenter in
            await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
            testPresenter.assert {
                states({ $0.withCommittingChanges(true) })
                postedSideEffects(.openAggregatedFeed, .showError)
            }
        }

        #expect(
            failures.map(\.message) == [
                "Missing entry 3 of the timeline: expected side effect showError; only 2 recorded."
            ])
    }

    @Test("An entry recorded but not asserted fails the assert")
    func unexpectedEntryFails() async {
        let failures = await failures(of: DeleteCircleHost(deleteCircle: { _ in })) { testPresenter in
            await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
            testPresenter.assert {
                states({ $0.withCommittingChanges(true) })
            }
        }

        #expect(
            failures.map(\.message) == [
                "Unexpected entry 2 of the timeline: side effect openAggregatedFeed, beyond the 1 asserted."
            ])
    }

    @Test("A second assert does not check again what the first one did: entries are numbered from the test's start")
    func secondAssertChecksOnlyWhatFollowed() async {
        let failures = await failures(of: DeleteCircleHost(deleteCircle: { _ in })) { testPresenter in
            await testPresenter.testIntent { host in
                host.intent("first") { mvi in mvi.postSideEffect(.showError) }
            }
            testPresenter.assert { postedSideEffects(.showError) }
            await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
            testPresenter.assert {
                states({ $0.withCommittingChanges(true) })
                postedSideEffects(.showError)
            }
        }

        #expect(
            failures.map(\.message) == [
                "Wrong entry 3 of the timeline.\n  expected: side effect showError\n  actual:   side effect openAggregatedFeed"
            ])
    }

    @Test("What was recorded and never asserted fails the test at its end, at the line of test()")
    func unassertedEntriesFailAtTheEnd() async {
        let line: UInt = #line + 1
        let failures = await failures(of: DeleteCircleHost(deleteCircle: { _ in throw FakeError(message: "x") })) {
            await $0.testIntent { $0.onDeleteCircleConfirmed() }
        }

        #expect(
            failures.map(\.message) == [
                """
                Recorded but never asserted:
                  state DeleteCircleState(mode: edit, editedCircleId: "fake-circle", committingChanges: true)
                  state DeleteCircleState(mode: edit, editedCircleId: "fake-circle", committingChanges: false)
                  side effect showError
                """
            ])
        #expect(failures.map(\.line) == [line])
    }

    @Test("An intent still running at the end of the test fails it, by name")
    func runningIntentFailsAtTheEnd() async {
        let isWaiting = TestGate()
        let never = TestGate()

        let failures = await failures(of: DeleteCircleHost(deleteCircle: { _ in })) { testPresenter in
            testPresenter.host.intent("listens") { _ in
                isWaiting.open()
                await never.wait()
            }
            await isWaiting.wait()
        }
        never.open()

        #expect(
            failures.map(\.message).last
                == "At the end of the test, intents still running: listens. Await testIntent, or the container's "
                + "idle(), so that what they do is recorded and asserted.")
    }

    @Test("skipRemaining() lets what was not asserted, and intents still running, be")
    func skipRemainingSaysSoExplicitly() async {
        let never = TestGate()

        let failures = await failures(of: DeleteCircleHost(deleteCircle: { _ in })) { testPresenter in
            await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
            let isWaiting = TestGate()
            testPresenter.host.intent("listens") { _ in
                isWaiting.open()
                await never.wait()
            }
            await isWaiting.wait()
            testPresenter.skipRemaining()
        }
        never.open()

        #expect(failures.isEmpty)
    }

    @Test("A body that never ends fails testIntent after its time limit, naming the intent, instead of hanging")
    func stuckBodyFailsInsteadOfHanging() async {
        let sawCancellation = Recorded<Bool>()
        let never = TestGate()

        let failures = await failures(of: DeleteCircleHost(deleteCircle: { _ in })) { testPresenter in
            await testPresenter.testIntent(timeout: .milliseconds(100)) { host in
                host.intent("waitsForever") { _ in sawCancellation.append(await never.waitUnlessCancelled()) }
            }
        }

        #expect(
            failures.map(\.message) == [
                "Intents still running after 0.1 seconds: waitsForever. A body that never ends holds the test; "
                    + "the container is closed to cancel it."
            ])
        #expect(await sawCancellation.values(when: { !$0.isEmpty }) == [true])
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

    @Test("An assert while an intent still runs fails, naming it, though nothing is recorded yet")
    func assertWhileAnIntentRunsFails() async {
        let mayDelete = TestGate()
        var line: UInt = 0

        let failures = await failures(of: DeleteCircleHost(deleteCircle: { _ in await mayDelete.wait() })) {
            testPresenter in
            testPresenter.host.onDeleteCircleConfirmed()
            testPresenter.assert {}
            line = #line - 1
            mayDelete.open()
            await testPresenter.host.container.idle()
            testPresenter.skipRemaining()
        }

        #expect(
            failures.map(\.message) == [
                "Asserted while intents still running: onDeleteCircleConfirmed(). Await testIntent, or the "
                    + "container's idle(), so that what they do is recorded and asserted."
            ])
        #expect(failures.map(\.line) == [line])
    }

    @Test("An assert right after starting an intent, not awaited, fails, however far the intent got")
    func assertBeforeTheIntentIsAwaitedFails() async {
        let failures = await failures(of: Counter(), from: 0) { testCounter in
            testCounter.host.increment()
            testCounter.assert {}
            await testCounter.host.container.idle()
            testCounter.skipRemaining()
        }

        #expect(failures.count == 1)
        #expect(failures.allSatisfy { $0.message.hasPrefix("Asserted while ") })
    }

    @Test("A test that ends with an intent it never awaited fails")
    func intentNeverAwaitedFailsAtTheEnd() async {
        let failures = await failures(of: Counter(), from: 0) { testCounter in
            testCounter.host.increment()
        }

        #expect(failures.count == 1)
        #expect(failures.allSatisfy { $0.message.hasPrefix("At the end of the test, ") })
    }

    @Test("Intents the test names as long-lived may run throughout: testIntent waits for the others")
    func longLivedIntentsMayRunThroughout() async {
        let (prices, feed) = AsyncStream<Int>.makeStream()
        defer { feed.finish() }

        let failures = await failures(of: Counter(listeningTo: prices), from: 0, expectingRunning: ["listen"]) {
            testCounter in
            await testCounter.testIntent { $0.increment() }
            testCounter.assert { states({ $0 + 1 }) }
        }

        #expect(failures.isEmpty)
    }

    @Test("An intent left running that the test did not name as long-lived fails testIntent")
    func unnamedLongLivedIntentFailsTestIntent() async {
        let (prices, feed) = AsyncStream<Int>.makeStream()
        defer { feed.finish() }

        let failures = await failures(of: Counter(listeningTo: prices), from: 0) { testCounter in
            await testCounter.testIntent(timeout: .milliseconds(100)) { $0.increment() }
            testCounter.skipRemaining()
        }

        #expect(failures.map { $0.message.prefix(46) } == ["Intents still running after 0.1 seconds: liste"])
    }

    // MARK: Failure messages

    @Test("A wrong state's message shows both states and names the field that differs")
    func wrongStateMessageNamesTheField() {
        let expected: [Entry] = [.state(initialState.withCommittingChanges(true))]
        let actual: [Entry] = [.state(initialState)]

        let messages = Entry.differences(expected: expected, actual: actual, from: 0)

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

        let messages = Entry.differences(expected: expected, actual: actual, from: 0)

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

        let messages = Entry.differences(expected: expected, actual: actual, from: 0)

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

        let messages = Entry.differences(expected: expected, actual: actual, from: 0)

        #expect(messages == ["Unexpected entry 1 of the timeline: side effect showError, beyond the 0 asserted."])
    }
}

/// What a test host reported, kept for the DSL's own tests to check.
final class CapturedReports: Sendable {
    private let reports = Locked<[(message: String, line: UInt)]>([])

    var all: [(message: String, line: UInt)] {
        reports.withLock { $0 }
    }

    func keep(_ message: String, at location: FailureLocation) {
        reports.withLock { $0.append((message, location.line)) }
    }
}

/// A counter whose `init` may start a long-lived intent, as a screen that listens to a stream does.
@MainActor
final class Counter: MviContainerHost {
    let container = MviContainer<Int, Never>(initialState: 0)

    init(listeningTo prices: AsyncStream<Int>? = nil) {
        guard let prices else { return }
        intent("listen") { mvi in
            for await price in prices { mvi.reduce { _ in price } }
        }
    }

    func increment() {
        intent { mvi in mvi.reduce { $0 + 1 } }
    }
}
