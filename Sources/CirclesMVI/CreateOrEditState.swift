import CirclesDomain

/// Everything the create / edit circle screen shows, as one immutable value.
///
/// The Swift form of the talk's AutoValue / Immutables `CreateOrEditState`:
/// `let` properties, one initialiser whose defaults are the slide's
/// `@Value.Default`s, synthesised equality (AutoValue's `equals`), and
/// `with…` copies for reducers. Beyond the talk (its step 5), the form's name
/// and cover live here too, so the state is the screen's single source of
/// truth and survives a recreated view, or the app quitting.
public struct CreateOrEditState: Equatable, Sendable, Codable {
    /// Whether the screen creates a new circle or edits an existing one.
    public enum Mode: String, Equatable, Sendable, Codable {
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
}
