import CirclesDomain

/// The create / edit form as the user sees it: its fields, Save, the spinner and any dialog.
///
/// This is the console's equivalent of a screen's widgets. Legacy views set
/// it piece by piece from view calls; MVI views map it from state.
public struct FormScreen: Equatable, Sendable {
    /// Which form this is, as its title says.
    public enum Mode: Equatable, Sendable {
        /// "New circle".
        case create
        /// "Edit circle".
        case edit
    }

    /// What the spinner says while a change is committed.
    public enum Progress: Equatable, Sendable {
        /// The create spinner.
        case creating
        /// The edit spinner, also shown while deleting.
        case updating

        /// What the spinner says, on the form and on a terminal's animated line alike.
        public var caption: String {
            switch self {
            case .creating: "Creating the circle"
            case .updating: "Saving the change"
            }
        }
    }

    /// Whether the form creates or edits.
    public var mode: Mode
    /// The name field's text, exactly as typed.
    public var name: String
    /// The cover field's URL, or `nil` when empty.
    public var coverPhoto: String?
    /// Whether the Save button can be pressed.
    public var isSaveEnabled: Bool
    /// The spinner, when one is shown.
    public var progress: Progress?
    /// The open dialog, if any.
    public var dialog: FormDialog?

    /// A form as it first appears: empty fields, Save disabled, nothing in progress.
    public init(
        mode: Mode,
        name: String = "",
        coverPhoto: String? = nil,
        isSaveEnabled: Bool = false,
        progress: Progress? = nil,
        dialog: FormDialog? = nil
    ) {
        self.mode = mode
        self.name = name
        self.coverPhoto = coverPhoto
        self.isSaveEnabled = isSaveEnabled
        self.progress = progress
        self.dialog = dialog
    }

    /// The request the fields make up, as the form would send it.
    public var request: CreateOrEditCircleRequestDomain {
        CreateOrEditCircleRequestDomain(circleName: name, coverPhoto: coverPhoto)
    }
}
