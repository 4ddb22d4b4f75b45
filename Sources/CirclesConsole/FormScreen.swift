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

extension FormScreen {
    /// Why the form cannot take `input` now, or `nil` when it can.
    ///
    /// These are the widgets' own affordances, the same in every version: a
    /// disabled button cannot be pressed, a modal dialog covers the form. The
    /// spinner covers nothing: typing, Save, Back and Delete while a change is
    /// being saved reach the presenter, which decides what they mean there.
    public func refusal(of input: FormInput) -> String? {
        if let dialog { return refusal(of: input, whileShowing: dialog) }
        switch input {
        case .answer: return "There is no question to answer."
        case .save where !isSaveEnabled: return saveRefusal
        case .delete where mode == .create: return "Only an existing circle can be deleted."
        case .name, .coverPhoto, .save, .back, .delete: return nil
        }
    }

    /// Why Save is disabled, told from the fields: a name that does not fit
    /// comes first, since changing anything else would not enable Save.
    ///
    /// A name that looks fine but is not (invisible characters only, hidden
    /// tag characters, too many bytes) is refused with what is wrong with it,
    /// since its length on screen would not explain the refusal.
    ///
    /// A new circle with a fitting name and Save disabled only happens when a
    /// view has lost what its presenter told it (the legacy view after a
    /// reshow), so the message then claims no reason it cannot know.
    private var saveRefusal: String {
        if let problem = ShouldAllowFormSubmissionUseCase.problem(withName: name) {
            let limit = ShouldAllowFormSubmissionUseCase.maximumNameLength
            let advice = "give the circle a name of 1 to \(limit) characters."
            switch problem {
            case .empty, .tooLong: return "Save is disabled: " + advice
            case .invisible, .tagCharacters, .tooManyBytes, .controlCharacters:
                return "Save is disabled: the name \(problem); " + advice
            }
        }
        switch mode {
        case .create: return "Save is disabled."
        case .edit: return "Save is disabled: change the name or the cover first."
        }
    }

    private func refusal(of input: FormInput, whileShowing dialog: FormDialog) -> String? {
        if case .answer(let answer) = input, dialog.outcome(of: answer) != nil { return nil }
        return dialog.isQuestion ? "Answer the question first: yes or no." : "Close the message first: ok."
    }

    /// A note on a name that Save will refuse for its length, or `nil` when it fits.
    ///
    /// Shown as a text field's character counter would: the field keeps
    /// what was typed, and the presenter still decides whether Save is enabled.
    public static func lengthNote(forName name: String) -> String? {
        let count = CreateOrEditCircleRequestDomain(circleName: name).trimmedName.count
        let limit = ShouldAllowFormSubmissionUseCase.maximumNameLength
        guard count > limit else { return nil }
        return "Names are at most \(limit) characters; this one has \(count)."
    }
}

/// Something the user does on the form: the console's taps and keystrokes.
public enum FormInput: Equatable, Sendable {
    /// The name field now holds this text.
    case name(String)
    /// The cover field now holds this URL, or is emptied with `nil`.
    case coverPhoto(String?)
    /// Save was pressed.
    case save
    /// Back was pressed.
    case back
    /// Delete was pressed.
    case delete
    /// A dialog was answered.
    case answer(DialogAnswer)
}
