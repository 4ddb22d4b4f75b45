import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP, turned from a sudden death into the end `quit` gives.
///
/// Left to their default, each of the three ends the process at once: the
/// unfinished form is lost, and a save cut off half-way leaves its temporary
/// file behind. Here the process ignores them, and a Dispatch source on the
/// main queue hands each to `handler` on the main actor instead, between two
/// of the session's steps, where saving the form and exiting are safe.
@MainActor
final class EndingSignals {
    /// The signals caught: Ctrl-C, a polite kill, and a terminal that went away.
    nonisolated static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private var sources: [any DispatchSourceSignal] = []
    private var handler: (@MainActor (Int32) -> Void)?

    /// Starts catching the signals; `handler` gets the number of each one that arrives.
    init(handler: @escaping @MainActor (Int32) -> Void) {
        self.handler = handler
        for number in Self.numbers {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { self.handler?(number) } }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops handing signals to the handler; from now on they are ignored, as the process is ending anyway.
    ///
    /// The handler is let go at once: a cancelled source keeps its own
    /// closure until the main queue disposes of it, which an exiting process
    /// never does, and what the handler holds (the session) must go with the
    /// session's end, not outlive it.
    func stop() {
        handler = nil
        for source in sources { source.cancel() }
        sources = []
    }

    /// The exit status for a process ended by `number`, as a shell reports one killed by it: 128 plus the number.
    nonisolated static func exitStatus(for number: Int32) -> Int32 {
        128 + number
    }
}
