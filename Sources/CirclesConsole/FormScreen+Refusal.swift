import CirclesDomain

extension FormScreen {
    /// Why the form cannot take `input` now, or `nil` when it can.
    ///
    /// These are the widgets' own affordances, the same in every version: a
    /// disabled button cannot be pressed, a modal dialog or spinner covers the
    /// form. Deciding what an accepted input *means* stays with the presenter.
    public func refusal(of input: FormInput) -> String? {
        if let dialog { return refusal(of: input, whileShowing: dialog) }
        if progress != nil { return "Please wait: the change is being saved." }
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
    /// A new circle with a fitting name and Save disabled only happens when a
    /// view has lost what its presenter told it (the legacy view after a
    /// rotation), so the message then claims no reason it cannot know.
    private var saveRefusal: String {
        guard ShouldAllowFormSubmissionUseCase()(request) else {
            let limit = ShouldAllowFormSubmissionUseCase.maximumNameLength
            return "Save is disabled: give the circle a name of 1 to \(limit) characters."
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
