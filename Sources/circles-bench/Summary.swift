import Dispatch

/// The figures of one case: the median of its rounds and their spread.
///
/// The median rather than the mean, because a round that lost the CPU to
/// another process is an outlier that says nothing about the code; the
/// minimum and maximum are printed beside it so that a reader sees how noisy
/// the machine was.
struct Summary {
    /// The middle round (the mean of the two middle ones for an even count).
    let median: Double
    /// The fastest (or smallest) round.
    let minimum: Double
    /// The slowest (or largest) round.
    let maximum: Double
    /// How many rounds the figures come from.
    let rounds: Int

    /// Summarises `samples`, one per round; an empty list gives zeros.
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        rounds = sorted.count
        minimum = sorted.first ?? 0
        maximum = sorted.last ?? 0
        guard !sorted.isEmpty else {
            median = 0
            return
        }
        let middle = sorted.count / 2
        median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The smallest sample that `percent` per cent of `samples` do not exceed; 0 for none.
    static func percentile(_ percent: Int, of samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, (sorted.count * percent + 99) / 100 - 1)]
    }

    /// A summary of one exact figure, for counts that do not vary between runs.
    static func exact(_ value: Double) -> Summary {
        Summary([value])
    }
}

/// Runs `round` once to warm up (caches, allocator, lazily created threads),
/// then `count` more times, and summarises the figures those return.
@MainActor
func measure(rounds count: Int, _ round: () async -> Double) async -> Summary {
    _ = await round()
    var samples: [Double] = []
    for _ in 0..<count {
        samples.append(await round())
    }
    return Summary(samples)
}

/// The one clock every case reads: monotonic nanoseconds since boot.
///
/// `DispatchTime` is `clock_gettime(CLOCK_MONOTONIC)` on Linux, about 20 ns a
/// read, so cases read it around whole loops, or once per event where an event
/// takes microseconds.
enum Stopwatch {
    /// Nanoseconds now.
    static var now: UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// Nanoseconds per operation for `operations` operations that started at `start`.
    static func perOperation(since start: UInt64, operations: Int) -> Double {
        Double(now - start) / Double(max(1, operations))
    }
}
