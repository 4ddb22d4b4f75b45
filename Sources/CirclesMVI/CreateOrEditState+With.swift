import CirclesDomain

extension CreateOrEditState {
    /// A copy with another mode.
    public func withMode(_ mode: Mode) -> CreateOrEditState {
        copy { $0.mode = mode }
    }

    /// A copy with the spinner shown or hidden, as on the talk's slide.
    public func withCommittingChanges(_ committingChanges: Bool) -> CreateOrEditState {
        copy { $0.committingChanges = committingChanges }
    }

    /// A copy with another edited circle.
    public func withEditedCircle(_ editedCircle: CircleConfigModel?) -> CreateOrEditState {
        copy { $0.editedCircle = editedCircle }
    }

    /// A copy with Save enabled or disabled.
    public func withCtaEnabled(_ ctaEnabled: Bool) -> CreateOrEditState {
        copy { $0.ctaEnabled = ctaEnabled }
    }

    /// A copy with another name in the form.
    public func withCircleName(_ circleName: String) -> CreateOrEditState {
        copy { $0.circleName = circleName }
    }

    /// A copy with another cover in the form, or none.
    public func withCoverPhoto(_ coverPhoto: String?) -> CreateOrEditState {
        copy { $0.coverPhoto = coverPhoto }
    }

    /// The one place a copy is made, so each `with…` names just the field it changes.
    private func copy(_ change: (inout Fields) -> Void) -> CreateOrEditState {
        var fields = Fields(self)
        change(&fields)
        return CreateOrEditState(
            mode: fields.mode,
            committingChanges: fields.committingChanges,
            editedCircle: fields.editedCircle,
            ctaEnabled: fields.ctaEnabled,
            circleName: fields.circleName,
            coverPhoto: fields.coverPhoto
        )
    }

    /// A mutable mirror of the state's fields, used only while copying.
    private struct Fields {
        var mode: Mode
        var committingChanges: Bool
        var editedCircle: CircleConfigModel?
        var ctaEnabled: Bool
        var circleName: String
        var coverPhoto: String?

        init(_ state: CreateOrEditState) {
            mode = state.mode
            committingChanges = state.committingChanges
            editedCircle = state.editedCircle
            ctaEnabled = state.ctaEnabled
            circleName = state.circleName
            coverPhoto = state.coverPhoto
        }
    }
}
