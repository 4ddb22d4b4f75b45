import Synchronization

/// Case 1: what a mutation costs without any framework, the yardstick for the rest.
enum BaselineCases {
    /// How many mutations one round makes.
    static let operations = 5_000_000

    /// A heap home for the tally, as a container's state would have.
    final class Holder {
        /// The state being mutated.
        var tally = Tally()
    }

    /// A tally behind Synchronization's `Mutex`, as a thread-safe store would keep it.
    final class Locked: Sendable {
        /// The state, locked.
        let mutex = Mutex(Tally())
    }

    /// Nanoseconds per mutation of a plain struct, with no lock.
    ///
    /// Not main-actor isolated, like the intent bodies it is compared with:
    /// the same `Mutex` loop inlined into a main-actor function measured three
    /// times slower on this toolchain, which would flatter the container.
    static func plainStruct() -> Double {
        let holder = Holder()
        let start = Stopwatch.now
        for _ in 0..<operations {
            holder.tally = Tally.advanced(holder.tally)
        }
        let result = Stopwatch.perOperation(since: start, operations: operations)
        // Reading the result keeps the loop alive; a short count would mean it was folded.
        return holder.tally.count == operations ? result : .nan
    }

    /// Nanoseconds per mutation of the same struct under `Mutex`, uncontended.
    static func mutex() -> Double {
        let locked = Locked()
        let start = Stopwatch.now
        for _ in 0..<operations {
            locked.mutex.withLock { $0 = Tally.advanced($0) }
        }
        let result = Stopwatch.perOperation(since: start, operations: operations)
        return locked.mutex.withLock { $0.count } == operations ? result : .nan
    }
}
