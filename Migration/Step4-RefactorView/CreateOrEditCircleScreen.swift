import CirclesConsole
import CirclesDomain
import MviKit

/// The step-4 create / edit circle screen as the console app runs it: a
/// presenter that lives as long as the screen, and a view that can be recreated.
///
/// Nothing is attached any more: each view subscribes itself, and the bridge
/// of step 3 is gone. The view talks to the presenter through a
/// ``LoggingPresenter``, which reports each call to the form's diagnostics
/// and changes nothing else; with `--log`, a ``FormEventLogger`` also writes
/// what the container does.
@MainActor
public final class CreateOrEditCircleScreen: CircleFormScreen {
    private let presenter: CreateOrEditCirclePresenter
    /// What the view calls: the presenter, behind the decorator that reports its calls.
    private let loggingPresenter: LoggingPresenter
    private weak var navigator: (any FormNavigator)?
    private var view: ConsoleCreateOrEditCircleView
    private let logging: MviSubscription?

    /// Opens the screen as `launch` says, reporting navigation to `navigator`.
    public init(launch: FormLaunch, dependencies: CircleFormDependencies, navigator: any FormNavigator) {
        let presenter = CreateOrEditCirclePresenter(
            shouldAllowFormSubmissionUseCase: dependencies.shouldAllowFormSubmission,
            hasCreateCircleRequestChangedUseCase: dependencies.hasCreateCircleRequestChanged,
            circlesRepository: dependencies.circlesRepository,
            prepareEditCircleRequestUseCase: dependencies.prepareEditCircleRequest
        )
        self.presenter = presenter
        loggingPresenter = LoggingPresenter(wrapping: presenter, diagnostics: dependencies.diagnostics)
        logging = dependencies.diagnostics.log.map { presenter.container.addObserver(FormEventLogger(sink: $0)) }
        self.navigator = navigator
        let mode: FormScreen.Mode = launch == .create ? .create : .edit
        view = ConsoleCreateOrEditCircleView(
            form: FormScreen(mode: mode), presenter: loggingPresenter, navigator: navigator)
        if case .edit(let circleId) = launch {
            loggingPresenter.onEditCircleRequested(circleId)
        }
    }

    /// What the current view shows.
    public var display: FormScreen { view.form }

    /// Passes the input to the current view, which forwards it to the presenter.
    public func handle(_ input: FormInput) { view.handle(input) }

    /// Replaces the view with a new one, keeping what the platform would
    /// restore: the text typed in the fields, and the flag the view saves
    /// with them. The new view draws the rest from the current state.
    ///
    /// During `gap` nothing is subscribed: states and side effects wait in the
    /// container, and the new view gets them when it subscribes.
    public func recreateView(during gap: @MainActor () async -> Void) async {
        view.unsubscribe()
        let restored = FormScreen(mode: view.form.mode, name: view.form.name, coverPhoto: view.form.coverPhoto)
        let isEditInitialized = view.isEditInitialized
        await gap()
        guard let navigator else { return }
        view = ConsoleCreateOrEditCircleView(
            form: restored, isEditInitialized: isEditInitialized, presenter: loggingPresenter, navigator: navigator)
    }

    /// The intents still running.
    public var pendingWorkCount: Int { presenter.container.runningIntentCount }

    /// Waits until no intent runs and every change has reached the view.
    public func settle() async { await presenter.container.idle() }

    /// Delivers queued states and side effects now.
    public func deliverPending() { presenter.container.flush() }

    /// Unsubscribes the view and stops the container and its log.
    public func close() {
        view.unsubscribe()
        presenter.container.close()
        logging?.cancel()
    }
}
