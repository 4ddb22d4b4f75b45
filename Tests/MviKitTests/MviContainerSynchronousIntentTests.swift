import Testing

@testable import MviKit

/// The two kinds of body: one without `await`, which the drainer calls
/// directly, and one that may suspend, which gets a task of its own. Callers
/// must not be able to tell them apart by anything but cost.
@Suite("Bodies with and without await")
struct MviContainerSynchronousIntentTests {
    @Test("Started on the main actor, both kinds of body run off it")
    @MainActor
    func bothKindsRunOffTheMainActor() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let onMainActor = Recorded<Bool>()
        // The check the bodies use must be able to say yes, or it proves nothing.
        #expect(isOnMainActor)

        container.intent("plain") { _ in onMainActor.append(isOnMainActor) }
        container.intent("awaiting") { _ in
            onMainActor.append(isOnMainActor)
            await Task.yield()
            onMainActor.append(isOnMainActor)
        }
        await container.idle()

        #expect(onMainActor.values == [false, false, false])
    }

    @Test("Bodies without await run on the drainer's task; each body that awaits gets its own")
    @MainActor
    func onlyBodiesThatAwaitGetATask() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let gate = SpinGate()
        let tasks = Recorded<String>()
        let taskOf = { @Sendable (label: String) in
            withUnsafeCurrentTask { task in tasks.append("\(label) \(task.map { "\($0.hashValue)" } ?? "none")") }
        }

        // "busy" holds the drainer, so the rest are taken in the same busy spell.
        container.intent("busy") { _ in
            taskOf("drainer")
            gate.holdUntilOpen()
        }
        container.intent("first") { _ in taskOf("plain") }
        container.intent("second") { _ in
            taskOf("awaiting")
            await Task.yield()
        }
        container.intent("third") { _ in taskOf("plain") }
        container.intent("fourth") { _ in
            taskOf("awaiting")
            await Task.yield()
        }
        gate.open()
        await container.idle()

        let seen = tasks.values.map { $0.split(separator: " ").map(String.init) }
        let drainerTask = seen.first { $0[0] == "drainer" }?[1]
        let plainTasks = Set(seen.filter { $0[0] == "plain" }.map { $0[1] })
        let awaitingTasks = seen.filter { $0[0] == "awaiting" }.map { $0[1] }
        #expect(seen.count == 5)
        #expect(drainerTask != nil && drainerTask != "none")
        #expect(plainTasks == [drainerTask])
        // Not compared with each other: a finished task's address may be reused.
        #expect(awaitingTasks.count == 2)
        #expect(!awaitingTasks.contains { $0 == drainerTask })
    }

    @Test("Mixed bodies start in call order, and a body that suspends lets the next one run")
    @MainActor
    func mixedBodiesStartInCallOrder() async {
        let container = MviContainer<[String], Never>(initialState: [])
        let gate = TestGate()

        container.intent("a") { mvi in mvi.reduce { $0 + ["a"] } }
        container.intent("b") { mvi in
            mvi.reduce { $0 + ["b starts"] }
            await gate.wait()
            mvi.reduce { $0 + ["b ends"] }
        }
        container.intent("c") { mvi in mvi.reduce { $0 + ["c"] } }
        await container.intent("d") { mvi in mvi.reduce { $0 + ["d"] } }.waitUntilFinished()
        gate.open()
        await container.idle()

        #expect(container.state == ["a", "b starts", "c", "d", "b ends"])
    }

    @Test("Either kind of body may throw: the error is reported and later intents run")
    func bothKindsMayThrow() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = LogLines(container)

        container.intent("plain") { _ in throw FakeError(message: "plain") }
        container.intent("awaiting") { _ in
            await Task.yield()
            throw FakeError(message: "awaiting")
        }
        container.intent("after") { mvi in mvi.reduce { $0 + 1 } }
        await container.idle()

        #expect(container.state == 1)
        #expect(log.lines.values.contains("intent failed: plain: FakeError(plain)"))
        #expect(log.lines.values.contains("intent failed: awaiting: FakeError(awaiting)"))
        #expect(container.runningIntentCount == 0)
    }

    @Test("A host starts both kinds of body on its container")
    @MainActor
    func hostStartsBothKinds() async {
        let host = CounterHost()

        host.intent("plain") { mvi in mvi.reduce { $0 + 1 } }
        host.intent("awaiting") { mvi in
            await Task.yield()
            mvi.reduce { $0 + 10 }
        }
        await host.container.idle()

        #expect(host.container.state == 11)
    }
}
