import CirclesConsole
import CirclesDomain
import MviKit

/// The create / edit circle screen as the console app runs it: a presenter
/// that lives as long as the screen, and a view that can be recreated.
@MainActor
public final class CreateOrEditCircleScreen: CircleFormScreen {
    private let presenter: any CreateOrEditCircleContract.Presenter
    private let container: MviContainer<CreateOrEditState, CreateOrEditSideEffect>
    private weak var navigator: (any FormNavigator)?
    private var view: ConsoleCreateOrEditCircleView
    private var bridge: LegacyViewBridge

    /// Opens the screen as `launch` says, reporting navigation to `navigator`.
    ///
    /// The view talks to `intercept(presenter)`, by default the presenter
    /// itself; the demo puts a recorder of the view's calls there.
    public init(
        launch: FormLaunch,
        dependencies: CircleFormDependencies,
        navigator: any FormNavigator,
        intercept: (CreateOrEditCirclePresenter) -> any CreateOrEditCircleContract.Presenter = { $0 }
    ) {
        let presenter = CreateOrEditCirclePresenter(
            shouldAllowFormSubmissionUseCase: dependencies.shouldAllowFormSubmission,
            hasCreateCircleRequestChangedUseCase: dependencies.hasCreateCircleRequestChanged,
            circlesRepository: dependencies.circlesRepository,
            prepareEditCircleRequestUseCase: dependencies.prepareEditCircleRequest
        )
        container = presenter.container
        self.presenter = intercept(presenter)
        self.navigator = navigator
        let mode: FormScreen.Mode = launch == .create ? .create : .edit
        view = ConsoleCreateOrEditCircleView(
            form: FormScreen(mode: mode), presenter: self.presenter, navigator: navigator)
        self.presenter.attach(view)
        bridge = LegacyViewBridge(view: view, container: container)
        if case .edit(let circleId) = launch {
            self.presenter.onEditCircleRequested(circleId)
        }
    }

    /// What the current view shows.
    public var display: FormScreen { view.form }

    /// Passes the input to the current view, which forwards it to the presenter.
    public func handle(_ input: FormInput) { view.handle(input) }

    /// Replaces the view with a new one, copying by hand, as nothing in UIKit
    /// would, only the text typed in the fields. The new bridge hands
    /// it the current state, so a spinner in progress shows again.
    ///
    /// During `gap` nothing is attached: the three remaining view calls are
    /// dropped, while states and side effects wait in the container for the
    /// new bridge.
    public func recreateView(during gap: @MainActor () async -> Void) async {
        presenter.detach()
        bridge.cancel()
        let restored = FormScreen(mode: view.form.mode, name: view.form.name, coverPhoto: view.form.coverPhoto)
        await gap()
        guard let navigator else { return }
        view = ConsoleCreateOrEditCircleView(form: restored, presenter: presenter, navigator: navigator)
        presenter.attach(view)
        bridge = LegacyViewBridge(view: view, container: container)
    }

    /// Waits until the work started so far has finished and reached the view, but for the held calls.
    public func settle(leavingHeld heldCalls: Int) async { await container.idle(allowingUnfinished: heldCalls) }

    /// Detaches and unsubscribes the view, and stops the container.
    public func close() {
        presenter.detach()
        bridge.cancel()
        container.close()
    }
}
