import CirclesConsole
import CirclesDomain
import MviKit

/// The MVI create / edit circle screen as the console app runs it: a
/// presenter that lives as long as the screen, and a view that can be recreated.
@MainActor
public final class CreateOrEditCircleScreen: CircleFormScreen {
    /// The presenter, reachable for time travel, logging and state saving.
    public let presenter: CreateOrEditCirclePresenter
    private weak var navigator: (any FormNavigator)?
    private var view: ConsoleCreateOrEditCircleView

    /// Opens the screen as `launch` says, reporting navigation to `navigator`.
    public init(launch: FormLaunch, dependencies: CircleFormDependencies, navigator: any FormNavigator) {
        presenter = CreateOrEditCirclePresenter(
            shouldAllowFormSubmissionUseCase: dependencies.shouldAllowFormSubmission,
            hasCreateCircleRequestChangedUseCase: dependencies.hasCreateCircleRequestChanged,
            circlesRepository: dependencies.circlesRepository,
            prepareEditCircleRequestUseCase: dependencies.prepareEditCircleRequest
        )
        self.navigator = navigator
        view = ConsoleCreateOrEditCircleView(presenter: presenter, navigator: navigator)
        if case .edit(let circleId) = launch {
            presenter.onEditCircleRequested(circleId)
        }
    }

    /// What the current view shows.
    public var display: FormScreen { view.form }

    /// Passes the input to the current view, which turns it into an intent.
    public func handle(_ input: FormInput) { view.handle(input) }

    /// Replaces the view with a new one, which draws itself from the current state.
    public func recreateView() {
        guard let navigator else { return }
        view.unsubscribe()
        view = ConsoleCreateOrEditCircleView(presenter: presenter, navigator: navigator)
    }

    /// The intents still running.
    public var pendingWorkCount: Int { presenter.container.runningIntentCount }

    /// Waits until no intent runs and every change has reached the view.
    public func settle() async { await presenter.container.idle() }

    /// Delivers queued states and side effects now.
    public func deliverPending() { presenter.container.flush() }

    /// Unsubscribes the view and closes the container, cancelling what still runs.
    public func close() {
        view.unsubscribe()
        presenter.container.close()
    }
}
