import MviKit

extension MviScope where State == CreateOrEditState, SideEffect == CreateOrEditSideEffect {
    /// Shows the spinner and returns the state it was shown over, if `isAllowed`
    /// and nothing is committing already; otherwise changes nothing and returns `nil`.
    ///
    /// Checking and setting in one reduction is what makes a double submit
    /// harmless: of two intents racing here, only one gets a state back.
    func startCommitting(when isAllowed: (CreateOrEditState) -> Bool) -> CreateOrEditState? {
        var started: CreateOrEditState?
        reduce { state in
            guard isAllowed(state), !state.committingChanges else { return state }
            started = state
            return state.withCommittingChanges(true)
        }
        return started
    }

    /// Hides the spinner and asks the view to show the error, in that order.
    func stopCommittingWithError() {
        reduce { $0.withCommittingChanges(false) }
        postSideEffect(.showError)
    }
}
