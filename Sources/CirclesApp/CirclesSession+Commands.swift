import CirclesConsole
import CirclesDomain

extension CirclesSession {
    /// Carries out `command`, and tells whether its screen should be written even if unchanged.
    func perform(_ command: Command) async -> Bool {
        switch command {
        case .list: return await list()
        case .new: return open(.create)
        case .open(let number): return await openCircle(number: number)
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

    private func list() async -> Bool {
        guard !isOnForm else {
            output.line("Leave the form first: type back.")
            return false
        }
        await showAllCircles()
        return true
    }

    private func open(_ launch: FormLaunch) -> Bool {
        guard let returnPlace = formReturnPlace else {
            output.line("The form is already open.")
            return false
        }
        let form = architecture.makeFormScreen(
            launch: launch, dependencies: dependencies, navigator: self, probe: probe)
        place = .form(form, returnTo: returnPlace)
        return false
    }

    /// Where a form opened now would return to, or `nil` when the form is already open.
    var formReturnPlace: ReturnPlace? {
        switch place {
        case .allCircles, .circleInvite: .allCircles
        case .circleFeed(let circle): .circleFeed(circleId: circle.id)
        case .form: nil
        }
    }

    private func openCircle(number: Int) async -> Bool {
        guard case .allCircles(let circles) = place else {
            output.line("open works on the list of all circles: type list first.")
            return false
        }
        // Compared, not shifted: `number - 1` would overflow at Int.min.
        guard number >= 1, number <= circles.count else {
            output.line(circles.isEmpty ? "There are no circles to open." : "Pick a circle from 1 to \(circles.count).")
            return false
        }
        await showCircle(id: circles[number - 1].id, as: Place.circleFeed)
        return false
    }

    private func edit() -> Bool {
        guard case .circleFeed(let circle) = place else {
            output.line("edit works on a circle's feed: open one first.")
            return false
        }
        return open(.edit(circleId: circle.id))
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
        if input == .back {
            switch place {
            case .circleFeed, .circleInvite: pendingDestination = .allCircles
            case .allCircles, .form: output.line("This is the first screen; type quit to leave.")
            }
            return false
        }
        output.line("That works on the form only: type new, or edit on a circle's feed.")
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

    /// Whether the form is the screen shown.
    var isOnForm: Bool {
        if case .form = place { return true }
        return false
    }
}
