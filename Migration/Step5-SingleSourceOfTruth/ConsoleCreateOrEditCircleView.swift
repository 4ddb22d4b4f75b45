import CirclesConsole
import CirclesDomain
import MviKit

/// Step 5: the view draws the whole form from the state and sends what the user did, nothing more.
///
/// The fields are state now: typing is an event, every state fills the
/// fields, and a new view draws the same form as the old one did, so no
/// `isEditInitialized` is needed. The old view methods are still the private
/// helpers the two handlers call.
@MainActor
final class ConsoleCreateOrEditCircleView {
    /// What the view shows: the console's widgets.
    private(set) var form = FormScreen(mode: .create)
    private var mode = CreateOrEditState.Mode.create
    private weak var presenter: (any CreateOrEditCircleContract.Presenter)?
    private weak var navigator: (any FormNavigator)?
    private var subscription: MviSubscription?

    /// Creates a view and subscribes it to `presenter`: the current state arrives at once, and draws the form.
    init(presenter: any CreateOrEditCircleContract.Presenter, navigator: any FormNavigator) {
        self.presenter = presenter
        self.navigator = navigator
        subscription = presenter.subscribe(
            stateHandler: { [weak self] in self?.handleState($0) },
            sideEffectHandler: { [weak self] in self?.handleSideEffect($0) }
        )
    }

    /// Stops listening, as a destroyed view would.
    func unsubscribe() {
        subscription?.cancel()
        subscription = nil
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
        mode = state.mode
        form.mode = state.mode == .create ? .create : .edit
        form.name = state.circleName
        form.coverPhoto = state.coverPhoto
        if state.ctaEnabled { enableCTA() } else { disableCTA() }
        if state.committingChanges {
            if state.mode == .create { showCreateSpinner() } else { showEditSpinner() }
        } else {
            hideSpinner()
        }
    }
    // excerpt:end handle-state

    private func handleSideEffect(_ sideEffect: CreateOrEditSideEffect) {
        switch sideEffect {
        case .close: exitWithoutConfirmationDialog()
        case .openAggregatedFeed: exitToAggregatedFeed()
        case .showDeleteConfirmation: showDeleteConfirmationDialog()
        case .showExitConfirmation where mode == .create: exitWithCreateConfirmationDialog()
        case .showExitConfirmation: exitWithEditConfirmationDialog()
        case .showError where mode == .create: showCreateCircleErrorDialog()
        case .showError: showEditCircleErrorDialog()
        case .showInitEditError: showInitEditErrorDialog()
        case .openCircleInvite(let circleId): redirectToCircleInviteScreen(circleId)
        case .openCircleFeed(let circleId): redirectToCircleFeedScreen(circleId)
        }
    }

    /// Shows the spinner of a circle being created.
    private func showCreateSpinner() { form.progress = .creating }

    /// Shows the spinner of a circle being saved or deleted.
    private func showEditSpinner() { form.progress = .updating }

    /// Hides the spinner.
    private func hideSpinner() { form.progress = nil }

    /// Leaves the form for the feed of the circle with `circleId`.
    private func redirectToCircleFeedScreen(_ circleId: String) {
        navigator?.leaveForm(to: .circleFeed(circleId: circleId))
    }

    /// Leaves the form for the new circle's invite screen.
    private func redirectToCircleInviteScreen(_ circleId: String) {
        navigator?.leaveForm(to: .circleInvite(circleId: circleId))
    }

    /// Stops the spinner and tells the user the circle could not be created.
    private func showCreateCircleErrorDialog() {
        form.progress = nil
        form.dialog = .createFailed
    }

    /// Stops the spinner and tells the user the change could not be saved.
    private func showEditCircleErrorDialog() {
        form.progress = nil
        form.dialog = .updateFailed
    }

    /// Tells the user the circle to edit could not be loaded.
    private func showInitEditErrorDialog() { form.dialog = .loadFailed }

    /// Enables the call to action (Save).
    private func enableCTA() { form.isSaveEnabled = true }

    /// Disables the call to action (Save).
    private func disableCTA() { form.isSaveEnabled = false }

    /// Asks before discarding a new circle's input.
    private func exitWithCreateConfirmationDialog() { form.dialog = .discardNewCircle }

    /// Asks before discarding unsaved changes.
    private func exitWithEditConfirmationDialog() { form.dialog = .discardChanges }

    /// Closes the screen at once.
    private func exitWithoutConfirmationDialog() { navigator?.leaveForm(to: .previousScreen) }

    /// Leaves the form for the list of all circles.
    private func exitToAggregatedFeed() { navigator?.leaveForm(to: .allCircles) }

    /// Asks before deleting the circle.
    private func showDeleteConfirmationDialog() { form.dialog = .deleteCircle }
}
