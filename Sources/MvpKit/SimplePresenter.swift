/// The legacy base presenter: it holds the view between `attach` and `detach`.
///
/// This is the shape of MVP presenters the talk starts from. The presenter
/// talks to its view only through ``ifAttached(_:)``, so work that completes
/// while no view is attached is silently dropped. That is the legacy
/// behaviour this codebase keeps on purpose, to show what MVI fixes.
@MainActor
open class SimplePresenter<View> {
    private var view: View?

    /// Creates a presenter with no view attached.
    public init() {}

    /// Whether a view is attached now.
    public var isAttached: Bool { view != nil }

    /// Attaches `view`; later view calls reach it.
    ///
    /// Attaching a second view replaces the first, as a recreated screen would.
    public func attach(_ view: View) {
        self.view = view
    }

    /// Detaches the current view; view calls are dropped until a view is attached again.
    public func detach() {
        view = nil
    }

    /// Runs `action` with the view if one is attached, and does nothing otherwise.
    public func ifAttached(_ action: (View) -> Void) {
        guard let view else { return }
        action(view)
    }
}
