import CirclesConsole
import CirclesDomain
import CirclesMVP
import Foundation
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIns
#endif

/// The legacy create / edit circle screen as a UIKit app has it: a view
/// controller that owns its outlets, forwards each control's event to the
/// legacy presenter with the form's content, and obeys the presenter's
/// fifteen view calls.
///
/// It is written as an MVP app of that era wrote it. The coordinator makes
/// it over a presenter it owns; the view controller holds the
/// presenter weakly, as the presenter holds the view controller once
/// attached, and attaches in `viewDidLoad`. It decides nothing itself: Back,
/// the sheet's swipe down and Save all go to the presenter, which answers
/// with view calls. Like every legacy view, what it shows is the sum of the
/// calls it received: a new view controller over the same presenter starts
/// empty.
@MainActor
public final class CreateOrEditCircleViewController: UIViewController, CreateOrEditCircleContract.View,
    UIAdaptivePresentationControllerDelegate
{
    /// The name field.
    let nameField = UITextField()
    /// The cover field: a URL, or empty for no cover.
    let coverField = UITextField()
    /// Save; disabled until the presenter enables it.
    let saveButton = UIButton()
    /// Delete; hidden for a new circle.
    let deleteButton = UIButton()
    /// Turns while a change is committed.
    let spinner = UIActivityIndicatorView()
    /// Says what the spinner waits for.
    let spinnerLabel = UILabel()
    private let mode: CreateOrEditCircleContract.Mode
    /// The presenter, which the coordinator owns.
    private(set) weak var presenter: (any CreateOrEditCircleContract.Presenter)?
    private weak var navigator: (any FormNavigator)?

    /// A screen creating a circle, or editing one, that forwards events to `presenter` and reports
    /// where it goes to `navigator`.
    public init(
        mode: CreateOrEditCircleContract.Mode, presenter: any CreateOrEditCircleContract.Presenter,
        navigator: any FormNavigator
    ) {
        self.mode = mode
        self.presenter = presenter
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out the outlets, wires each control to the presenter, and attaches to it.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = mode == .edit ? "Edit circle" : "New circle"
        for subview in [nameField, coverField, saveButton, deleteButton, spinner, spinnerLabel] {
            view.addSubview(subview)
        }
        saveButton.setTitle("Save", for: .normal)
        saveButton.isEnabled = false
        deleteButton.setTitle("Delete", for: .normal)
        deleteButton.isHidden = mode == .create
        nameField.addAction(
            UIAction { [unowned self] _ in presenter?.onCheckFormRequested(request) }, for: .editingChanged)
        coverField.addAction(
            UIAction { [unowned self] _ in presenter?.onCheckFormRequested(request) }, for: .editingChanged)
        saveButton.addAction(UIAction { [unowned self] _ in presenter?.onFormSubmitted(request) }, for: .touchUpInside)
        deleteButton.addAction(
            UIAction { [unowned self] _ in presenter?.onDeleteCircleRequested() }, for: .touchUpInside)
        navigationItem.backAction = UIAction(title: "Back") { [unowned self] _ in backRequested() }
        isModalInPresentation = true
        presenter?.attach(self)
    }

    /// Turns the navigation controller's swipes back off while the form is on screen: UIKit would
    /// pop without asking, and only the presenter knows whether leaving loses input.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        enableSwipesBack(false)
    }

    /// Gives the swipes back to the screens under the form.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        enableSwipesBack(true)
    }

    /// Turns the swipe from the edge on or off, and, on iOS 26, the pan from anywhere in the content.
    private func enableSwipesBack(_ isEnabled: Bool) {
        navigationController?.interactivePopGestureRecognizer?.isEnabled = isEnabled
        if #available(iOS 26, *) {
            navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = isEnabled
        }
    }

    /// The user swiped the form's sheet down, which `isModalInPresentation` refused: it is Back.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        backRequested()
    }

    /// Starts the spinner, captioned for a new circle.
    public func showCreateSpinner() { startSpinner("Creating the circle…") }

    /// Starts the spinner, captioned for a change to an existing circle.
    public func showEditSpinner() { startSpinner("Saving the change…") }

    /// Leaves for the feed of the circle with `circleId`.
    public func redirectToCircleFeedScreen(_ circleId: String) {
        navigator?.leaveForm(to: .circleFeed(circleId: circleId))
    }

    /// Leaves for the new circle's invite screen.
    public func redirectToCircleInviteScreen(_ circleId: String) {
        navigator?.leaveForm(to: .circleInvite(circleId: circleId))
    }

    /// Stops the spinner and says the circle could not be created.
    public func showCreateCircleErrorDialog() {
        spinner.stopAnimating()
        showAlert("The circle could not be created. Please try again.", actions: [ok {}])
    }

    /// Stops the spinner and says the change could not be saved.
    public func showEditCircleErrorDialog() {
        spinner.stopAnimating()
        showAlert("The change could not be saved. Please try again.", actions: [ok {}])
    }

    /// Says the circle could not be loaded; OK leaves.
    public func showInitEditErrorDialog() {
        showAlert("This circle could not be loaded.", actions: [ok { [weak self] in self?.leave() }])
    }

    /// Enables Save.
    public func enableCTA() { saveButton.isEnabled = true }

    /// Disables Save.
    public func disableCTA() { saveButton.isEnabled = false }

    /// Asks before discarding a new circle's input.
    public func exitWithCreateConfirmationDialog() { askBeforeLeaving("Discard this new circle?") }

    /// Asks before discarding unsaved changes.
    public func exitWithEditConfirmationDialog() { askBeforeLeaving("Discard your changes?") }

    /// Leaves at once.
    public func exitWithoutConfirmationDialog() { leave() }

    /// Leaves for the list of all circles.
    public func exitToAggregatedFeed() { navigator?.leaveForm(to: .allCircles) }

    /// Asks before deleting; Yes confirms the deletion to the presenter.
    public func showDeleteConfirmationDialog() {
        let yes = UIAlertAction(title: "Yes", style: .destructive) { [weak self] _ in
            self?.presenter?.onDeleteCircleConfirmed()
        }
        showAlert("Delete this circle? This cannot be undone.", actions: [yes, no])
    }

    /// Fills the fields with the circle being edited, from code: no editing event fires.
    public func setEditableCircleData(_ result: CircleConfigModel) {
        nameField.text = result.name
        coverField.text = result.coverPhoto ?? ""
    }

    /// What the fields say, as the presenter's events carry it.
    private var request: CreateOrEditCircleRequestDomain {
        let cover = coverField.text ?? ""
        return CreateOrEditCircleRequestDomain(
            circleName: nameField.text ?? "", coverPhoto: cover.isEmpty ? nil : cover)
    }

    private func backRequested() {
        presenter?.onExitFromCreateCircleFlowRequested(request)
    }

    private var no: UIAlertAction { UIAlertAction(title: "No", style: .cancel) }

    private func ok(_ handler: @escaping @MainActor () -> Void) -> UIAlertAction {
        UIAlertAction(title: "OK", style: .default) { _ in handler() }
    }

    private func askBeforeLeaving(_ message: String) {
        let yes = UIAlertAction(title: "Yes", style: .destructive) { [weak self] _ in self?.leave() }
        showAlert(message, actions: [yes, no])
    }

    private func startSpinner(_ caption: String) {
        spinner.startAnimating()
        spinnerLabel.text = caption
    }

    private func showAlert(_ message: String, actions: [UIAlertAction]) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        for action in actions { alert.addAction(action) }
        present(alert, animated: true)
    }

    private func leave() { navigator?.leaveForm(to: .previousScreen) }
}
