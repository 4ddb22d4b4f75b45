import Dispatch
import Synchronization
import Testing

@testable import MviKit
@testable import MviKitTesting

/// Guarantees 1, 2 and 6 of ``MviContainer``: how intents start, overlap, end and are cancelled.
///
/// A test that finds a guarantee broken may hang rather than fail (an intent
/// that waited for its body would never return), hence the time limit; where
/// a broken guarantee would make a body wait for itself, the test waits with
/// ``MviContainer/idle(timeout:)`` instead, and fails at once.
@Suite("Intents", .timeLimit(.minutes(1)))
@MainActor
struct MviContainerIntentTests {
    // MARK: 1. Call order, off the main actor, one stretch at a time, with the caller's context

    @Test("intent returns at once, without waiting for its body")
    func intentReturnsWithoutWaitingForTheBody() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let mayFinish = TestGate()
        let order = Recorded<String>()

        // The body cannot finish until the test opens the gate, which the test
        // can only do once `intent` has returned.
        container.intent("waits") { _ in
            await mayFinish.wait()
            order.append("body finished")
        }
        order.append("intent returned")
        mayFinish.open()
        await container.idle()

        #expect(order.values == ["intent returned", "body finished"])
    }

    @Test("A body runs off the main actor, before and after it suspends")
    func bodiesRunOffTheMainActor() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let onMainQueue = Recorded<Bool>()

        container.intent("suspends") { _ in
            onMainQueue.append(MainQueue.isCurrent)
            await Task.yield()
            onMainQueue.append(MainQueue.isCurrent)
        }
        await container.idle()

        #expect(onMainQueue.values == [false, false])
    }

    @Test("Bodies start in the order intent was called, in a burst that mixes bodies that await and bodies that do not")
    func bodiesStartInCallOrder() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let started = Recorded<Int>()

        for index in 0..<200 {
            if index.isMultiple(of: 2) {
                container.intent("awaits") { _ in
                    started.append(index)
                    await Task.yield()
                }
            } else {
                container.intent("does not await") { _ in started.append(index) }
            }
        }
        await container.idle()

        #expect(started.values == Array(0..<200))
    }

    @Test("Keystrokes reduce in the order typed, while a slow body waits among them")
    func keystrokesReduceInTheOrderTyped() async {
        let container = MviContainer<String, Never>(initialState: "")
        let slowMayEnd = TestGate()

        for (index, letter) in "mountain".enumerated() {
            if index == 3 {
                container.intent("slow") { _ in await slowMayEnd.wait() }
            }
            container.intent("typed \(letter)") { mvi in mvi.reduce { $0 + String(letter) } }
        }
        let typedWhileSlowWaits = await container.state(when: { $0.count == 8 })
        slowMayEnd.open()
        await container.idle()

        #expect(typedWhileSlowWaits == "mountain")
    }

    @Test("Two bodies' code never runs at the same time, before or after an await")
    func bodiesNeverRunAtTheSameTime() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let inside = Atomic<Int>(0)
        let mostInsideAtOnce = Atomic<Int>(0)
        @Sendable func stretch() {
            let now = inside.add(1, ordering: .acquiringAndReleasing).newValue
            _ = mostInsideAtOnce.max(now, ordering: .relaxed)
            // Long enough for a second thread to arrive, were one let in.
            for _ in 0..<200 { _ = inside.load(ordering: .relaxed) }
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }

        for _ in 0..<300 {
            container.intent("stretches") { mvi in
                stretch()
                await Task.yield()
                stretch()
                mvi.reduce { $0 + 1 }
            }
        }
        await container.idle()

        #expect(container.state == 300)
        #expect(mostInsideAtOnce.load(ordering: .relaxed) == 1)
    }

    @Test("While one body's code runs, no other body's code starts, though it was called and a thread is free")
    func noBodyStartsWhileAnotherRuns() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let firstIsRunning = TestGate()
        let secondStarted = DispatchSemaphore(value: 0)
        let seen = Recorded<String>()
        container.intent("first") { _ in
            firstIsRunning.open()
            // Blocks its thread for a while without suspending: a second body let in
            // beside it would start meanwhile, and signal.
            let isAlone = secondStarted.wait(timeout: .now() + .milliseconds(500)) == .timedOut
            seen.append(isAlone ? "first ran alone" : "second started while first ran")
        }
        await firstIsRunning.wait()

        container.intent("second") { _ in secondStarted.signal() }
        await container.idle()

        #expect(seen.values == ["first ran alone"])
    }

    @Test("Each body sees the task-local values of the code that called intent, not another caller's")
    func bodiesInheritTheCallersTaskLocals() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let seen = Recorded<Int?>()

        for caller in 1...20 {
            Tag.$value.withValue(caller) {
                container.intent("tagged") { _ in
                    await Task.yield()
                    seen.append(Tag.value)
                }
            }
        }
        container.intent("untagged") { _ in seen.append(Tag.value) }
        await container.idle()

        #expect(seen.values.sorted { ($0 ?? 0) < ($1 ?? 0) } == [nil] + (1...20).map { $0 })
    }

    @Test("Each body runs at the priority of the task that called intent")
    func bodiesInheritTheCallersPriority() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let seen = Recorded<String>()

        for priority in [TaskPriority.background, .high, .low] {
            let caller = Task(priority: priority) {
                container.intent("\(priority)") { mvi in seen.append("\(mvi.intentName) ran at \(Task.currentPriority)")
                }
            }
            _ = await caller.value
        }
        await container.idle()

        #expect(
            seen.values == [
                "\(TaskPriority.background) ran at \(TaskPriority.background)",
                "\(TaskPriority.high) ran at \(TaskPriority.high)",
                "\(TaskPriority.low) ran at \(TaskPriority.low)",
            ])
    }

    // MARK: 2. A suspended body holds back nothing

    @Test("A body suspended at an await holds back nothing: later intents run meanwhile")
    func aSuspendedBodyHoldsBackNothing() async {
        let container = MviContainer<[String], Never>(initialState: [])
        let firstMayEnd = TestGate()
        container.intent("first") { mvi in
            await firstMayEnd.wait()
            mvi.reduce { $0 + ["first"] }
        }
        container.intent("second") { mvi in mvi.reduce { $0 + ["second"] } }

        let whileFirstWaits = await container.state(when: { !$0.isEmpty })
        firstMayEnd.open()
        await container.idle()

        #expect(whileFirstWaits == ["second"])
        #expect(container.state == ["second", "first"])
    }

    @Test("A long-lived body (a for-await loop) runs beside other intents, and close() ends it")
    func longLivedBodyRunsBesideOthers() async {
        let container = MviContainer<[String], Never>(initialState: [])
        let (prices, feed) = AsyncStream<String>.makeStream()
        let loopEnded = Recorded<String>()
        container.intent("listens") { mvi in
            for await price in prices {
                mvi.reduce { $0 + [price] }
            }
            loopEnded.append("loop ended, cancelled: \(Task.isCancelled)")
        }

        feed.yield("price 1")
        _ = await container.state(when: { $0 == ["price 1"] })
        container.intent("typed") { mvi in mvi.reduce { $0 + ["typed"] } }
        let servedWhileListening = await container.state(when: { $0.count == 2 })
        feed.yield("price 2")
        let afterSecondPrice = await container.state(when: { $0.count == 3 })
        container.close()
        _ = await loopEnded.values(when: { !$0.isEmpty })

        #expect(servedWhileListening == ["price 1", "typed"])
        #expect(afterSecondPrice == ["price 1", "typed", "price 2"])
        #expect(loopEnded.values == ["loop ended, cancelled: true"])
    }

    // MARK: 6. The container owns its work

    @Test("The handle intent returns cancels that body at its await, and only that one")
    func handleCancelsItsBody() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let sawCancellation = Recorded<String>()
        let bothWaiting = TestGate()
        let waiting = Atomic<Int>(0)
        // A gate each: cancelling one body opens its own gate only.
        let searchGate = TestGate()
        let loadGate = TestGate()
        @Sendable func wait(_ name: String, on gate: TestGate) async {
            if waiting.add(1, ordering: .acquiringAndReleasing).newValue == 2 { bothWaiting.open() }
            sawCancellation.append("\(name) cancelled: \(await gate.waitUnlessCancelled())")
        }
        let search = container.intent("search") { _ in await wait("search", on: searchGate) }
        container.intent("load") { _ in await wait("load", on: loadGate) }
        await bothWaiting.wait()

        search.cancel()
        let whileLoadWaits = await sawCancellation.values(when: { !$0.isEmpty })
        loadGate.open()
        await container.idle(openingOnCancel: searchGate)

        #expect(whileLoadWaits == ["search cancelled: true"])
        #expect(sawCancellation.values == ["search cancelled: true", "load cancelled: false"])
    }

    @Test("An intent cancelled before it starts never runs, not even the part of its body before its first await")
    func cancelledBeforeStartNeverRuns() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let ran = Recorded<String>()
        let busyHasStarted = BlockingGate()
        let busyMayEnd = BlockingGate()
        // "busy" holds the body queue without suspending, so "later" cannot start yet.
        container.intent("busy") { _ in
            busyHasStarted.open()
            busyMayEnd.wait()
        }
        let later = container.intent("later") { _ in
            ran.append("later")
            await Task.yield()
            ran.append("later, after its await")
        }
        container.intent("after") { _ in ran.append("after") }
        busyHasStarted.wait()

        later.cancel()
        busyMayEnd.open()
        await container.idle()

        #expect(ran.values == ["after"])
    }

    @Test("Cancelling an intent that has finished does nothing")
    func cancellingAFinishedIntentDoesNothing() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let done = container.intent("done") { mvi in mvi.reduce { $0 + 1 } }
        await container.idle()

        done.cancel()
        container.intent("next") { mvi in mvi.reduce { $0 + 1 } }
        await container.idle()

        #expect(container.state == 2)
    }

    @Test("close() cancels every suspended body")
    func closeCancelsEverySuspendedBody() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let sawCancellation = Recorded<Bool>()
        let allWaiting = TestGate()
        let waiting = Atomic<Int>(0)
        // A gate each: cancelling one body opens its own gate only.
        let gates = [TestGate(), TestGate(), TestGate()]
        for gate in gates {
            container.intent("waits") { _ in
                if waiting.add(1, ordering: .acquiringAndReleasing).newValue == 3 { allWaiting.open() }
                sawCancellation.append(await gate.waitUnlessCancelled())
            }
        }
        await allWaiting.wait()

        container.close()
        let seen = await sawCancellation.values(when: { $0.count == 3 })
        for gate in gates { gate.open() }

        #expect(seen == [true, true, true])
    }

    @Test("Releasing a container cancels its bodies, and a running body does not keep it alive")
    func releasingTheContainerCancelsItsBodies() async {
        var container: MviContainer<[String], Never>? = MviContainer(initialState: [])
        let (prices, feed) = AsyncStream<String>.makeStream()
        let isListening = TestGate()
        let loopEnded = Recorded<String>()
        _ = container?.intent("listens") { mvi in
            isListening.open()
            for await price in prices { mvi.reduce { $0 + [price] } }
            loopEnded.append("loop ended, cancelled: \(Task.isCancelled)")
        }
        await isListening.wait()
        weak let released = container

        container = nil

        #expect(released == nil)
        guard released == nil else { return feed.finish() }
        #expect(await loopEnded.values(when: { !$0.isEmpty }) == ["loop ended, cancelled: true"])
    }

    @Test("A cancelled body is not a failure: observers hear it was cancelled, and no failure is reported")
    func cancelledBodyIsNotAFailure() async {
        let failures = Recorded<String>()
        let container = MviContainer<Int, Never>(initialState: 0) { intent, _ in failures.append(intent) }
        let transcript = Transcript(of: container)
        let isWaiting = TestGate()
        let search = container.intent("search") { _ in
            isWaiting.open()
            try await Task.sleep(for: .seconds(3_600))
        }
        await isWaiting.wait()

        search.cancel()
        await container.idle()

        #expect(transcript.lines == ["intent started: search", "intent cancelled: search"])
        #expect(failures.values == [])
    }

    @Test("A body that throws is reported to observers as failed, and the next intent still runs")
    func throwingIntentIsReportedAndTheContainerCarriesOn() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let transcript = Transcript(of: container)

        container.intent("fails") { _ in throw FakeError(message: "offline") }
        container.intent("works") { mvi in mvi.reduce { $0 + 1 } }
        await container.idle()

        #expect(
            transcript.lines == [
                "intent started: fails",
                "intent failed: fails: FakeError(offline)",
                "intent started: works",
                "state changed by works: 0 → 1",
                "intent finished: works",
            ]
        )
    }

    @Test("With no observer, a body's error goes to the container's unobservedFailure, with the intent's name")
    func unobservedFailureIsNotLost() async {
        let failures = Recorded<String>()
        let container = MviContainer<Int, Never>(initialState: 0) { intent, error in
            failures.append("\(intent): \(error)")
        }

        container.intent("fails") { _ in throw FakeError(message: "offline") }
        await container.idle()

        #expect(failures.values == ["fails: FakeError(offline)"])
    }

    @Test("idle() waits for every body, suspended ones included")
    func idleWaitsForSuspendedBodies() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let order = Recorded<String>()
        let isWaiting = TestGate()
        let mayEnd = TestGate()
        container.intent("slow") { _ in
            isWaiting.open()
            await mayEnd.wait()
            order.append("body ended")
        }
        await isWaiting.wait()

        let idling = Task { @MainActor in
            await container.idle()
            order.append("idle returned")
        }
        // The main actor runs `idling` up to its first suspension before the test goes on.
        await Task.yield()
        let beforeTheBodyEnds = order.values
        mayEnd.open()
        await idling.value

        #expect(beforeTheBodyEnds == [])
        #expect(order.values == ["body ended", "idle returned"])
    }

    @Test("idle() called inside a body waits for the other bodies, not for the body that called it")
    func idleInsideABodyDoesNotWaitForItself() async {
        let container = MviContainer<[String], Never>(initialState: [])
        let otherMayEnd = TestGate()
        container.intent("other") { mvi in
            await otherMayEnd.wait()
            mvi.reduce { $0 + ["other ended"] }
        }
        container.intent("waits for the rest") { [container] mvi in
            await container.idle()
            mvi.reduce { $0 + ["idle returned inside a body"] }
        }

        otherMayEnd.open()
        let stuck = await container.idle(timeout: .seconds(10))

        #expect(stuck == [])
        #expect(container.state == ["other ended", "idle returned inside a body"])
    }

    @Test("A task waiting in idle() returns once cancelled, and leaves no waiter behind")
    func cancelledIdleLeavesNothingBehind() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let never = TestGate()
        await container.startStuckIntent(until: never)

        var waitersWhileWaiting: [Int] = []
        for _ in 0..<20 {
            let idling = Task { await container.idle() }
            // Waits until this caller is registered, so that cancelling it must take it back.
            while container.intents.withLock({ $0.waiters.isEmpty }) { await Task.yield() }
            waitersWhileWaiting.append(container.intents.withLock { $0.waiters.count })
            idling.cancel()
            await idling.value
        }
        let waitersLeft = container.intents.withLock { $0.waiters.count }
        never.open()
        await container.idle()

        #expect(waitersWhileWaiting == Array(repeating: 1, count: 20))
        #expect(waitersLeft == 0)
    }

    @Test("After close(), idle() returns at once, though a body is stuck in an await that ignores cancellation")
    func idleReturnsAtOnceAfterClose() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let never = TestGate()
        await container.startStuckIntent(until: never)

        container.close()
        let stuck = await container.idle(timeout: .seconds(10))
        never.open()

        #expect(stuck == [])
    }

    @Test("Two bodies that each wait in idle() for the other both return, and each is reported, rather than hang")
    func bodiesWaitingForEachOtherInIdleAreReported() async {
        let failures = Recorded<String>()
        let container = MviContainer<[String], Never>(initialState: []) { intent, error in
            failures.append("\(intent): \(error)")
        }
        let bothStarted = TestGate()
        let started = Atomic<Int>(0)
        for name in ["first", "second"] {
            container.intent(name) { [container] mvi in
                if started.add(1, ordering: .acquiringAndReleasing).newValue == 2 { bothStarted.open() }
                await bothStarted.wait()
                await container.idle()
                mvi.reduce { $0 + ["\(name) went on"] }
            }
        }

        let stuck = await container.idle(timeout: .seconds(10))

        #expect(stuck == [])
        #expect(Set(container.state) == ["first went on", "second went on"])
        #expect(
            Set(failures.values) == [
                #"first: idle() returned without waiting for "second", waiting in idle() for it"#,
                #"second: idle() returned without waiting for "first", waiting in idle() for it"#,
            ])
    }

    @Test("idle() called from a task a state listener starts waits for the body that made the state")
    func idleFromAListenersTaskWaitsForTheBody() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let order = Recorded<String>()
        let bodyMayEnd = TestGate()
        var idling: Task<Void, Never>?
        let subscription = container.subscribeToState { state in
            guard state == 1 else { return }
            idling = Task {
                await container.idle()
                order.append("idle returned")
            }
        }
        defer { subscription.cancel() }
        container.intent("changes, then waits") { mvi in
            mvi.reduce { $0 + 1 }
            await bodyMayEnd.wait()
            order.append("body ended")
        }
        _ = await container.state(when: { $0 == 1 })

        // Waits until the listener's task has either returned from idle() or is waiting in it.
        while order.values.isEmpty && container.intents.withLock({ $0.waiters.isEmpty }) { await Task.yield() }
        bodyMayEnd.open()
        await idling?.value

        #expect(order.values == ["body ended", "idle returned"])
    }

    @Test("A cancelled idle() returns while the main actor is busy, and so does idle(timeout:)")
    func idleReturnsWhileTheMainActorIsBusy() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let never = TestGate()
        await container.startStuckIntent(until: never)
        let returned = DispatchSemaphore(value: 0)
        let cancelled = Task.detached {
            await container.idle()
            returned.signal()
        }
        Task.detached {
            _ = await container.idle(timeout: .milliseconds(50))
            returned.signal()
        }

        // The main actor is held here until both have returned, or ten seconds have passed.
        cancelled.cancel()
        let bothReturned = [returned.wait(timeout: .now() + 10), returned.wait(timeout: .now() + 10)]
        never.open()
        await container.idle()

        #expect(bothReturned == [.success, .success])
    }

    @Test("idle() called in a task that is already cancelled returns at once and leaves no waiter")
    func idleInAnAlreadyCancelledTaskReturnsAtOnce() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let never = TestGate()
        await container.startStuckIntent(until: never)

        let returned = DispatchSemaphore(value: 0)
        Task.detached {
            withUnsafeCurrentTask { $0?.cancel() }
            await container.idle()
            returned.signal()
        }

        // The main actor waits here, for ten seconds at most: a waiter left behind would never return.
        let hasReturned = returned.wait(timeout: .now() + 10) == .success
        let waitersLeft = container.intents.withLock { $0.waiters.count }
        container.close()
        never.open()

        #expect(hasReturned)
        #expect(waitersLeft == 0)
    }

    @Test("idle() returns only once what the intents changed has reached the listeners")
    func idleReturnsOnlyOnceEverythingIsDelivered() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let bodyEnded = BlockingGate()
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }
        defer { subscription.cancel() }
        container.intent("changes") { mvi in
            mvi.reduce { $0 + 1 }
            bodyEnded.open()
        }
        // The main actor is held until the body has ended, so its change waits for delivery.
        bodyEnded.wait()
        let returned = DispatchSemaphore(value: 0)
        let idling = Task.detached {
            await container.idle()
            returned.signal()
        }

        // While the main actor is held here, nothing is delivered, so idle() must not return.
        let returnedUndelivered = returned.wait(timeout: .now() + .milliseconds(300)) == .success
        await idling.value

        #expect(!returnedUndelivered)
        #expect(log.values == [0, 1])
    }

    @Test("close() wakes an idle() that was waiting for a stuck body")
    func closeWakesIdleWaiters() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let never = TestGate()
        await container.startStuckIntent(until: never)
        let returned = DispatchSemaphore(value: 0)
        Task.detached {
            await container.idle()
            returned.signal()
        }
        while container.intents.withLock({ $0.waiters.isEmpty }) { await Task.yield() }

        container.close()
        // Ten seconds at most: a waiter dropped without being woken would never return.
        let hasReturned = returned.wait(timeout: .now() + 10) == .success
        never.open()

        #expect(hasReturned)
    }

    @Test("A cancelled body that throws an error other than CancellationError is cancelled, not failed")
    func cancelledBodyThatThrowsAnotherErrorIsNotAFailure() async {
        let failures = Recorded<String>()
        let container = MviContainer<Int, Never>(initialState: 0) { intent, _ in failures.append(intent) }
        let transcript = Transcript(of: container)
        let isWaiting = TestGate()
        let never = TestGate()
        let request = container.intent("request") { _ in
            isWaiting.open()
            // As URLSession does: cancelled, it throws an error of its own.
            _ = await never.waitUnlessCancelled()
            throw FakeError(message: "cancelled by the system")
        }
        await isWaiting.wait()

        request.cancel()
        await container.idle()

        #expect(transcript.lines == ["intent started: request", "intent cancelled: request"])
        #expect(failures.values == [])
    }

    @Test("A body that throws CancellationError though nobody cancelled it has failed, and says so")
    func unpromptedCancellationErrorIsAFailure() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let transcript = Transcript(of: container)

        container.intent("gives up") { _ in throw CancellationError() }
        await container.idle()

        #expect(transcript.lines == ["intent started: gives up", "intent failed: gives up: CancellationError()"])
    }

    @Test("An error a body throws after close() goes to unobservedFailure, said to come after a cancellation")
    func errorAfterCloseIsNotLost() async {
        let failures = Recorded<String>()
        let container = MviContainer<Int, Never>(initialState: 0) { intent, error in
            failures.append("\(intent): \(error)")
        }
        let transcript = Transcript(of: container)
        let isWaiting = TestGate()
        let mayThrow = TestGate()
        container.intent("save") { _ in
            isWaiting.open()
            // A completion handler that ignores cancellation, then reports the server's error.
            await mayThrow.wait()
            throw FakeError(message: "server error")
        }
        await isWaiting.wait()

        container.close()
        mayThrow.open()
        await container.ended()

        #expect(transcript.lines == ["intent started: save", "container closed"])
        #expect(failures.values == ["save: was cancelled, then threw FakeError(server error)"])
    }

    @Test("The scope reads the latest state and knows its intent's name")
    func scopeReadsTheLatestState() async {
        let container = MviContainer<Int, Never>(initialState: 41)
        let seen = Recorded<String>()

        container.intent("reads") { mvi in
            mvi.reduce { $0 + 1 }
            seen.append("\(mvi.intentName) saw \(mvi.state)")
        }
        await container.idle()

        #expect(seen.values == ["reads saw 42"])
    }
}

/// A task-local value, as an app uses one for dependencies or tracing.
enum Tag {
    @TaskLocal static var value: Int?
}
