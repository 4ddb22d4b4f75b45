import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT, turned from a sudden death into the end `quit` gives.
///
/// Left to their default, each ends the process at once: the unfinished
/// form is lost, and a save cut off half-way leaves its temporary file
/// behind; SIGQUIT (Ctrl-\) even has the Swift runtime print a crash
/// report of every thread first. Here the process ignores them, and a
/// Dispatch source hands each to `handler` on the main actor instead,
/// between two of the session's steps, where saving the form and exiting
/// are safe.
///
/// The sources run on a queue of their own, not on the main one, because the
/// main thread may be the one that cannot move: blocked writing to a reader
/// that stopped reading (`circles | sleep 30`). The source first marks the
/// arrival (``hasArrived``, ``arrivalDescriptor``), which wakes such a write
/// and makes it give up (see ``StandardStreams``), and only then queues the
/// handler on the main actor.
@MainActor
final class EndingSignals {
    /// The signals caught: Ctrl-C, a polite kill, a terminal that went away, and Ctrl-\.
    nonisolated static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private var sources: [any DispatchSourceSignal] = []
    private var handler: (@MainActor (Int32) -> Void)?
    private nonisolated static let queue = DispatchQueue(label: "circles.ending-signals")
    /// The first ending signal that arrived, or 0.
    private nonisolated static let arrived = Atomic<Int32>(0)
    /// A pipe nothing reads: one byte in it makes its read end readable for good.
    private nonisolated static let arrivalPipe: (read: Int32, write: Int32) = {
        var descriptors: [Int32] = [-1, -1]
        _ = pipe(&descriptors)
        return (descriptors[0], descriptors[1])
    }()

    /// Starts catching the signals; `handler` gets the number of each one that arrives.
    init(handler: @escaping @MainActor (Int32) -> Void) {
        self.handler = handler
        _ = Self.arrivalPipe
        let deliver: @Sendable (Int32) -> Void = { number in
            DispatchQueue.main.async { MainActor.assumeIsolated { self.handler?(number) } }
        }
        for number in Self.numbers {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: Self.queue)
            source.setEventHandler(handler: Self.arrivalHandler(for: number, deliver: deliver))
            source.resume()
            sources.append(source)
        }
    }

    /// What a source runs on its own queue when `number` arrives: mark the arrival, then `deliver` it.
    ///
    /// Built outside the main actor, so that the closure is not taken to be
    /// isolated to it: it runs on the signals' queue, whatever the main thread is doing.
    private nonisolated static func arrivalHandler(
        for number: Int32,
        deliver: @escaping @Sendable (Int32) -> Void
    ) -> @Sendable () -> Void {
        {
            markArrival(of: number)
            deliver(number)
        }
    }

    /// Whether an ending signal has arrived; from then on the session only winds down.
    nonisolated static var hasArrived: Bool {
        arrivedSignal != nil
    }

    /// The first ending signal that arrived, if one has.
    nonisolated static var arrivedSignal: Int32? {
        let number = arrived.load(ordering: .acquiring)
        return number == 0 ? nil : number
    }

    /// A descriptor that turns readable once an ending signal has arrived, and stays so:
    /// a thread waiting in `poll` on it wakes at the arrival, from whichever thread marks it.
    nonisolated static var arrivalDescriptor: Int32 {
        arrivalPipe.read
    }

    private nonisolated static func markArrival(of number: Int32) {
        guard arrived.compareExchange(expected: 0, desired: number, ordering: .acquiringAndReleasing).exchanged
        else { return }
        var byte: UInt8 = 1
        _ = write(arrivalPipe.write, &byte, 1)
    }

    /// Stops handing signals to the handler; from now on they are ignored, as the process is ending anyway.
    ///
    /// The handler is let go at once: a cancelled source keeps its own
    /// closure until its queue disposes of it, which an exiting process
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
