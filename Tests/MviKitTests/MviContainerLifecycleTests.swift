import Dispatch
import Testing

@testable import MviKit

/// Guarantees 6 and 7 of ``MviContainer``: what ``MviContainer/close()`` ends, and in which order.
@Suite("Closing", .timeLimit(.minutes(1)))
@MainActor
struct MviContainerLifecycleTests {
    @Test("close() delivers what was queued, then tells observers it closed, last")
    func closeDeliversQueuedChangesThenClosed() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let transcript = Transcript(of: container)
        let view = MainActorLog<String>()
        let states = container.subscribeToState { view.append("state \($0)") }
        let sideEffects = container.subscribeToSideEffects { view.append("side effect \($0)") }
        defer {
            states.cancel()
            sideEffects.cancel()
        }
        let madeChanges = BlockingGate()
        // The body stays suspended until close() cancels it, so that it cannot finish first.
        container.intent("works") { mvi in
            mvi.reduce { $0 + 1 }
            mvi.postSideEffect("done")
            madeChanges.open()
            _ = await TestGate().waitUnlessCancelled()
        }
        madeChanges.wait()

        container.close()

        #expect(view.values == ["state 0", "state 1", "side effect done"])
        #expect(
            transcript.lines == [
                "intent started: works", "state changed by works: 0 → 1", "side effect from works: done",
                "container closed",
            ]
        )
    }

    @Test(
        "A listener that closes the container in the middle of a batch: the rest is delivered, then closed, then nothing"
    )
    func closeFromAListenerDeliversTheRestFirst() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let transcript = Transcript(of: container)
        let first = MainActorLog<Int>()
        let second = MainActorLog<Int>()
        let firstSubscription = container.subscribeToState { state in
            first.append(state)
            if state == 1 { container.close() }
        }
        let secondSubscription = container.subscribeToState { second.append($0) }
        defer {
            firstSubscription.cancel()
            secondSubscription.cancel()
        }

        // One body, so its three states reach the main actor as one batch.
        container.intent("counts") { mvi in
            for _ in 0..<3 { mvi.reduce { $0 + 1 } }
        }
        await container.idle()
        container.intent("too late") { mvi in mvi.reduce { $0 + 100 } }
        await container.idle()

        #expect(first.values == [0, 1, 2, 3])
        #expect(second.values == [0, 1, 2, 3])
        #expect(transcript.lines.last == "container closed")
        #expect(transcript.lines.filter { $0.hasPrefix("state changed") }.count == 3)
    }

    @Test("After close(), an intent's body never runs")
    func closedContainerStartsNoIntent() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let ran = Recorded<String>()

        container.close()
        let tooLate = container.intent("too late") { _ in ran.append("too late") }
        // Had it been started, its task would run to its end here.
        await tooLate.task?.value

        #expect(ran.values == [])
    }

    @Test("Intents still waiting to start when the container closes never start")
    func waitingIntentsNeverStart() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let ran = Recorded<String>()
        let busyHasStarted = BlockingGate()
        let busyMayEnd = BlockingGate()
        // "busy" holds the container's drainer without suspending, so "waiting" stays queued behind it.
        container.intent("busy") { _ in
            busyHasStarted.open()
            busyMayEnd.wait()
        }
        container.intent("waiting") { _ in ran.append("waiting") }
        busyHasStarted.wait()

        container.close()
        busyMayEnd.open()
        await container.idle()

        #expect(ran.values == [])
    }

    @Test("A body running when the container closes changes nothing and posts nothing")
    func runningBodyIsIgnoredAfterClose() async {
        let container = MviContainer<Int, String>(initialState: 0)
        let transcript = Transcript(of: container)
        let started = TestGate()
        let mayGoOn = TestGate()
        container.intent("late") { mvi in
            started.open()
            await mayGoOn.wait()
            mvi.reduce { $0 + 1 }
            mvi.postSideEffect("late")
        }
        await started.wait()

        container.close()
        mayGoOn.open()
        await container.idle()
        let log = MainActorLog<String>()
        let subscription = container.subscribeToSideEffects { log.append($0) }
        defer { subscription.cancel() }

        #expect(container.state == 0)
        #expect(log.values == [])
        #expect(transcript.lines == ["intent started: late", "container closed"])
    }

    @Test("close() cancels a suspended body")
    func closeCancelsSuspendedBodies() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let sawCancellation = Recorded<Bool>()
        let started = TestGate()
        let release = TestGate()
        container.intent("waits") { _ in
            started.open()
            sawCancellation.append(await release.waitUnlessCancelled())
        }
        await started.wait()

        container.close()
        // Were it not cancelled, this lets the body end anyway, so that the test fails rather than hangs.
        release.open()
        await container.idle()

        #expect(sawCancellation.values == [true])
    }

    @Test("idle() returns after close(), once a body that was waiting has wound down")
    func idleReturnsAfterClose() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let ended = Recorded<String>()
        let started = TestGate()
        let release = TestGate()
        container.intent("waits") { _ in
            started.open()
            _ = await release.waitUnlessCancelled()
            ended.append("waits")
        }
        await started.wait()

        container.close()
        await container.idle(openingOnCancel: release)

        #expect(ended.values == ["waits"])
    }

    @Test("Calling close() twice tells observers once")
    func closingTwiceIsHarmless() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let transcript = Transcript(of: container)

        container.close()
        container.close()

        #expect(transcript.lines == ["container closed"])
    }

    @Test("close() lets go of every listener")
    func closeReleasesListeners() {
        let container = MviContainer<Int, Never>(initialState: 0)
        var view: MainActorLog<Int>? = MainActorLog()
        weak let weakView = view
        let subscription = view.map { view in container.subscribeToState { view.append($0) } }
        view = nil

        container.close()

        #expect(weakView == nil)
        subscription?.cancel()
    }

    @Test("An observer that comes after close() is told closed at once, and kept by nothing")
    func observerAfterCloseGetsClosedAtOnce() {
        let container = MviContainer<Int, Never>(initialState: 0)
        container.close()
        let log = MainActorLog<String>()

        let subscription = container.observe { log.append($0.description) }

        #expect(log.values == ["container closed"])
        #expect(container.channel.isClosed)
        subscription.cancel()
    }

    @Test("A state listener that comes after close() gets the last state once, and is kept by nothing")
    func listenersAfterCloseAreNotKept() {
        let container = MviContainer<Int, Never>(initialState: 3)
        container.close()
        var view: MainActorLog<Int>? = MainActorLog()
        weak let released = view

        let subscription = container.subscribeToState { [view] in view?.append($0) }
        let values = view?.values
        view = nil

        #expect(values == [3])
        #expect(released == nil)
        subscription.cancel()
    }

    @Test("ended() waits for a body that goes on after close(), past a call that ignores cancellation")
    func endedWaitsForABodyThatIgnoresCancellation() async {
        let container = MviContainer<[String], Never>(initialState: [])
        let isWaiting = TestGate()
        let completion = TestGate()
        let steps = Recorded<String>()
        container.intent("save") { mvi in
            isWaiting.open()
            // A completion handler wrapped in a continuation: cancelling does not stop it.
            await completion.wait()
            mvi.reduce { $0 + ["saved"] }
            steps.append("body ended")
        }
        await isWaiting.wait()
        let returned = DispatchSemaphore(value: 0)

        container.close()
        Task.detached {
            await container.ended()
            returned.signal()
        }
        // While the body waits for its completion, ended() must not return; then it must.
        let returnedWhileTheBodyWaited = returned.wait(timeout: .now() + .milliseconds(300)) == .success
        completion.open()
        let returnedOnceTheBodyEnded = returned.wait(timeout: .now() + 10) == .success

        #expect(!returnedWhileTheBodyWaited)
        #expect(returnedOnceTheBodyEnded)
        #expect(steps.values == ["body ended"])
        #expect(container.state == [])
    }
}
