import CirclesCommandLine
import CirclesConsole
import CirclesDomain
import CirclesVersions

extension CirclesSession {
    /// Carries out `command`, and tells whether its screen should be written even if unchanged.
    func perform(_ command: Command) async -> Bool {
        switch command {
        case .list: return showList()
        case .listFrom(let number): return showList(from: Self.row(number))
        case .more: return showNextPage()
        case .new: return new()
        case .open(let number): return sendToList(.open(row: Self.row(number)), verb: "open")
        case .editListed(let number): return sendToList(.edit(row: Self.row(number)), verb: "edit N")
        case .deleteListed(let number): return sendToList(.delete(row: Self.row(number)), verb: "delete N")
        case .refresh: return sendToList(.refresh, verb: "refresh")
        case .edit: return edit()
        case .form(let input): return send(input)
        case .help:
            output.write(HelpText.text)
            return false
        case .fail(let operation):
            controls.failNext(operation)
            output.line("The next \(operation.rawValue) will fail.")
            return false
        case .hold:
            controls.holdNext()
            output.line("The next repository call will wait until you type release.")
            return false
        case .release: return release()
        case .reshow: return await reshow()
        case .history: return showHistory()
        case .rewind(let number): return rewind(toState: number)
        case .resume: return resumeSavedForm()
        case .discard: return discardSavedForm()
        case .quit: return false
        }
    }

    /// Lets held calls go on, saying what that let go: held calls, a hold no call had reached, or nothing.
    private func release() -> Bool {
        let heldCount = controls.heldCallCount
        let isArmed = controls.isHolding && heldCount == 0
        controls.releaseHeld()
        switch heldCount {
        case 0 where isArmed:
            output.line("No call had reached the hold yet; the hold is taken back, and the next call runs at once.")
        case 0: output.line("Nothing is held, so there is nothing to release (hold holds the next repository call).")
        case 1: output.line("The held repository call goes on.")
        default: output.line("The \(heldCount) held repository calls go on.")
        }
        return false
    }

    private func showList() -> Bool {
        switch place {
        case .form:
            output.line("Leave the form first: type back.")
            return false
        case .list, .circleFeed, .circleInvite:
            place = .list
            return true
        }
    }

    /// Shows the list with `row` at the top of its page, when the list has that row and no dialog covers it.
    private func showList(from row: Int) -> Bool {
        if case .form = place { return showList() }
        if let refusal = list.display.refusal(of: .open(row: row)) {
            output.line(refusal)
            return false
        }
        place = .list
        listTopRow = row
        return true
    }

    /// Shows the page after the one shown, or says there is none.
    private func showNextPage() -> Bool {
        guard case .list = place else {
            output.line("more works on the list of all circles: type list first.")
            return false
        }
        var display = list.display
        display.topRow = listTopRow
        let next = display.shownRows.upperBound
        guard next < display.rows.count else {
            output.line(
                display.shownRows.count < display.rows.count
                    ? "That is the end of the list: list 1 shows it from the top." : "The whole list is shown.")
            return false
        }
        return showList(from: next)
    }

    /// The row of the circle numbered `number` on the list, or -1 for a number below 1.
    ///
    /// Compared, not shifted: `number - 1` would overflow at `Int.min`.
    private static func row(_ number: Int) -> Int { number >= 1 ? number - 1 : -1 }

    /// Passes `input` to the list, when it is on top and can take it.
    private func sendToList(_ input: ListInput, verb: String) -> Bool {
        guard case .list = place else {
            output.line("\(verb) works on the list of all circles: type list first.")
            return false
        }
        if let refusal = list.display.refusal(of: input) {
            output.line(refusal)
            return false
        }
        switch input {
        case .open, .edit, .create:
            // Another screen over the list would settle around a call it does not own.
            guard controls.heldCallCount == 0 else {
                output.line("The list is waiting for a held call: type release first.")
                return false
            }
        case .delete, .refresh, .answer: break
        }
        list.handle(input)
        return false
    }

    private func new() -> Bool {
        switch place {
        case .list: return sendToList(.create, verb: "new")
        case .circleFeed(let circle): openForm(.create, returningTo: .circleFeed(circleId: circle.id))
        case .circleInvite: openForm(.create, returningTo: .allCircles)
        case .form: output.line("The form is already open.")
        }
        return false
    }

    private func edit() -> Bool {
        guard case .circleFeed(let circle) = place else {
            output.line("edit works on a circle's feed: open one first, or type edit N on the list.")
            return false
        }
        openForm(.edit(circleId: circle.id), returningTo: .circleFeed(circleId: circle.id))
        return false
    }

    private func send(_ input: FormInput) -> Bool {
        guard case .form(let form, _) = place else {
            return sendOutsideForm(input)
        }
        if let refusal = form.display.refusal(of: input) {
            output.line(refusal)
            return false
        }
        if case .name(let name) = input, let note = FormScreen.lengthNote(forName: name) {
            output.line(note)
        }
        noteChange(sentBy: input, to: form)
        form.handle(input)
        return false
    }

    private func sendOutsideForm(_ input: FormInput) -> Bool {
        switch (input, place) {
        case (.answer(let answer), .list): return sendToList(.answer(answer), verb: "yes, no and ok")
        case (.back, .circleFeed), (.back, .circleInvite): place = .list
        case (.back, _): output.line("This is the first screen; type quit to leave.")
        default: output.line("That works on the form only: type new, or edit on a circle's feed.")
        }
        return false
    }

    /// Notes whether the change `input` starts on `form` is a deletion, for ``shownScreen``.
    private func noteChange(sentBy input: FormInput, to form: any CircleFormScreen) {
        switch input {
        case .answer(.yes) where form.display.dialog == .deleteCircle: deletingForm = form
        case .save: deletingForm = nil
        default: break
        }
    }

    /// Where a form opened now would return to, or `nil` when the form is already open.
    var formReturnPlace: ReturnPlace? {
        switch place {
        case .list, .circleInvite: .allCircles
        case .circleFeed(let circle): .circleFeed(circleId: circle.id)
        case .form: nil
        }
    }

    /// Whether the form is the screen shown.
    var isOnForm: Bool {
        if case .form = place { return true }
        return false
    }
}
