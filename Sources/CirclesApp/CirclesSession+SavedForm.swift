import CirclesCommandLine
import CirclesConsole
import CirclesVersions
import Foundation

extension CirclesSession {
    /// At start-up, offers the forms saved when the demo last quit, once each is known to fit this version.
    ///
    /// Each state is checked now, by restoring it into a form nobody sees, so
    /// that a stale file is reported and moved aside before anyone types
    /// `resume`. Several forms (saved by sessions that shared the store) are
    /// offered one after the other, in the order of their files.
    func offerSavedForms() async {
        guard let forms = savedForms else { return }
        for file in forms.existingFiles() {
            let copy: SavedFormCopy
            do {
                guard let read = try file.read() else { continue }
                copy = read
            } catch {
                setAside(file, because: "\(error)")
                continue
            }
            guard copy.form.architecture == architecture.rawValue else {
                let name = copy.form.architecture.printable
                output.line(
                    "A form saved by --arch \(name) waits in \(file.path.printable); run with --arch \(name) to resume it."
                )
                continue
            }
            let checking = CircleFormDependencies(repository: dependencies.circlesRepository)
            guard let form = restoredForm(copy, dependencies: checking, probe: nil) else { continue }
            await form.settle()
            let what = form.display.mode == .create ? "a new circle was being made" : "a circle was being edited"
            let name = form.display.name.isEmpty ? "no name yet" : "name \(form.display.name.quotedForError(upTo: 60))"
            form.close()
            offeredForms.append((copy, "\(what) (\(name))"))
        }
        guard let first = offeredForms.first else { return }
        let count =
            offeredForms.count == 1 ? "" : " \(offeredForms.count) forms were left unfinished, offered one at a time;"
        output.line(
            "When the demo last quit,\(count) \(first.summary): type resume to go on with it, or discard to drop it.")
    }

    /// Reopens the first offered form exactly as it was saved, unless another session took it meanwhile.
    func resumeSavedForm() -> Bool {
        guard let offered = offeredForms.first, let forms = savedForms else {
            output.line("There is no saved form to resume.")
            return false
        }
        guard let returnPlace = formReturnPlace else {
            output.line("Leave the form first: type back.")
            return false
        }
        offeredForms.removeFirst()
        guard forms.isWaiting(offered.copy) else {
            output.line("That saved form was resumed or discarded by another session meanwhile; nothing was resumed.")
            offerNextForm()
            return false
        }
        // The saved copy stays until the form is saved or closed, so a kill meanwhile loses nothing.
        let navigator = ResumedFormNavigator(session: self)
        guard let form = restoredForm(offered.copy, dependencies: dependencies, probe: probe, navigator: navigator)
        else {
            return false
        }
        // Saving applies to the circle as the form loaded it: a change another session made since is not overwritten.
        if let circle = (form as? any StateSavingFormScreen)?.openedCircle { noteOpenedCircle(circle) }
        savedForms?.resumed = SavedForms.ResumedForm(copy: offered.copy, navigator: navigator)
        place = .form(form, returnTo: returnPlace)
        output.line("The form is back as it was when the demo quit.")
        return false
    }

    /// Deletes the saved copy of the resumed form, which has been saved, closed, or left with nothing to lose.
    func removeResumedCopy() {
        guard let forms = savedForms, let resumed = forms.resumed else { return }
        savedForms?.resumed = nil
        do {
            _ = try forms.remove(resumed.copy)
        } catch {
            output.line("The form's saved copy could not be removed (\(error)), so it will be offered again.")
        }
        offerNextForm()
    }

    /// Deletes the first offered form, as asked, unless another session took it meanwhile.
    func discardSavedForm() -> Bool {
        guard let offered = offeredForms.first, let forms = savedForms else {
            output.line("There is no saved form to discard.")
            return false
        }
        do {
            if try forms.remove(offered.copy) {
                output.line("The saved form was discarded.")
            } else {
                output.line("That saved form was resumed or discarded by another session meanwhile; it is gone.")
            }
            offeredForms.removeFirst()
            offerNextForm()
        } catch {
            output.line(
                "The saved form could not be removed (\(error)); it is still in \(offered.copy.file.path.printable).")
        }
        return false
    }

    /// Keeps the open form for the next start, when the version can and leaving would lose something.
    ///
    /// A resumed form goes back to its own file while that file still holds
    /// the copy it came from; any other form takes the first free file, so
    /// that a form another session saved is never replaced. When the form
    /// cannot be saved, the session notes it (``lostUnfinishedForm``), and
    /// the demo exits with status 1.
    func saveOpenForm(_ form: any CircleFormScreen) {
        guard let forms = savedForms else { return }
        guard let saving = form as? any StateSavingFormScreen else {
            output.line(architecture.stateSavingRefusal ?? "This version does not save its form.")
            return
        }
        do {
            guard let state = try saving.savedState() else { return removeResumedCopy() }
            let file = try forms.save(
                SavedForm(architecture: architecture.rawValue, state: state), replacing: forms.resumed?.copy)
            let others = forms.existingFiles().count - 1
            let along = others == 0 ? "" : ", along with \(others) other\(others == 1 ? "" : "s") waiting"
            output.line(
                "The unfinished form was saved in \(file.path.printable); the next start offers it back\(along).")
        } catch {
            lostUnfinishedForm = true
            var held = form.display.name.isEmpty ? [] : ["name \(form.display.name.quotedForError(upTo: 60))"]
            if let cover = form.display.coverPhoto { held.append("cover \(cover.quotedForError(upTo: 200))") }
            let what = held.isEmpty ? "" : " (\(held.joined(separator: ", ")))"
            output.line("The unfinished form could not be saved: \(error). What it held\(what) is lost.")
        }
    }

    /// Offers the next waiting form, once the one before has been dealt with.
    private func offerNextForm() {
        guard let next = offeredForms.first else { return }
        output.line("Another form waits: \(next.summary): type resume to go on with it, or discard to drop it.")
    }

    /// A form of this version with `copy` restored into it, or `nil` after moving a stale file aside.
    ///
    /// With a `probe`, the form is recorded from its restoring on, like a form opened with `new`.
    private func restoredForm(
        _ copy: SavedFormCopy,
        dependencies: CircleFormDependencies,
        probe: FormProbe?,
        navigator: (any FormNavigator)? = nil
    ) -> (any CircleFormScreen)? {
        let form = architecture.makeFormScreen(
            launch: .create, dependencies: dependencies, navigator: navigator ?? self, probe: probe)
        guard let saving = form as? any StateSavingFormScreen else {
            form.close()
            output.line("This version cannot resume a saved form; it stays in \(copy.file.path.printable).")
            return nil
        }
        do {
            try saving.restore(savedState: copy.form.state)
            return form
        } catch {
            form.close()
            setAside(copy.file, because: "\(error)")
            return nil
        }
    }

    private func setAside(_ file: SavedFormFile, because reason: String) {
        let reason = reason.printable
        guard let moved = file.moveAside() else {
            output.line(
                "The saved form in \(file.path.printable) cannot be used (\(reason)) nor moved aside;"
                    + " it was left as it was.")
            return
        }
        output.line(
            "The saved form in \(file.path.printable) cannot be used (\(reason)); "
                + "it was moved to \(moved.path(percentEncoded: false).printable) and nothing was resumed.")
    }
}
