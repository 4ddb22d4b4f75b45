import MviKit

extension MviScope where State == CreateOrEditState, SideEffect == CreateOrEditSideEffect {
    /// Shows the spinner in the state and returns the state it was shown over, if `isAllowed`
    /// and nothing is committing already; otherwise changes nothing and returns `nil`.
    ///
    /// In MVP the check and the flag were two lines on the main actor, so
    /// nothing could come between them. Intents overlap: while one body waits
    /// at an `await`, the next runs. As one reduction, the check and the flag
    /// have nothing between them, wherever the code runs: of two Saves, only
    /// one gets a state back. For the same reason a success leaves the flag
    /// set: the view leaves the form on the main actor a moment later, and a
    /// Save whose intent runs in between must still find a change in flight.
    func startCommitting(when isAllowed: @Sendable (CreateOrEditState) -> Bool) -> CreateOrEditState? {
        let (old, new) = reduce { state in
            guard isAllowed(state), !state.committingChanges else { return state }
            return state.withCommittingChanges(true)
        }
        return old == new ? nil : old
    }
}
