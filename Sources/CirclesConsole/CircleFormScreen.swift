/// One version's create / edit circle screen, as the console app drives it.
///
/// Each version (legacy MVP, every migration step, final MVI) provides one:
/// it owns the presenter, which outlives views, and the current console view,
/// which ``recreateView(during:)`` replaces as a rotation would.
@MainActor
public protocol CircleFormScreen: AnyObject {
    /// What the form shows now.
    var display: FormScreen { get }
    /// Passes an input the form accepts (see ``FormScreen/refusal(of:)``) to the view.
    func handle(_ input: FormInput)
    /// Destroys the view, runs `gap` while no view exists, then creates a new
    /// view; the presenter lives on.
    ///
    /// A real rotation takes a moment, and work can finish in it: the demo
    /// uses `gap` to let a held repository call complete while nothing is
    /// attached, which is where the versions differ (see `docs/lifecycle.md`).
    func recreateView(during gap: @MainActor () async -> Void) async
    /// Returns once all work started so far has finished and reached the view.
    func settle() async
    /// Tears the screen down: the view goes, and the presenter stops.
    func close()
}

/// How the form is opened: empty, or to edit an existing circle.
public enum FormLaunch: Equatable, Sendable {
    /// A new circle.
    case create
    /// The circle with this id.
    case edit(circleId: String)
}
