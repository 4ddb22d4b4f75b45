import CirclesCommandLine
import CirclesConsole
import CirclesVersions

extension CirclesSession {
    /// The widest a `history` line gets, in terminal columns: a long name or cover is cut short with `…`.
    static let historyLineColumns = 100

    /// Lists the form's recorded states, one line each, numbered from the oldest kept.
    func showHistory() -> Bool {
        guard let form = timeTravellingForm() else { return false }
        let history = form.history
        guard !history.isEmpty else {
            output.line("No state is recorded yet: the circle to edit has not loaded.")
            return false
        }
        let numberWidth = String(history.count).count
        let intents = history.map { $0.intent ?? "(opened)" }
        let intentWidth = intents.map(\.count).max() ?? 0
        output.line("Recorded states, oldest first (the last \(form.historyCapacity) are kept):")
        for (index, entry) in history.enumerated() {
            let number = String(index + 1)
            let padding = String(repeating: " ", count: numberWidth - number.count)
            let intent = intents[index].padding(toLength: intentWidth, withPad: " ", startingAt: 0)
            let line = "  \(padding)\(number)  \(intent)  \(entry.change.printable)"
            output.line(line.clipped(toColumns: Self.historyLineColumns))
        }
        output.line("Type rewind N to go back to state N.")
        return false
    }

    /// Puts recorded state `number` back; the form redraws, and no side effect runs again.
    func rewind(toState number: Int) -> Bool {
        guard let form = timeTravellingForm() else { return false }
        guard controls.heldCallCount == 0 else {
            output.line("Wait until the change in progress has finished (type release), then rewind.")
            return false
        }
        let count = form.history.count
        guard count > 0 else {
            output.line("No state is recorded yet: the circle to edit has not loaded.")
            return false
        }
        guard number >= 1, number <= count, form.rewind(to: number - 1) else {
            output.line("There is no state \(number): pick one from 1 to \(count) (type history to list them).")
            return false
        }
        writeLog()
        output.line("Back at state \(number); side effects are not replayed.")
        return true
    }

    /// The open form as a time-travelling one, or `nil` after saying why there is none.
    private func timeTravellingForm() -> (any TimeTravellingFormScreen)? {
        guard case .form(let form, _) = place else {
            output.line("history and rewind work on the form: type new, or edit on a circle's feed.")
            return nil
        }
        guard let travelling = form as? any TimeTravellingFormScreen else {
            output.line(architecture.timeTravelRefusal ?? "This version records no states (try --arch mvi).")
            return nil
        }
        return travelling
    }
}
