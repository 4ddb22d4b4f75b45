import CirclesConsole
import CirclesDomain

/// The legacy console view: it implements the view contract by setting the form's widgets.
///
/// Passive, as an MVP view should be: it forwards every user event to the
/// presenter with the form's content, and does what each view call says. What
/// it shows is the sum of the calls it received, so a new instance knows
/// nothing of what the previous one showed.
@MainActor
final class ConsoleCreateOrEditCircleView: CreateOrEditCircleContract.View {
    /// What the view shows: the console's widgets.
    private(set) var form: FormScreen
    private weak var presenter: (any CreateOrEditCircleContract.Presenter)?
    private weak var navigator: (any FormNavigator)?

    /// Creates a view showing `form`, which forwards events to `presenter`.
    init(
        form: FormScreen,
        presenter: any CreateOrEditCircleContract.Presenter,
        navigator: any FormNavigator
    ) {
        self.form = form
        self.presenter = presenter
        self.navigator = navigator
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

    /// Shows the spinner of a circle being created.
    func showCreateSpinner() { form.progress = .creating }

    /// Shows the spinner of a circle being saved or deleted.
    func showEditSpinner() { form.progress = .updating }

    /// Leaves the form for the feed of the circle with `circleId`.
    func redirectToCircleFeedScreen(_ circleId: String) {
        navigator?.leaveForm(to: .circleFeed(circleId: circleId))
    }

    /// Leaves the form for the new circle's invite screen.
    func redirectToCircleInviteScreen(_ circleId: String) {
        navigator?.leaveForm(to: .circleInvite(circleId: circleId))
    }

    /// Stops the spinner and tells the user the circle could not be created.
    func showCreateCircleErrorDialog() {
        form.progress = nil
        form.dialog = .createFailed
    }

    /// Stops the spinner and tells the user the change could not be saved.
    func showEditCircleErrorDialog() {
        form.progress = nil
        form.dialog = .updateFailed
    }

    /// Tells the user the circle to edit could not be loaded.
    func showInitEditErrorDialog() { form.dialog = .loadFailed }

    /// Enables the call to action (Save).
    func enableCTA() { form.isSaveEnabled = true }

    /// Disables the call to action (Save).
    func disableCTA() { form.isSaveEnabled = false }

    /// Asks before discarding a new circle's input.
    func exitWithCreateConfirmationDialog() { form.dialog = .discardNewCircle }

    /// Asks before discarding unsaved changes.
    func exitWithEditConfirmationDialog() { form.dialog = .discardChanges }

    /// Closes the screen at once.
    func exitWithoutConfirmationDialog() { navigator?.leaveForm(to: .previousScreen) }

    /// Leaves the form for the list of all circles.
    func exitToAggregatedFeed() { navigator?.leaveForm(to: .allCircles) }

    /// Asks before deleting the circle.
    func showDeleteConfirmationDialog() { form.dialog = .deleteCircle }

    /// Fills the form with the circle being edited.
    func setEditableCircleData(_ result: CircleConfigModel) {
        form.name = result.name
        form.coverPhoto = result.coverPhoto
    }
}
