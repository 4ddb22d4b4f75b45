import MviKit
import Synchronization

/// Cases 2 and 3: the container's own costs, with one main-actor subscriber
/// attached as a view would be.
@MainActor
enum ContainerCases {
    /// Reductions per round of case 2.
    nonisolated static let reductions = 1_000_000
    /// Intents per round of the burst in case 3.
    static let burst = 100_000
    /// Intents per round of the one-at-a-time case.
    static let oneAtATime = 2_000

    /// Where an intent's body leaves a figure for the main actor to read.
    final class Result: Sendable {
        /// Nanoseconds per operation, as the bits of a `Double`.
        let bits = Atomic<UInt64>(0)

        /// The figure stored last.
        var value: Double { Double(bitPattern: bits.load(ordering: .acquiring)) }

        /// Stores a figure.
        func store(_ value: Double) { bits.store(value.bitPattern, ordering: .releasing) }
    }

    /// Nanoseconds per `reduce` inside one intent, while the subscriber is fed on the main actor.
    ///
    /// Timed inside the body, so the figure is the reductions alone; deliveries
    /// run meanwhile on the main thread, competing for the lock as they would
    /// in an app. The container lives across rounds, as a screen's does, so
    /// its queues have reached their working size after the warm-up round.
    static func reduce(on container: MviContainer<Tally, Never>) async -> Double {
        let result = Result()
        let start = container.state.count
        container.intent("reduce") { mvi in
            let start = Stopwatch.now
            for _ in 0..<reductions {
                mvi.reduce(Tally.advanced)
            }
            result.store(Stopwatch.perOperation(since: start, operations: reductions))
        }
        await container.idle()
        return container.state.count == start + reductions ? result.value : .nan
    }

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
    /// task and back, with no container: the floor under any intent that runs
    /// off the main actor and reports back to it.
    static func bareRoundTrip() async -> Double {
        var latencies: [Double] = []
        latencies.reserveCapacity(oneAtATime)
        for _ in 0..<oneAtATime {
            let start = Stopwatch.now
            await Task.detached {}.value
            latencies.append(Double(Stopwatch.now - start))
        }
        return Summary(latencies).median
    }
}
