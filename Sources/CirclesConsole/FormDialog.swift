/// A dialog the form can show, and what each answer to it means.
public enum FormDialog: Equatable, Sendable, CaseIterable {
    /// Leaving a new circle with input: discard it?
    case discardNewCircle
    /// Leaving an edited circle with changes: discard them?
    case discardChanges
    /// Deleting the edited circle: really?
    case deleteCircle
    /// The circle could not be created.
    case createFailed
    /// The change could not be saved: what every version's view shows when an
    /// edit or a delete fails, since the talk's contract has one call for both.
    case updateFailed
    /// The circle to edit could not be loaded; the form closes after it.
    case loadFailed
    /// The circle could not be deleted: no view sets it; the console shows
    /// ``updateFailed`` as this when it knows the change was a deletion.
    case deleteFailed

    /// Whether the dialog asks a question (yes / no) rather than reporting an error (ok).
    public var isQuestion: Bool {
        switch self {
        case .discardNewCircle, .discardChanges, .deleteCircle: true
        case .createFailed, .updateFailed, .loadFailed, .deleteFailed: false
        }
    }

    /// What `answer` does, or `nil` when the dialog does not take it.
    ///
    /// The answers are the view's own business in every version (the talk's
    /// contracts have no presenter call for "discard"), except confirming a
    /// deletion, which the view forwards to the presenter.
    public func outcome(of answer: DialogAnswer) -> DialogOutcome? {
        switch (self, answer) {
        case (.discardNewCircle, .yes), (.discardChanges, .yes), (.loadFailed, .ok): .leave
        case (.deleteCircle, .yes): .confirmDeletion
        case (.discardNewCircle, .no), (.discardChanges, .no), (.deleteCircle, .no): .dismiss
        case (.createFailed, .ok), (.updateFailed, .ok), (.deleteFailed, .ok): .dismiss
        default: nil
        }
    }
}

/// An answer the user gives to a dialog.
public enum DialogAnswer: String, Equatable, Sendable {
    /// Confirms a question.
    case yes
    /// Declines a question.
    case no
    /// Acknowledges an error.
    case ok
}

/// What answering a dialog leads to.
public enum DialogOutcome: Equatable, Sendable {
    /// The dialog closes and the form stays.
    case dismiss
    /// The dialog closes and so does the form.
    case leave
    /// The dialog closes and the deletion goes ahead.
    case confirmDeletion
}
