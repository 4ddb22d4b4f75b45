import CirclesConsole
import CirclesDomain
import MviKit

/// Step 4: the view subscribes to the presenter and draws itself with `handleState` and `handleSideEffect`.
///
/// The old view methods are still here, now private helpers that the two
/// handlers call, which is why this step is mostly moving code. The form's
/// fields still live here and are sent with each event; the view fills them
/// from `editedCircle` once, remembered by `isEditInitialized`, so that later
/// states do not overwrite what the user typed.
@MainActor
final class ConsoleCreateOrEditCircleView {
    /// What the view shows: the console's widgets.
    private(set) var form: FormScreen
    /// Whether the fields were filled from the edited circle; saved with them when the view is recreated.
    private(set) var isEditInitialized: Bool
    private var mode = CreateOrEditState.Mode.create
    private weak var presenter: (any CreateOrEditCircleContract.Presenter)?
    private weak var navigator: (any FormNavigator)?
    private var subscription: MviSubscription?

    /// Creates a view showing `form` and subscribes it to `presenter`: the current state arrives at once.
    init(
        form: FormScreen,
        isEditInitialized: Bool = false,
        presenter: any CreateOrEditCircleContract.Presenter,
        navigator: any FormNavigator
    ) {
        self.form = form
        self.isEditInitialized = isEditInitialized
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

    /// Forwards an input the form accepts to the presenter, with the form's content where needed.
    func handle(_ input: FormInput) {
        switch input {
        case .name(let name):
            form.name = name
            presenter?.onCheckFormRequested(form.request)
        case .coverPhoto(let coverPhoto):
            form.coverPhoto = coverPhoto
            presenter?.onCheckFormRequested(form.request)
        case .save:
            presenter?.onFormSubmitted(form.request)
        case .back:
            presenter?.onExitFromCreateCircleFlowRequested(form.request)
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
        if state.ctaEnabled { enableCTA() } else { disableCTA() }
        if state.committingChanges {
            if state.mode == .create { showCreateSpinner() } else { showEditSpinner() }
        } else {
            hideSpinner()
        }
        if state.mode == .edit, !isEditInitialized, let editedCircle = state.editedCircle {
            isEditInitialized = true
            setEditableCircleData(editedCircle)
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

    /// Fills the form with the circle being edited.
    private func setEditableCircleData(_ result: CircleConfigModel) {
        form.name = result.name
        form.coverPhoto = result.coverPhoto
    }
}
