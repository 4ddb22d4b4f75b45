import CirclesConsole
import CirclesDomain
import CirclesMVP

/// Step 0 (characterise): the legacy create / edit circle screen as a UIKit
/// app has it, a view controller that owns its widgets and obeys the legacy
/// presenter of `CirclesMVP`.
///
/// It implements `CirclesMVP`'s fat view contract and sends the presenter the
/// same events, with the same content, as the console view does, through
/// widgets instead of a `FormScreen`. Nothing here is written for tests: the
/// seam in `Tests/` reads the widgets and taps them as a user would.
@MainActor
final class CreateOrEditCircleViewController: CreateOrEditCircleContract.View {
    /// The navigation bar's title.
    let title: String
    /// The name field.
    let nameField = TextField()
    /// The cover field: a URL, or empty for no cover.
    let coverField = TextField()
    /// Save; disabled until the presenter enables it.
    let saveButton = Button()
    /// Delete; hidden for a new circle.
    let deleteButton = Button()
    /// The navigation bar's back button.
    let backButton = Button()
    /// Turns while a change is committed.
    let spinner = ActivityIndicator()
    /// Says what the spinner waits for.
    let spinnerLabel = Label()
    /// The alert on screen, if one is presented.
    private(set) var presentedAlert: Alert?
    private weak var presenter: (any CreateOrEditCircleContract.Presenter)?
    private weak var navigator: (any FormNavigator)?

    /// A screen for a new circle, or for editing one when `isEditing`, that forwards events to
    /// `presenter` and reports where it goes to `navigator`.
    init(isEditing: Bool, presenter: any CreateOrEditCircleContract.Presenter, navigator: any FormNavigator) {
        title = isEditing ? "Edit circle" : "New circle"
        deleteButton.isHidden = !isEditing
        self.presenter = presenter
        self.navigator = navigator
    }

    /// Wires the widgets to the presenter and attaches to it, as UIKit's `viewDidLoad` would.
    func viewDidLoad() {
        saveButton.isEnabled = false
        nameField.onEditingChanged = { [unowned self] in presenter?.onCheckFormRequested(request) }
        coverField.onEditingChanged = { [unowned self] in presenter?.onCheckFormRequested(request) }
        saveButton.onTap = { [unowned self] in presenter?.onFormSubmitted(request) }
        backButton.onTap = { [unowned self] in presenter?.onExitFromCreateCircleFlowRequested(request) }
        deleteButton.onTap = { [unowned self] in presenter?.onDeleteCircleRequested() }
        presenter?.attach(self)
    }

    /// Taps the presented alert's button titled `title`: the alert goes, then the button acts.
    /// An alert with no such button stays.
    func tapAlertButton(titled title: String) {
        guard let action = presentedAlert?.actions.first(where: { $0.title == title }) else { return }
        presentedAlert = nil
        action.handler()
    }

    /// Starts the spinner, captioned for a new circle.
    func showCreateSpinner() { startSpinner("Creating the circle…") }

    /// Starts the spinner, captioned for a change to an existing circle.
    func showEditSpinner() { startSpinner("Saving the change…") }

    /// Leaves for the feed of the circle with `circleId`.
    func redirectToCircleFeedScreen(_ circleId: String) { navigator?.leaveForm(to: .circleFeed(circleId: circleId)) }

    /// Leaves for the new circle's invite screen.
    func redirectToCircleInviteScreen(_ circleId: String) {
        navigator?.leaveForm(to: .circleInvite(circleId: circleId))
    }

    /// Stops the spinner and says the circle could not be created.
    func showCreateCircleErrorDialog() {
        spinner.isAnimating = false
        present(Alert(message: "The circle could not be created. Please try again.", actions: [ok {}]))
    }

    /// Stops the spinner and says the change could not be saved.
    func showEditCircleErrorDialog() {
        spinner.isAnimating = false
        present(Alert(message: "The change could not be saved. Please try again.", actions: [ok {}]))
    }

    /// Says the circle could not be loaded; OK leaves.
    func showInitEditErrorDialog() {
        present(Alert(message: "This circle could not be loaded.", actions: [ok { [weak self] in self?.leave() }]))
    }

    /// Enables Save.
    func enableCTA() { saveButton.isEnabled = true }

    /// Disables Save.
    func disableCTA() { saveButton.isEnabled = false }

    /// Asks before discarding a new circle's input.
    func exitWithCreateConfirmationDialog() { askBeforeLeaving("Discard this new circle?") }

    /// Asks before discarding unsaved changes.
    func exitWithEditConfirmationDialog() { askBeforeLeaving("Discard your changes?") }

    /// Leaves at once.
    func exitWithoutConfirmationDialog() { leave() }

    /// Leaves for the list of all circles.
    func exitToAggregatedFeed() { navigator?.leaveForm(to: .allCircles) }

    /// Asks before deleting; Yes confirms the deletion to the presenter.
    func showDeleteConfirmationDialog() {
        let yes = Alert.Action(title: "Yes") { [weak self] in self?.presenter?.onDeleteCircleConfirmed() }
        present(Alert(message: "Delete this circle? This cannot be undone.", actions: [yes, no]))
    }

    /// Fills the fields with the circle being edited, from code: no editing event fires.
    func setEditableCircleData(_ result: CircleConfigModel) {
        nameField.text = result.name
        coverField.text = result.coverPhoto ?? ""
    }

    /// What the fields say, as the presenter's events carry it.
    private var request: CreateOrEditCircleRequestDomain {
        CreateOrEditCircleRequestDomain(
            circleName: nameField.text, coverPhoto: coverField.text.isEmpty ? nil : coverField.text)
    }

    private var no: Alert.Action { Alert.Action(title: "No") {} }

    private func ok(_ handler: @escaping @MainActor () -> Void) -> Alert.Action {
        Alert.Action(title: "OK", handler: handler)
    }

    private func askBeforeLeaving(_ message: String) {
        let yes = Alert.Action(title: "Yes") { [weak self] in self?.leave() }
        present(Alert(message: message, actions: [yes, no]))
    }

    private func startSpinner(_ caption: String) {
        spinner.isAnimating = true
        spinnerLabel.text = caption
    }

    private func present(_ alert: Alert) { presentedAlert = alert }

    private func leave() { navigator?.leaveForm(to: .previousScreen) }
}
