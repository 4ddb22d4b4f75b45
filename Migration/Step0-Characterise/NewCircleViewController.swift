import CirclesConsole

/// Step 0 (characterise): the legacy screen in UIKit's shape, a view
/// controller that owns its widgets and obeys its presenter.
///
/// Nothing here is written for tests: the seam in `Tests/` reads the widgets
/// and taps them as a user would, so that this code can be characterised
/// before any of it moves.
@MainActor
final class NewCircleViewController: NewCircleView {
    /// The name field.
    let nameField = TextField()
    /// Save; disabled until the name fits.
    let saveButton = Button()
    /// Turns while the circle is being created.
    let spinner = ActivityIndicator()
    /// The message of the alert on screen, if one is presented; its only button is OK.
    private(set) var alertMessage: String?
    private weak var presenter: NewCirclePresenter?
    private weak var navigator: (any FormNavigator)?

    /// A screen that forwards events to `presenter` and reports where it goes to `navigator`.
    init(presenter: NewCirclePresenter, navigator: any FormNavigator) {
        self.presenter = presenter
        self.navigator = navigator
    }

    /// Wires the widgets to the presenter and attaches to it, as UIKit's `viewDidLoad` would.
    func viewDidLoad() {
        saveButton.isEnabled = false
        nameField.onEditingChanged = { [unowned self] in presenter?.onNameChanged($0) }
        saveButton.onTap = { [unowned self] in presenter?.onSaveTapped(name: nameField.text) }
        presenter?.attach(self)
    }

    /// The alert's OK button was tapped: the alert goes.
    func alertOKTapped() {
        alertMessage = nil
    }

    /// Enables or disables Save.
    func enableSave(_ isEnabled: Bool) { saveButton.isEnabled = isEnabled }

    /// Starts or stops the spinner.
    func showSpinner(_ isShown: Bool) { spinner.isAnimating = isShown }

    /// Presents the alert.
    func showCreateError() { alertMessage = "The circle could not be created. Please try again." }

    /// Asks the navigator to replace this screen with the circle's invite screen.
    func openCircleInvite(circleId: String) { navigator?.leaveForm(to: .circleInvite(circleId: circleId)) }
}
