/// The container's main-actor half: who listens, what side effects wait for a
/// listener, and the buffer a delivery works through.
///
/// Only the main actor touches it, so it needs no lock; the container's mutex
/// is taken just long enough to swap the pending queue into ``batch``.
/// The delivery path is `@usableFromInline` so that it is specialised for the
/// caller's types, like the container's hot path.
@MainActor
@usableFromInline
final class MviListenerRegistry<State: Sendable, SideEffect: Sendable> {
    // The properties read for every delivered item have unchecked
    // exclusivity: only the main actor touches them, and the delivery loop
    // copies what it iterates, so no access overlaps another; the runtime
    // check was a thread-local lookup per read.
    @exclusivity(unchecked) @usableFromInline private(set) var stateListeners: [MviListener<State>] = []
    @exclusivity(unchecked) @usableFromInline private(set) var sideEffectListeners: [MviListener<SideEffect>] = []
    /// Side effects delivered while nobody listened, kept for the next listener.
    @usableFromInline var cachedSideEffects: [SideEffect] = []
    /// Swapped with the container's pending queue, so both keep their capacity.
    @exclusivity(unchecked) @usableFromInline var batch: [MviPendingDelivery<State, SideEffect>] = []
    /// Guards against a listener re-entering delivery and reordering items.
    @usableFromInline var isDelivering = false
    private var nextID = 0

    nonisolated init() {}

    func addStateListener(
        startVersion: UInt64,
        _ handle: @escaping @MainActor (State) -> Void
    ) -> MviListener<State> {
        nextID += 1
        let listener = MviListener(id: nextID, startVersion: startVersion, handle: handle)
        stateListeners.append(listener)
        return listener
    }

    func addSideEffectListener(_ handle: @escaping @MainActor (SideEffect) -> Void) -> MviListener<SideEffect> {
        nextID += 1
        let listener = MviListener(id: nextID, startVersion: 0, handle: handle)
        sideEffectListeners.append(listener)
        return listener
    }

    /// Removes a state listener; returns whether it was still registered.
    func removeStateListener(id: Int) -> Bool {
        guard let index = stateListeners.firstIndex(where: { $0.id == id }) else { return false }
        stateListeners.remove(at: index).isActive = false
        return true
    }

    func removeSideEffectListener(id: Int) {
        guard let index = sideEffectListeners.firstIndex(where: { $0.id == id }) else { return }
        sideEffectListeners.remove(at: index).isActive = false
    }

    /// Hands the cached side effects to a new listener, oldest first.
    ///
    /// If the listener cancels itself part-way, the rest stay cached for the next one.
    func replayCachedSideEffects(to listener: MviListener<SideEffect>) {
        while listener.isActive, !cachedSideEffects.isEmpty {
            listener.handle(cachedSideEffects.removeFirst())
        }
    }

    @inlinable
    func deliver(_ item: MviPendingDelivery<State, SideEffect>) {
        switch item {
        case .state(let state, let version):
            for listener in stateListeners where listener.isActive && version > listener.startVersion {
                listener.handle(state)
            }
        case .sideEffect(let sideEffect):
            // "Nobody listens" is decided here, at delivery time, so a view that
            // unsubscribed and comes back gets what was posted in between.
            guard !sideEffectListeners.isEmpty else {
                cachedSideEffects.append(sideEffect)
                return
            }
            for listener in sideEffectListeners where listener.isActive {
                listener.handle(sideEffect)
            }
        }
    }
}
