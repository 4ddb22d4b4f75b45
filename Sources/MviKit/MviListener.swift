/// A state or side-effect listener registered on the main actor.
///
/// A class, so that a delivery loop working on a copy of the listener list
/// still sees a cancellation that happens half-way through it.
@MainActor
@usableFromInline
final class MviListener<Value> {
    let id: Int
    /// The state version this listener was handed when it subscribed; older
    /// queued states are skipped. Always 0 for side-effect listeners.
    @usableFromInline let startVersion: UInt64
    @usableFromInline let handle: @MainActor (Value) -> Void
    /// False once cancelled; read for every delivered item.
    ///
    /// Unchecked exclusivity: only the main actor touches it, and no access to
    /// it spans a call, so the runtime check (a thread-local lookup per read)
    /// could never fire and cost more than the delivery itself.
    @exclusivity(unchecked) @usableFromInline var isActive = true

    init(id: Int, startVersion: UInt64, handle: @escaping @MainActor (Value) -> Void) {
        self.id = id
        self.startVersion = startVersion
        self.handle = handle
    }
}
