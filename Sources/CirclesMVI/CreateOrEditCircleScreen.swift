import CirclesConsole
import CirclesDomain
import MviKit

/// The MVI create / edit circle screen as the console app runs it: a
/// presenter that lives as long as the screen, and a view that can be recreated.
///
/// Because the whole form is state, the screen also offers what the legacy
/// one cannot: time travel through the states it recorded, and saving the
/// form when the demo quits (see the two extensions). With `--log`, a
/// ``FormEventLogger`` writes every intent, state change and side effect.
@MainActor
public final class CreateOrEditCircleScreen: CircleFormScreen {
    /// The presenter, reachable for time travel, logging and state saving.
    public let presenter: CreateOrEditCirclePresenter
    /// What the view calls: the presenter, behind a decorator that reports the calls.
    private let reporting: ReportingPresenter
    private weak var navigator: (any FormNavigator)?
    private var view: ConsoleCreateOrEditCircleView
    /// The states recorded for `history` and `rewind`; replaced when a saved form is restored.
    var recorder: MviTimeTravelRecorder<CreateOrEditState, CreateOrEditSideEffect>
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
        reporting = ReportingPresenter(wrapping: presenter, report: dependencies.diagnostics.presenterCall)
        recorder = MviTimeTravelRecorder(container: presenter.container)
        logging = dependencies.diagnostics.log.map { presenter.container.addObserver(FormEventLogger(sink: $0)) }
        self.navigator = navigator
        view = ConsoleCreateOrEditCircleView(presenter: reporting, navigator: navigator)
        if case .edit(let circleId) = launch {
            reporting.onEditCircleRequested(circleId)
        }
    }

    /// What the current view shows.
    public var display: FormScreen { view.form }

    /// Passes the input to the current view, which turns it into an intent.
    public func handle(_ input: FormInput) { view.handle(input) }

    /// Replaces the view with a new one, which draws itself from the current state.
    ///
    /// Side effects posted during `gap` wait in the container and reach the
    /// new view as soon as it subscribes.
    public func recreateView(during gap: @MainActor () async -> Void) async {
        view.unsubscribe()
        await gap()
        guard let navigator else { return }
        view = ConsoleCreateOrEditCircleView(presenter: reporting, navigator: navigator)
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
        recorder.stop()
        logging?.cancel()
    }
}
