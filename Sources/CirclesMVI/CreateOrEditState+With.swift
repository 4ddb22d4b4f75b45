import CirclesDomain

extension CreateOrEditState {
    // Each copy names every field once rather than going through a mutable
    // mirror: a reduction runs under the container's lock for every keystroke,
    // and building the state once instead of twice halves its cost.

    /// A copy with another mode.
    public func withMode(_ mode: Mode) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled,
            circleName: circleName, coverPhoto: coverPhoto)
    }

    /// A copy with the spinner shown or hidden, as on the talk's slide.
    public func withCommittingChanges(_ committingChanges: Bool) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled,
            circleName: circleName, coverPhoto: coverPhoto)
    }

    /// A copy with another edited circle.
    public func withEditedCircle(_ editedCircle: CircleConfigModel?) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled,
            circleName: circleName, coverPhoto: coverPhoto)
    }

    /// A copy with Save enabled or disabled.
    public func withCtaEnabled(_ ctaEnabled: Bool) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled,
            circleName: circleName, coverPhoto: coverPhoto)
    }

    /// A copy with another name in the form.
    public func withCircleName(_ circleName: String) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled,
            circleName: circleName, coverPhoto: coverPhoto)
    }

    /// A copy with another cover in the form, or none.
    public func withCoverPhoto(_ coverPhoto: String?) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled,
            circleName: circleName, coverPhoto: coverPhoto)
    }
}
