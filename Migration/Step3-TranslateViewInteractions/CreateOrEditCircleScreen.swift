import CirclesConsole
import CirclesDomain
import MviKit

/// The step-3 create / edit circle screen as the console app runs it: a
/// presenter that lives as long as the screen, and a view that can be recreated.
///
/// Each view is attached for the three calls left in the contract, and
/// subscribed through a ``LegacyViewBridge`` for everything else. The view
/// talks to the presenter through a ``LoggingPresenter``, which reports each
/// call to the form's diagnostics and changes nothing else; with `--log`, a
/// ``FormEventLogger`` also writes what the container does.
@MainActor
public final class CreateOrEditCircleScreen: CircleFormScreen {
    private let presenter: CreateOrEditCirclePresenter
    /// What the view calls: the presenter, behind the decorator that reports its calls.
    private let loggingPresenter: LoggingPresenter
    private weak var navigator: (any FormNavigator)?
    private var view: ConsoleCreateOrEditCircleView
    private var bridge: LegacyViewBridge
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
        loggingPresenter.attach(view)
        bridge = LegacyViewBridge(view: view, presenter: presenter)
        if case .edit(let circleId) = launch {
            loggingPresenter.onEditCircleRequested(circleId)
        }
    }

    /// What the current view shows.
    public var display: FormScreen { view.form }

    /// Passes the input to the current view, which forwards it to the presenter.
    public func handle(_ input: FormInput) { view.handle(input) }

    /// Replaces the view with a new one, keeping only what the platform would
    /// restore by itself: the text typed in the fields. The new bridge hands
    /// it the current state, so a spinner in progress shows again.
    ///
    /// During `gap` nothing is attached: the three remaining view calls are
    /// dropped, while states and side effects wait in the container for the
    /// new bridge.
    public func recreateView(during gap: @MainActor () async -> Void) async {
        loggingPresenter.detach()
        bridge.cancel()
        let restored = FormScreen(mode: view.form.mode, name: view.form.name, coverPhoto: view.form.coverPhoto)
        await gap()
        guard let navigator else { return }
        view = ConsoleCreateOrEditCircleView(form: restored, presenter: loggingPresenter, navigator: navigator)
        loggingPresenter.attach(view)
        bridge = LegacyViewBridge(view: view, presenter: presenter)
    }

    /// The intents still running.
    public var pendingWorkCount: Int { presenter.container.runningIntentCount }

    /// Waits until no intent runs and every change has reached the view.
    public func settle() async { await presenter.container.idle() }

    /// Delivers queued states and side effects now.
    public func deliverPending() { presenter.container.flush() }

    /// Detaches and unsubscribes the view, and stops the container and its log.
    public func close() {
        loggingPresenter.detach()
        bridge.cancel()
        presenter.container.close()
        logging?.cancel()
    }
}
