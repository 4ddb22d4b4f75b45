/// Renders the create / edit form: fields, Save, then the spinner or dialog covering it.
///
/// The fields are shown ``Swift/String/printable``: a form put back from a
/// saved file, or prefilled from a store, holds text from outside the demo.
struct FormRenderer {
    let style: TextStyle

    func lines(for form: FormScreen) -> [String] {
        var lines = [
            style.apply(.title, to: form.mode == .create ? "[ New circle ]" : "[ Edit circle ]"),
            "  Name   \(nameText(form.name))",
            "  Cover  \(form.coverPhoto?.printable ?? "none")",
            "  Save   " + (form.isSaveEnabled ? style.apply(.positive, to: "enabled") : "disabled"),
        ]
        if let dialog = form.dialog {
            lines.append(dialogLine(dialog))
        } else if let progress = form.progress {
            lines.append(style.apply(.muted, to: "  … " + progress.caption))
        } else {
            lines.append(hintLine(form.mode))
        }
        return lines
    }

    /// The name as shown: a blank name would be invisible, so it is described instead.
    private func nameText(_ name: String) -> String {
        if name.isEmpty { return "(empty)" }
        if name.allSatisfy({ $0.isWhitespace }) { return "(blank)" }
        return name.printable
    }

    private func dialogLine(_ dialog: FormDialog) -> String {
        let answers = dialog.isQuestion ? "yes · no" : "ok"
        let role: TextStyle.Role = dialog.isQuestion ? .question : .failure
        return style.apply(role, to: "  \(dialog.isQuestion ? "?" : "!") \(message(of: dialog))") + "  "
            + style.apply(.muted, to: answers)
    }

    private func hintLine(_ mode: FormScreen.Mode) -> String {
        var commands = ["name TEXT", "cover URL", "cover -", "save", "back"]
        if mode == .edit { commands.append("delete") }
        return style.apply(.muted, to: "  " + commands.joined(separator: " · "))
    }

    private func message(of dialog: FormDialog) -> String {
        switch dialog {
        case .discardNewCircle: "Discard this new circle?"
        case .discardChanges: "Discard your changes?"
        case .deleteCircle: "Delete this circle? This cannot be undone."
        case .createFailed: "The circle could not be created. Please try again."
        case .updateFailed: "The change could not be saved. Please try again."
        case .loadFailed: "This circle could not be loaded."
        case .deleteFailed: "The circle could not be deleted. Please try again."
        }
    }
}
