import CirclesConsole
import CirclesDomain
import MviKit

/// The MVI console view: it renders state and handles side effects, and forwards user events as intents.
///
/// It keeps nothing of its own but the open dialog: a new instance subscribes,
/// receives the current state at once, and draws the same screen, with any
/// side effect posted while no view was subscribed.
@MainActor
final class ConsoleCreateOrEditCircleView {
    /// What the view shows: the console's widgets.
    private(set) var form = FormScreen(mode: .create)
    private weak var presenter: (any CreateOrEditCircleContract.Presenter)?
    private weak var navigator: (any FormNavigator)?
    private var states: MviSubscription?
    private var sideEffects: MviSubscription?
    private let renderer = DiffRenderer<FormViewModel>()

    /// Creates a view and subscribes it to `presenter`: the current state arrives at once, and draws the form.
    init(presenter: any CreateOrEditCircleContract.Presenter, navigator: any FormNavigator) {
        self.presenter = presenter
        self.navigator = navigator
        // excerpt:begin diff-renderer
        renderer
            .diff(\.mode) { [unowned self] in form.mode = $0 }
            .diff(\.name) { [unowned self] in form.name = $0 }
            .diff(\.coverPhoto) { [unowned self] in form.coverPhoto = $0 }
            .diff(\.isSaveEnabled) { [unowned self] in form.isSaveEnabled = $0 }
            .diff(\.progress) { [unowned self] in form.progress = $0 }
        // excerpt:end diff-renderer
        states = presenter.subscribeToState { [weak self] in self?.handleState($0) }
        sideEffects = presenter.subscribeToSideEffects { [weak self] in self?.handleSideEffect($0) }
    }

    /// Stops listening, as a destroyed view would.
    func unsubscribe() {
        states?.cancel()
        sideEffects?.cancel()
    }

    /// Forwards an input the form accepts to the presenter as the event it is.
    func handle(_ input: FormInput) {
        switch input {
        case .name(let name):
            presenter?.onNameChanged(name)
        case .coverPhoto(let coverPhoto):
            presenter?.onCoverPhotoChanged(coverPhoto)
        case .save:
            presenter?.onFormSubmitted()
        case .back:
            presenter?.onExitFromCreateCircleFlowRequested()
        case .delete:
            presenter?.onDeleteCircleRequested()
        case .answer(let answer):
            guard let outcome = form.dialog?.outcome(of: answer) else { return }
            form.dialog = nil
            switch outcome {
            case .dismiss: break
            case .leave: navigator?.leaveForm(to: .previousScreen)
            case .confirmDeletion: presenter?.onDeleteCircleConfirmed()
            }
        }
    }

    // excerpt:begin handle-state
    private func handleState(_ state: CreateOrEditState) {
        renderer.render(FormViewModel(state))
    }
    // excerpt:end handle-state

    private func handleSideEffect(_ sideEffect: CreateOrEditSideEffect) {
        switch sideEffect {
        case .close: navigator?.leaveForm(to: .previousScreen)
        case .openAggregatedFeed: navigator?.leaveForm(to: .allCircles)
        case .openCircleInvite(let circleId): navigator?.leaveForm(to: .circleInvite(circleId: circleId))
        case .openCircleFeed(let circleId): navigator?.leaveForm(to: .circleFeed(circleId: circleId))
        case .showDeleteConfirmation: form.dialog = .deleteCircle
        case .showExitConfirmation: form.dialog = form.mode == .create ? .discardNewCircle : .discardChanges
        case .showError: form.dialog = form.mode == .create ? .createFailed : .updateFailed
        case .showInitEditError: form.dialog = .loadFailed
        }
    }
}
