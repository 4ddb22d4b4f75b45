import Locking

extension MviContainer {
    /// Applies a reduction on behalf of the intent called `intentName`.
    @inlinable
    func reduce(_ reducer: (State) -> State, intentName: String) {
        reduce(reducer, intentName: intentName) { core, old, new in
            core.isUnchanged?(old, new) ?? false
        }
    }

    /// Applies a reduction, skipping it when `isUnchanged` says the new state is no change.
    @inlinable
    func reduce(
        _ reducer: (State) -> State,
        intentName: String,
        isUnchanged: (borrowing MviContainerCore<State, SideEffect>, State, State) -> Bool
    ) {
        let mustSchedule = core.withLock { core in
            guard !core.isClosed else { return false }
            let old = core.state
            let new = reducer(old)
            if isUnchanged(core, old, new) { return false }
            let mustSchedule = core.replaceState(with: new)
            core.notify(.stateChanged(old: old, new: new, intent: intentName))
            core.record(new, intent: intentName)
            return mustSchedule
        }
        if mustSchedule {
            scheduleDelivery()
        }
    }

    /// Queues a side effect posted by the intent called `intentName`.
    @inlinable
    func postSideEffect(_ sideEffect: SideEffect, intentName: String) {
        let mustSchedule = core.withLock { core in
            guard !core.isClosed else { return false }
            core.notify(.sideEffectPosted(sideEffect, intent: intentName))
            return core.enqueue(.sideEffect(sideEffect))
        }
        if mustSchedule {
            scheduleDelivery()
        }
    }
}
