import CirclesDomain

/// Everything the create / edit circle screen shows, as one immutable value.
///
/// The Swift form of the talk's AutoValue / Immutables `CreateOrEditState`:
/// `let` properties, one initialiser whose defaults are the slide's
/// `@Value.Default`s, synthesised equality (AutoValue's `equals`), and
/// `with…` copies for reducers. Beyond the talk, the form's name and cover
/// live here too, so the state is the screen's single source of truth: a
/// recreated view draws the whole form from it.
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
    /// The name field, exactly as typed.
    public let circleName: String
    /// The cover field, or `nil` when empty.
    public let coverPhoto: String?

    /// A state; with no arguments, the screen as it first opens for a new circle.
    public init(
        mode: Mode = .create,
        committingChanges: Bool = false,
        editedCircle: CircleConfigModel? = nil,
        ctaEnabled: Bool = false,
        circleName: String = "",
        coverPhoto: String? = nil
    ) {
        self.mode = mode
        self.committingChanges = committingChanges
        self.editedCircle = editedCircle
        self.ctaEnabled = ctaEnabled
        self.circleName = circleName
        self.coverPhoto = coverPhoto
    }

    /// The request the form's fields make up.
    public var request: CreateOrEditCircleRequestDomain {
        CreateOrEditCircleRequestDomain(circleName: circleName, coverPhoto: coverPhoto)
    }

    /// A copy with another mode.
    public func withMode(_ mode: Mode) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled,
            circleName: circleName, coverPhoto: coverPhoto)
    }

    // excerpt:begin with-copy
    /// A copy with the spinner shown or hidden, as on the talk's slide.
    public func withCommittingChanges(_ committingChanges: Bool) -> CreateOrEditState {
        CreateOrEditState(
            mode: mode, committingChanges: committingChanges, editedCircle: editedCircle, ctaEnabled: ctaEnabled,
            circleName: circleName, coverPhoto: coverPhoto)
    }
    // excerpt:end with-copy

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
