import MviKit
import Synchronization

/// Case 1: the container's own costs, with one main-actor subscriber
/// attached as a view would be.
@MainActor
enum ContainerCases {
    /// Intents per round of the burst.
    static let burst = 100_000
    /// Intents per round of the one-at-a-time case.
    static let oneAtATime = 2_000

    /// Nanoseconds per intent from the first call until the subscriber has seen
    /// the state of the last, for `burst` intents started back to back.
    static func intentBurst() async -> Double {
        let container = MviContainer<Tally, Never>(initialState: Tally())
        let probe = DeliveryProbe()
        let subscription = container.subscribeToState { _ in probe.receive() }
        let start = Stopwatch.now
        for _ in 0..<burst {
            container.intent("advance") { mvi in mvi.reduce(Tally.advanced) }
        }
        // idle() returns once every state has reached the subscriber; its own
        // main-actor hop is shared by the whole burst.
        await container.idle()
        let result = Stopwatch.perOperation(since: start, operations: burst)
        subscription.cancel()
        return probe.deliveries == burst + 1 ? result : .nan
    }

    /// Nanoseconds per operation for `burst` bare `Task.detached` calls started
    /// back to back, each counting itself done, until the last has run: what
    /// overlap would cost were every intent given a task hop of its own.
    static func taskPerOperation() async -> Double {
        let start = Stopwatch.now
        await startTasks(burst)
        return Stopwatch.perOperation(since: start, operations: burst)
    }

    /// Starts `count` detached tasks that each count themselves done; returns once the last has.
    private nonisolated static func startTasks(_ count: Int) async {
        let done = DoneCounter()
        await withCheckedContinuation { (allDone: CheckedContinuation<Void, Never>) in
            for _ in 0..<count {
                Task.detached {
                    if done.count.add(1, ordering: .acquiringAndReleasing).newValue == count { allDone.resume() }
                }
            }
        }
    }

    /// The median nanoseconds from calling `intent` to the subscriber seeing
    /// its state, for intents started one at a time, each after the last was seen.
    static func intentOneAtATime() async -> Double {
        let container = MviContainer<Tally, Never>(initialState: Tally())
        let probe = DeliveryProbe()
        let subscription = container.subscribeToState { _ in probe.receive() }
        var latencies: [Double] = []
        latencies.reserveCapacity(oneAtATime)
        for _ in 0..<oneAtATime {
            probe.expect(probe.deliveries + 1)
            let start = Stopwatch.now
            container.intent("advance") { mvi in mvi.reduce(Tally.advanced) }
            await probe.waitForExpected()
            latencies.append(Double(probe.arrivedAt - start))
        }
        subscription.cancel()
        return Summary(latencies).median
    }

    /// The median nanoseconds of a bare round trip from the main actor to a new
    /// task and back to a main-actor subscriber, with no container: the floor
    /// under any intent that runs off the main actor and reports back to it.
    ///
    /// Measured in the same rhythm as an intent one at a time: the subscriber
    /// stamps the time, then resumes the waiting code, a second main-actor turn.
    /// Back-to-back hops with no turn between them keep the worker threads warm
    /// and measure about a third of this on the project's machine.
    static func bareRoundTrip() async -> Double {
        let probe = DeliveryProbe()
        var latencies: [Double] = []
        latencies.reserveCapacity(oneAtATime)
        for _ in 0..<oneAtATime {
            probe.expect(probe.deliveries + 1)
            let start = Stopwatch.now
            Task.detached { await probe.receive() }
            await probe.waitForExpected()
            latencies.append(Double(probe.arrivedAt - start))
        }
        return Summary(latencies).median
    }
}

/// The state of the container cases: a plain struct of two
/// words, compared with `==` as every screen state in this project is.
///
/// Plain values only, so that copying a tally costs no reference counting and
/// the cases measure locking and the container rather than ARC.
struct Tally: Equatable, Sendable {
    /// How many times the tally was advanced.
    let count: Int
    /// How much each advance adds; a second field, so that a copy is more than one word.
    let step: Int

    /// A tally at zero.
    init(count: Int = 0, step: Int = 1) {
        self.count = count
        self.step = step
    }

    /// The mutation every case makes: a copy with the count one step higher.
    ///
    /// Kept out of line so that the optimiser cannot fold a loop of them into
    /// one addition, which would flatter the container.
    @inline(never)
    static func advanced(_ tally: Tally) -> Tally {
        Tally(count: tally.count &+ tally.step, step: tally.step)
    }
}

/// How many of the bare tasks have run.
private final class DoneCounter: Sendable {
    let count = Atomic<Int>(0)
}
