import CirclesDomain

/// Step 1: what the screen keeps showing, read off the view contract and written down as one value.
///
/// Each field stands for a group of view calls: `committingChanges` for the
/// two spinners and the two error dialogs that stop them, `ctaEnabled` for
/// `enableCTA` / `disableCTA`, `mode` and `editedCircle` for
/// `setEditableCircleData`. In step 1 only the presenter's own bookkeeping
/// lives here; from step 3 on, the view learns from it too.
public struct CreateOrEditState: Equatable, Sendable {
    /// Whether the screen creates a new circle or edits an existing one.
    ///
    /// It moved here from the contract: it is part of what the screen is.
    public enum Mode: Equatable, Sendable {
        /// A new circle (the default).
        case create
        /// An existing circle.
        case edit
    }

    /// Create or edit.
    public let mode: Mode
    /// Whether a create, edit or delete is in flight (the spinner).
    public let committingChanges: Bool
    /// The circle being edited, once loaded; `nil` in CREATE.
    public let editedCircle: CircleConfigModel?
    /// Whether Save can be pressed.
    public let ctaEnabled: Bool

    /// A state; with no arguments, the screen as it first opens for a new circle.
    public init(
        mode: Mode = .create,
        committingChanges: Bool = false,
        editedCircle: CircleConfigModel? = nil,
        ctaEnabled: Bool = false
    ) {
        self.mode = mode
        self.committingChanges = committingChanges
        self.editedCircle = editedCircle
        self.ctaEnabled = ctaEnabled
    }

    /// A copy with another mode.
    public func withMode(_ mode: Mode) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled)
    }

    // excerpt:begin with-copy
    /// A copy with the spinner shown or hidden, as on the talk's slide.
    public func withCommittingChanges(_ committingChanges: Bool) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled)
    }
    // excerpt:end with-copy

    /// A copy with another edited circle.
    public func withEditedCircle(_ editedCircle: CircleConfigModel?) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled)
    }

    /// A copy with Save enabled or disabled.
    public func withCtaEnabled(_ ctaEnabled: Bool) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled)
    }
}
