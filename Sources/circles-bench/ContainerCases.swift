import Dispatch
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

    /// Nanoseconds per operation for `burst` bare tasks started back to back on one serial
    /// executor, each created under a lock and updating a `Mutex`, until the last has run:
    /// the floor of a task per intent, started in call order, with an atomic change.
    static func serialTaskFloor() async -> Double {
        let start = Stopwatch.now
        await startSerialTasks(burst)
        return Stopwatch.perOperation(since: start, operations: burst)
    }

    /// Starts `count` tasks on one serial executor, each under a lock, each adding one to a
    /// `Mutex`; returns once the last has.
    private nonisolated static func startSerialTasks(_ count: Int) async {
        let executor = SerialQueueExecutor()
        let counts = FloorCounts()
        await withCheckedContinuation { (allDone: CheckedContinuation<Void, Never>) in
            for _ in 0..<count {
                counts.started.withLock { started in
                    started += 1
                    Task(executorPreference: executor) {
                        if counts.finished.withLock({ finished in
                            finished += 1
                            return finished
                        }) == count {
                            allDone.resume()
                        }
                    }
                }
            }
        }
    }

    /// Nanoseconds from calling `intent` to the subscriber seeing its state, for intents
    /// started one at a time, each after the last was seen: a keystroke's round trip.
    static func intentLatencies() async -> [Double] {
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
        return latencies
    }

    /// The median nanoseconds of a bare task on a serial executor, started from the main actor,
    /// hopping back to a main-actor subscriber, with no container: the floor under any intent
    /// that runs off the main actor and reports back to it.
    ///
    /// Measured in the same rhythm as an intent one at a time: the subscriber
    /// stamps the time, then resumes the waiting code, a second main-actor turn.
    static func taskHopFloor() async -> Double {
        let executor = SerialQueueExecutor()
        let probe = DeliveryProbe()
        var latencies: [Double] = []
        latencies.reserveCapacity(oneAtATime)
        for _ in 0..<oneAtATime {
            probe.expect(probe.deliveries + 1)
            let start = Stopwatch.now
            Task(executorPreference: executor) { await probe.receive() }
            await probe.waitForExpected()
            latencies.append(Double(probe.arrivedAt - start))
        }
        return Summary(latencies).median
    }
}

/// The floor's two locks: one that numbers the tasks as they are made, one that each task updates.
private final class FloorCounts: Sendable {
    let started = Mutex<Int>(0)
    let finished = Mutex<Int>(0)
}

/// A serial queue as a task executor, as the container's own is: the floors run on one like it.
final class SerialQueueExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "circles-bench serial executor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
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
