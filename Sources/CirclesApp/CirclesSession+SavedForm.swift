import CirclesConsole
import Foundation

extension CirclesSession {
    /// At start-up, offers the form saved when the demo last quit, once it is known to fit this version.
    ///
    /// The state is checked now, by restoring it into a form nobody sees, so
    /// that a stale file is reported and moved aside before anyone types
    /// `resume`.
    func offerSavedForm() async {
        guard let file = savedForms else { return }
        let saved: SavedForm
        do {
            guard let read = try file.read() else { return }
            saved = read
        } catch {
            return setAside(file, because: "\(error)")
        }
        guard saved.architecture == architecture.rawValue else {
            let name = saved.architecture.printable
            output.line("A form saved by --arch \(name) waits in \(file.path); run with --arch \(name) to resume it.")
            return
        }
        let checking = CircleFormDependencies(repository: dependencies.circlesRepository)
        guard let form = restoredForm(saved, dependencies: checking, probe: nil, file: file) else { return }
        await form.settle()
        let what = form.display.mode == .create ? "a new circle was being made" : "a circle was being edited"
        let name = form.display.name.isEmpty ? "no name yet" : "name \(form.display.name.quotedForError(upTo: 60))"
        form.close()
        offeredForm = saved
        output.line("When the demo last quit, \(what) (\(name)): type resume to go on with it, or discard to drop it.")
    }

    /// Reopens the offered form exactly as it was saved.
    func resumeSavedForm() -> Bool {
        guard let saved = offeredForm, let file = savedForms else {
            output.line("There is no saved form to resume.")
            return false
        }
        guard let returnPlace = formReturnPlace else {
            output.line("Leave the form first: type back.")
            return false
        }
        offeredForm = nil
        // The saved copy stays until the form is saved or closed, so a kill meanwhile loses nothing.
        let navigator = ResumedFormNavigator(session: self)
        guard
            let form = restoredForm(saved, dependencies: dependencies, probe: probe, file: file, navigator: navigator)
        else {
            return false
        }
        savedForms?.resumedFormNavigator = navigator
        place = .form(form, returnTo: returnPlace)
        output.line("The form is back as it was when the demo quit.")
        return false
    }

    /// Deletes the saved copy of the resumed form, which has been saved, closed, or left with nothing to lose.
    func removeResumedCopy() {
        guard let file = savedForms, file.resumedFormNavigator != nil else { return }
        savedForms?.resumedFormNavigator = nil
        do {
            try file.remove()
        } catch {
            output.line("The form's saved copy could not be removed (\(error)), so it will be offered again.")
        }
    }

    /// Deletes the offered form, as asked.
    func discardSavedForm() -> Bool {
        guard offeredForm != nil, let file = savedForms else {
            output.line("There is no saved form to discard.")
            return false
        }
        do {
            try file.remove()
            offeredForm = nil
            output.line("The saved form was discarded.")
        } catch {
            output.line("The saved form could not be removed (\(error)); it is still in \(file.path).")
        }
        return false
    }

    /// Keeps the open form for the next start, when the version can and leaving would lose something.
    func saveOpenForm(_ form: any CircleFormScreen) {
        guard let file = savedForms else { return }
        guard let saving = form as? any StateSavingFormScreen else {
            output.line(architecture.stateSavingRefusal ?? "This version does not save its form.")
            return
        }
        do {
            guard let state = try saving.savedState() else { return removeResumedCopy() }
            try file.write(SavedForm(architecture: architecture.rawValue, state: state))
            let replacing = offeredForm == nil ? "" : ", replacing the one saved before"
            output.line("The unfinished form was saved in \(file.path)\(replacing); the next start offers it back.")
        } catch {
            output.line("The unfinished form could not be saved: \(error)")
        }
    }

    /// A form of this version with `saved` restored into it, or `nil` after moving a stale file aside.
    ///
    /// With a `probe`, the form is recorded from its restoring on, like a form opened with `new`.
    private func restoredForm(
        _ saved: SavedForm,
        dependencies: CircleFormDependencies,
        probe: FormProbe?,
        file: SavedFormFile,
        navigator: (any FormNavigator)? = nil
    ) -> (any CircleFormScreen)? {
        let form = architecture.makeFormScreen(
            launch: .create, dependencies: dependencies, navigator: navigator ?? self, probe: probe)
        guard let saving = form as? any StateSavingFormScreen else {
            form.close()
            output.line("This version cannot resume a saved form; it stays in \(file.path).")
            return nil
        }
        do {
            try saving.restore(savedState: saved.state)
            return form
        } catch {
            form.close()
            setAside(file, because: "\(error)")
            return nil
        }
    }

    private func setAside(_ file: SavedFormFile, because reason: String) {
        let reason = reason.printable
        guard let moved = file.moveAside() else {
            output.line(
                "The saved form in \(file.path) cannot be used (\(reason)) nor moved aside; it was left as it was.")
            return
        }
        output.line(
            "The saved form in \(file.path) cannot be used (\(reason)); "
                + "it was moved to \(moved.path(percentEncoded: false)) and nothing was resumed.")
    }
}
