import CirclesConsole
import CirclesDomain
import MviKit

/// The step-2 create / edit circle screen as the console app runs it: a
/// presenter that lives as long as the screen, and a view that can be recreated.
///
/// It waits for the presenter's intents where step 1 waited for the
/// scheduler's callbacks; the view and its attaching are as before. The view
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
        if case .edit(let circleId) = launch {
            loggingPresenter.onEditCircleRequested(circleId)
        }
    }

    /// What the current view shows.
    public var display: FormScreen { view.form }

    /// Passes the input to the current view, which forwards it to the presenter.
    public func handle(_ input: FormInput) { view.handle(input) }

    /// Replaces the view with a new one, keeping only what the platform would
    /// restore by itself: the text typed in the fields.
    ///
    /// Whatever the presenter says during `gap` goes nowhere: it is detached,
    /// and `ifAttached` drops the call.
    public func recreateView(during gap: @MainActor () async -> Void) async {
        loggingPresenter.detach()
        let restored = FormScreen(mode: view.form.mode, name: view.form.name, coverPhoto: view.form.coverPhoto)
        await gap()
        guard let navigator else { return }
        view = ConsoleCreateOrEditCircleView(form: restored, presenter: loggingPresenter, navigator: navigator)
        loggingPresenter.attach(view)
    }

    /// The intents still running.
    public var pendingWorkCount: Int { presenter.container.runningIntentCount }

    /// Waits until no intent runs; their view calls have been made by then.
    public func settle() async { await presenter.container.idle() }

    /// Nothing to do: intents call the view themselves, and nobody subscribes to the container yet.
    public func deliverPending() {}

    /// Detaches the view, so that late view calls reach nothing, and stops the container and its log.
    public func close() {
        loggingPresenter.detach()
        presenter.container.close()
        logging?.cancel()
    }
}
