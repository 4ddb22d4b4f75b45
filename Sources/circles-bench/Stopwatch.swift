import Dispatch

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
