import CirclesConsole

extension CirclesSession {
    /// Destroys the form's view and creates a new one over the same presenter, then shows the screen.
    ///
    /// On iOS a view is made again over a presenter that lives on when the
    /// object that owns the presenter outlives the view: a coordinator that
    /// kept a screen's presenter and shows a new view controller for it, a
    /// SwiftUI view given a new identity under a model held above it (the
    /// talk's Android rotation). A recreation takes a moment, and this is
    /// where the demo makes that moment count: a repository call held by
    /// `hold` is released while no view exists, and its result arrives in the
    /// gap. That makes "work completes while the view is detached" reachable
    /// from a script, and it is where the legacy and MVI versions part ways
    /// (`docs/lifecycle.md`). The screen is always shown afterwards, unchanged
    /// or not, so what the new view kept is visible at once.
    func reshow() async -> Bool {
        guard case .form(let form, _) = place else {
            output.line("Only the form has a view to recreate: type new, or edit on a circle's feed.")
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
            output.line("The held call finished while the form had no view.")
        }
        output.line("The form has a new view over the same presenter (on iOS: a view controller pushed again).")
        return true
    }
}
