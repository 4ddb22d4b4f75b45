import CirclesCommandLine
import CirclesConsole
import CirclesVersions

extension CirclesSession {
    /// Destroys the view of the list or the form and creates a new one over the same presenter, then shows the screen.
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
        let screen: (name: String, recreate: (@MainActor () async -> Void) async -> Void, settle: () async -> Void)
        switch place {
        case .form(let form, _): screen = ("form", form.recreateView(during:), { await form.settle() })
        case .list: screen = ("list", list.recreateView(during:), { [list] in await list.settle() })
        case .circleFeed, .circleInvite:
            output.line("Only the list and the form have a view to recreate: type list, or back.")
            return false
        }
        var finishedInGap = false
        await screen.recreate { [controls] in
            guard controls.heldCallCount > 0 else { return }
            controls.releaseHeld()
            await screen.settle()
            finishedInGap = true
        }
        writeLog()
        if finishedInGap {
            output.line("The held call finished while the \(screen.name) had no view.")
        }
        output.line(
            "The \(screen.name) has a new view over the same presenter "
                + "(on iOS: a new view controller for the presenter a coordinator kept).")
        return true
    }
}
