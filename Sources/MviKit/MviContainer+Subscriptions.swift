import Locking

extension MviContainer {
    /// Calls `listener` with the current state now, then with every later state,
    /// in order, on the main actor.
    ///
    /// Nothing is conflated: two quick reductions are two calls. Keep the
    /// returned subscription; cancelling it (or letting it go) unregisters the
    /// listener.
    @MainActor
    public func subscribeToState(_ listener: @escaping @MainActor (State) -> Void) -> MviSubscription {
        let (current, version) = core.withLock { core in
            core.stateSubscriberCount += 1
            return (core.state, core.version)
        }
        let registered = registry.addStateListener(startVersion: version, listener)
        listener(current)
        let id = registered.id
        return MviSubscription { [weak self] in
            performOnMainActor {
                guard let self, self.registry.removeStateListener(id: id) else { return }
                self.core.withLock { $0.stateSubscriberCount -= 1 }
            }
        }
    }

    /// Calls `listener` with each side effect once, in order, on the main actor.
    ///
    /// Side effects delivered while no one was subscribed were kept, and this
    /// listener gets them first. That covers a view torn down and rebuilt (a
    /// rotation): what was posted in between is not lost.
    @MainActor
    public func subscribeToSideEffects(_ listener: @escaping @MainActor (SideEffect) -> Void) -> MviSubscription {
        let registered = registry.addSideEffectListener(listener)
        registry.replayCachedSideEffects(to: registered)
        let id = registered.id
        return MviSubscription { [weak self] in
            performOnMainActor {
                self?.registry.removeSideEffectListener(id: id)
            }
        }
    }
}
