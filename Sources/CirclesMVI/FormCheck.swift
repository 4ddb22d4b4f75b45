import CirclesDomain

/// The form's rules, from the use cases: whether Save is enabled, and whether there are changes to lose.
struct FormCheck: Sendable {
    /// Whether a name and cover may be submitted.
    let shouldAllowFormSubmission: ShouldAllowFormSubmissionUseCase
    /// Whether the fields differ from the circle being edited.
    let hasCreateCircleRequestChanged: HasCreateCircleRequestChangedUseCase

    /// `state` with Save enabled exactly when the name is valid and, in EDIT, the form differs from the circle.
    func checked(_ state: CreateOrEditState) -> CreateOrEditState {
        let enabled =
            shouldAllowFormSubmission(state.request)
            && (state.mode == .create || hasChanges(state))
        return state.withCtaEnabled(enabled)
    }

    /// Whether the form differs from the circle being edited (never, before it has loaded).
    func hasChanges(_ state: CreateOrEditState) -> Bool {
        guard let editedCircle = state.editedCircle else { return false }
        return hasCreateCircleRequestChanged(state.request, comparedWith: editedCircle)
    }

    /// Whether leaving now would lose something: input in a new circle, or changes to an edited one.
    ///
    /// Back asks first exactly then, and quitting saves the form exactly then.
    func wouldLoseInput(_ state: CreateOrEditState) -> Bool {
        switch state.mode {
        case .create: state.request.hasAnyInput
        case .edit: hasChanges(state)
        }
    }
}
