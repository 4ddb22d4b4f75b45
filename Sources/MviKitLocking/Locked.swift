import Synchronization

/// A value behind a `Mutex`, whose ordering ThreadSanitizer can see.
///
/// On Linux, `Mutex` from Synchronization waits through futex calls inside a
/// module built without sanitizer instrumentation, so ThreadSanitizer cannot
/// see that one critical section happens before the next and reports races
/// that cannot happen. Each critical section here also loads an atomic with
/// acquiring ordering on entry and stores it with releasing ordering on exit:
/// that states to the sanitizer what the mutex already guarantees. On x86 and
/// ARM both are ordinary loads and stores, so the price outside the sanitizer
/// is next to nothing. Every lock in the package is one of these, so the
/// thread-sanitizer pass in CI reports only real races. Inlinable, so that it
/// costs no call on the MVI container's hot path.
public struct Locked<Value: ~Copyable>: ~Copyable, Sendable {
    @usableFromInline let mutex: Mutex<Value>
    @usableFromInline let order = Atomic<Int>(0)

    /// Creates a lock guarding `value`.
    @inlinable
    public init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the guarded value.
    @inlinable
    public borrowing func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            _ = order.load(ordering: .acquiring)
            defer { order.store(0, ordering: .releasing) }
            return try body(&value)
        }
    }
}
