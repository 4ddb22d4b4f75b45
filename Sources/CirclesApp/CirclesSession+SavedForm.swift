import CirclesCommandLine
import CirclesConsole
import CirclesData
import CirclesSavedForms
import CirclesVersions
import Foundation

extension CirclesSession {
    /// At start-up, claims the forms saved when the demo last quit and offers those that fit this version.
    ///
    /// Each form is claimed first (``ClaimedForm``), so that another session
    /// started meanwhile does not offer it too. Files other users wrote under
    /// a form's name are left alone, and said so in one line, however many
    /// there are. Each state is then checked by restoring it
    /// into a form nobody sees, and its name and cover as typing them would
    /// be checked: a stale or doctored file is reported and moved aside
    /// before anyone types `resume`, and a form saved by another version
    /// goes back for that version. Several forms (saved by sessions that
    /// shared the store) are offered one after the other, in the order of their files.
    func offerSavedForms() async {
        guard let forms = savedForms else { return }
        var (claims, others) = forms.claimWaiting()
        for (file, claimed) in claims {
            let claim: ClaimedForm
            switch claimed {
            case .success(let taken): claim = taken
            case .failure(.taken): continue
            case .failure(.anotherUsers(let owner)):
                others.append((file, owner))
                continue
            case .failure(.unclaimable(let reason)):
                output.line(
                    "The saved form in \(file.shown) cannot be kept from other sessions (\(reason.printable));"
                        + " it is not offered, and was left as it was.")
                continue
            case .failure(.unusable(let reason)):
                setAside(file.moveAside(), from: file, because: "it cannot be read: \(reason)")
                continue
            }
            if let summary = await check(claim) {
                forms.offered.append((claim, summary))
            }
        }
        sayLeftAlone(others)
        guard let first = forms.offered.first else { return }
        let count =
            forms.offered.count == 1 ? "" : " \(forms.offered.count) forms were left unfinished, offered one at a time;"
        output.line(
            "When the demo last quit,\(count) \(first.summary): type resume to go on with it, or discard to drop it.")
    }

    /// Says, in one line whatever their number, that the forms' files other users made were left alone.
    private func sayLeftAlone(_ others: [(file: SavedFormFile, owner: uid_t)]) {
        guard let first = others.first else { return }
        guard others.count > 1 else {
            output.line(
                "The saved form in \(first.file.shown) belongs to user \(first.owner), not to this one;"
                    + " it is not offered, and was left as it was.")
            return
        }
        let owners = Array(Set(others.map(\.owner))).sorted()
        let named = owners.prefix(3).map { "user \($0)" }.joined(separator: ", ") + (owners.count > 3 ? ", …" : "")
        output.line(
            "\(others.count) saved forms beside the store belong to other users (\(named)), not to this one;"
                + " none is offered, and each was left as it was.")
    }

    /// What the offer says of the claimed form, or `nil` when it is not offered: moved aside, or put back for
    /// another version.
    private func check(_ claim: ClaimedForm) async -> String? {
        let form: SavedForm
        switch claim.content {
        case .success(let read): form = read
        case .failure(let error):
            setAside(claim.moveAside(), from: claim.waitingFile, because: "\(error)")
            return nil
        }
        guard form.architecture == architecture.rawValue else {
            let name = form.architecture.printable
            output.line(
                "A form saved by --arch \(name) waits in \(putBack(claim).shown); run with --arch \(name) to resume it."
            )
            return nil
        }
        let checking = CircleFormDependencies(repository: dependencies.circlesRepository)
        guard let restored = restoredForm(claim, form, dependencies: checking, probe: nil) else { return nil }
        await restored.settle()
        let display = restored.display
        restored.close()
        if let refusal = Self.typingRefusal(of: display) {
            setAside(claim.moveAside(), from: claim.waitingFile, because: refusal)
            return nil
        }
        let what = display.mode == .create ? "a new circle was being made" : "a circle was being edited"
        let name = display.name.isEmpty ? "no name yet" : "name \(display.name.quotedForError(upTo: 60))"
        return "\(what) (\(name))"
    }

    /// Why typing the form's name or cover would be refused, or `nil` when it would not: a saved form holds only
    /// what a user could have typed.
    private static func typingRefusal(of display: FormScreen) -> String? {
        if !display.name.isEmpty, case .failure(let error) = CommandParser.parse("name " + display.name) {
            return "its name would be refused if typed: \(error)"
        }
        if let cover = display.coverPhoto {
            switch CommandParser.parse("cover " + cover) {
            case .failure(let error): return "its cover would be refused if typed: \(error)"
            case .success(.form(.coverPhoto(let typed?))) where typed == cover: break
            default: return "its cover is not one typing gives"
            }
        }
        return nil
    }

    /// Reopens the first offered form exactly as it was saved.
    func resumeSavedForm() -> Bool {
        guard let forms = savedForms, let offered = forms.offered.first,
            case .success(let saved) = offered.claim.content
        else {
            output.line("There is no saved form to resume.")
            return false
        }
        guard let returnPlace = formReturnPlace else {
            output.line("Leave the form first: type back.")
            return false
        }
        forms.offered.removeFirst()
        // The claimed file stays until the form is saved or closed, so a kill meanwhile loses nothing.
        let navigator = ResumedFormNavigator(session: self)
        guard
            let form = restoredForm(
                offered.claim, saved, dependencies: dependencies, probe: probe, navigator: navigator)
        else {
            return false
        }
        // Saving applies to the circle as the form loaded it: a change another session made since is not overwritten;
        // and, as for a form opened on the circle, its deletion is told to the list.
        if let circle = (form as? any StateSavingFormScreen)?.openedCircle {
            noteOpenedCircle(circle)
            formCircleId = circle.id
        }
        forms.resumed = SavedForms.ResumedForm(claim: offered.claim, navigator: navigator)
        place = .form(form, returnTo: returnPlace)
        output.line("The form is back as it was when the demo quit.")
        return false
    }

    /// Deletes the file of the resumed form, which has been saved, closed, or left with nothing to lose.
    func removeResumedCopy() {
        guard let forms = savedForms, let resumed = forms.resumed else { return }
        forms.resumed = nil
        do {
            try resumed.claim.remove()
        } catch {
            output.line("The form's saved copy could not be removed (\(error)), so it will be offered again.")
        }
        offerNextForm()
    }

    /// Deletes the first offered form, as asked.
    func discardSavedForm() -> Bool {
        guard let forms = savedForms, let offered = forms.offered.first else {
            output.line("There is no saved form to discard.")
            return false
        }
        forms.offered.removeFirst()
        do {
            try offered.claim.remove()
            output.line("The saved form was discarded.")
        } catch {
            output.line("The saved form could not be removed (\(error)); the next start offers it again.")
        }
        offerNextForm()
        return false
    }

    /// Keeps the open form for the next start when leaving would lose something, unless the change it was
    /// making went through: the store then holds what the form was for, and the form is done.
    ///
    /// Called once the store's gate is closed and the changes at the store
    /// have ended (``StoreChangeGate``), so that whether the form's change
    /// went through is known, even when the form has not heard yet.
    func keepOpenForm(_ form: any CircleFormScreen) {
        if changeGate?.hasSucceeded(after: changesBeforeForm, by: .form) == true {
            removeResumedCopy()
        } else {
            saveOpenForm(form)
        }
    }

    /// Notes, when `place` now shows a form it did not show as `previous`, how many changes came before it.
    func noteFormOpened(replacing previous: Place) {
        guard case .form(let form, _) = place else { return }
        if case .form(let earlier, _) = previous, earlier === form { return }
        changesBeforeForm = changeGate?.admittedCount ?? 0
    }

    /// Saves the open form in a file of its own, when the version can and leaving would lose something.
    ///
    /// A resumed form is saved anew, then its claimed file goes; any
    /// other form takes the first free file, so that a form another session
    /// saved is never replaced. When the form cannot be saved, the session
    /// notes it (``lostUnfinishedForm``), and the demo exits with status 1.
    private func saveOpenForm(_ form: any CircleFormScreen) {
        guard let forms = savedForms else { return }
        guard let saving = form as? any StateSavingFormScreen else {
            output.line(architecture.stateSavingRefusal ?? "This version does not save its form.")
            return
        }
        do {
            guard let state = try saving.savedState() else { return removeResumedCopy() }
            let file = try forms.save(SavedForm(architecture: architecture.rawValue, state: state))
            if let resumed = forms.resumed {
                forms.resumed = nil
                do {
                    try resumed.claim.remove()
                } catch {
                    output.line("The form's earlier copy could not be removed (\(error)), so it will be offered too.")
                }
            }
            let others = forms.waitingCount - 1
            let along = others == 0 ? "" : ", along with \(others) other\(others == 1 ? "" : "s") waiting"
            output.line("The unfinished form was saved in \(file.shown); the next start offers it back\(along).")
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
        guard let next = savedForms?.offered.first else { return }
        output.line("Another form waits: \(next.summary): type resume to go on with it, or discard to drop it.")
    }

    /// A form of this version with `saved` restored into it, or `nil` after moving `claim`'s file aside.
    ///
    /// With a `probe`, the form is recorded from its restoring on, like a form opened with `new`.
    private func restoredForm(
        _ claim: ClaimedForm,
        _ saved: SavedForm,
        dependencies: CircleFormDependencies,
        probe: FormProbe?,
        navigator: (any FormNavigator)? = nil
    ) -> (any CircleFormScreen)? {
        let form = architecture.makeFormScreen(
            launch: .create, dependencies: dependencies, navigator: navigator ?? self, probe: probe)
        guard let saving = form as? any StateSavingFormScreen else {
            form.close()
            output.line("This version cannot resume a saved form; it stays in \(putBack(claim).shown).")
            return nil
        }
        do {
            try saving.restore(savedState: saved.state)
            return form
        } catch {
            form.close()
            setAside(claim.moveAside(), from: claim.waitingFile, because: "\(error)")
            return nil
        }
    }

    /// Puts `claim` back for another session and returns where it waits.
    private func putBack(_ claim: ClaimedForm) -> SavedFormFile {
        savedForms.flatMap { claim.putBack(among: $0) } ?? claim.waitingFile
    }

    /// Says that the form of `file` could not be used, and where it was `moved`, if it could be.
    private func setAside(_ moved: FileSystemPath?, from file: SavedFormFile, because reason: String) {
        let reason = reason.printable
        guard let moved else {
            output.line(
                "The saved form in \(file.shown) cannot be used (\(reason)) nor moved aside; it was left as it was.")
            return
        }
        output.line(
            "The saved form in \(file.shown) cannot be used (\(reason)); "
                + "it was moved to \(moved.description.printable) and nothing was resumed.")
    }
}
