import CirclesConsole

extension CirclesSession {
    /// Destroys the form's view and creates a new one, as a rotation would.
    ///
    /// A rotation takes a moment, and this is where the demo makes that
    /// moment count: a repository call held by `hold` is released while no
    /// view exists, and its result arrives in the gap. That makes "work
    /// completes while the view is detached" reachable from a script, and it
    /// is where the legacy and MVI versions part ways (`docs/lifecycle.md`).
    func rotate() async -> Bool {
        guard case .form(let form, _) = place else {
            output.line("The screen was recreated, as a rotation would.")
            return false
        }
        var finishedInGap = false
        await form.recreateView(during: { [controls] in
            guard controls.heldCallCount > 0 else { return }
            controls.releaseHeld()
            await form.settle()
            finishedInGap = true
        })
        writeLog()
        if finishedInGap {
            output.line("The held call finished while the screen was being recreated, with no view attached.")
        }
        output.line("The screen was recreated, as a rotation would.")
        return false
    }
}
