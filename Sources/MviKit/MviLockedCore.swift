import Locking
import Synchronization

/// A container's ``MviContainerCore`` behind its lock, in an object of its own.
///
/// Apart from the container so that the thread calling `intent` never
/// writes the container's own memory, which the drainer writes for every
/// body it runs (its reference count): intent handles hold the
/// ``MviIntentInbox``, which reaches the core for them, since cancelling or
/// awaiting an intent, all a handle does, needs only the core.
@usableFromInline
final class MviLockedCore<State: Sendable, SideEffect: Sendable>: Sendable {
    @usableFromInline let locked: Locked<MviContainerCore<State, SideEffect>>
    /// The id of the intent that finished last; lets the drainer see, without
    /// taking the lock, that a body it just started has already returned.
    @usableFromInline let lastFinishedIntent = Atomic<UInt64>(.max)

    init(_ core: consuming sending MviContainerCore<State, SideEffect>) {
        locked = Locked(core)
    }

    /// Runs `body` with the core locked.
    @inlinable
    func withLock<Result>(
        _ body: (inout sending MviContainerCore<State, SideEffect>) -> sending Result
    ) -> sending Result {
        locked.withLock(body)
    }
}
