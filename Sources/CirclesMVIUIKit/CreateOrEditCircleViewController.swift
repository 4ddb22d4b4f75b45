import CirclesConsole
import CirclesMVI
import Foundation
import MviKit
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIns
#endif

/// The final create / edit circle screen as a UIKit app has it: a view
/// controller that renders the MVI presenter's state, handles its side
/// effects, and sends the user's events.
///
/// The coordinator makes it over a presenter it owns and closes; the view
/// controller keeps nothing of its own but its outlets, so a new one over
/// the same presenter shows the same screen. What a caller may rely on:
///
/// 1. States are rendered from `viewDidLoad` until the view controller is
///    released, the current one at once, so the screen is drawn before it
///    appears.
/// 2. Side effects are handled only from `viewDidAppear` to
///    `viewWillDisappear`, when the screen is on screen and no transition
///    runs: one posted outside that window waits in the container, and is
///    handed over at the next `viewDidAppear`, when presenting an alert or
///    navigating works.
/// 3. The field being edited keeps the user's text: a state sets a field's
///    text only while the user is not editing it.
/// 4. While a change is committing, the back button is hidden, driven by the
///    state; both swipes back (from the edge and, on iOS 26, from the
///    content) are off while the form is on screen, and its sheet refuses the
///    swipe down, which it hands the presenter as Back.
@MainActor
public final class CreateOrEditCircleViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    /// The name field.
    let nameField = UITextField()
    /// The cover field: a URL, or empty for no cover.
    let coverField = UITextField()
    /// Save, enabled as the state says.
    let saveButton = UIButton()
    /// Delete; hidden for a new circle.
    let deleteButton = UIButton()
    /// Turns while a change is committed.
    let spinner = UIActivityIndicatorView()
    /// Says what the spinner waits for.
    let spinnerLabel = UILabel()
    /// The presenter, which the coordinator owns and closes.
    let presenter: any CreateOrEditCircleContract.Presenter
    private weak var navigator: (any FormNavigator)?
    private let renderer = DiffRenderer<CreateOrEditState>()
    private var mode = CreateOrEditState.Mode.create
    private var states: MviSubscription?
    private var sideEffects: MviSubscription?

    /// A screen over `presenter` that reports where it goes to `navigator`.
    public init(presenter: any CreateOrEditCircleContract.Presenter, navigator: any FormNavigator) {
        self.presenter = presenter
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard.
    public required init?(coder: NSCoder) {
        return nil
    }

    // excerpt:begin view-did-load
    /// Lays out the outlets, wires each control to an event, and renders the state from now on.
    public override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [nameField, coverField, saveButton, deleteButton, spinner, spinnerLabel] {
            view.addSubview(subview)
        }
        saveButton.setTitle("Save", for: .normal)
        deleteButton.setTitle("Delete", for: .normal)
        nameField.addAction(
            UIAction { [unowned self] _ in presenter.onNameChanged(nameField.text ?? "") }, for: .editingChanged)
        coverField.addAction(
            UIAction { [unowned self] _ in presenter.onCoverPhotoChanged(cover) }, for: .editingChanged)
        saveButton.addAction(UIAction { [unowned self] _ in presenter.onFormSubmitted() }, for: .touchUpInside)
        deleteButton.addAction(
            UIAction { [unowned self] _ in presenter.onDeleteCircleRequested() }, for: .touchUpInside)
        navigationItem.backAction = UIAction(title: "Back") { [unowned self] _ in
            presenter.onExitFromCreateCircleFlowRequested()
        }
        isModalInPresentation = true
        renderer
            .diff(\.mode) { [unowned self] in show($0) }
            .diff(\.circleName) { [unowned self] in if !nameField.isFirstResponder { nameField.text = $0 } }
            .diff(\.coverPhoto) { [unowned self] in if !coverField.isFirstResponder { coverField.text = $0 } }
            .diff(\.ctaEnabled) { [unowned self] in saveButton.isEnabled = $0 }
            .diff(\.spinnerCaption) { [unowned self] in showSpinner(captioned: $0) }
        states = presenter.subscribeToState { [weak self] in self?.renderer.render($0) }
    }
    // excerpt:end view-did-load

    // excerpt:begin side-effects
    /// Takes side effects while the screen is on screen, and turns the swipes back off.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        enableSwipesBack(false)
        sideEffects = presenter.subscribeToSideEffects { [weak self] in self?.handle($0) }
    }

    /// Stops taking side effects as a transition begins: one posted meanwhile waits in the
    /// container; the swipes back go back to the screens under the form.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        sideEffects?.cancel()
        sideEffects = nil
        enableSwipesBack(true)
    }
    // excerpt:end side-effects

    /// Turns the navigation controller's swipes back on or off: from the edge, and, on iOS 26,
    /// from anywhere in the content, which UIKit would pop without asking.
    private func enableSwipesBack(_ isEnabled: Bool) {
        navigationController?.interactivePopGestureRecognizer?.isEnabled = isEnabled
        if #available(iOS 26, *) {
            navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = isEnabled
        }
    }

    /// The user swiped the form's sheet down, which `isModalInPresentation` refused: it is Back.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        presenter.onExitFromCreateCircleFlowRequested()
    }

    private func handle(_ sideEffect: CreateOrEditSideEffect) {
        switch sideEffect {
        case .close: navigator?.leaveForm(to: .previousScreen)
        case .openAggregatedFeed: navigator?.leaveForm(to: .allCircles)
        case .openCircleInvite(let circleId): navigator?.leaveForm(to: .circleInvite(circleId: circleId))
        case .openCircleFeed(let circleId): navigator?.leaveForm(to: .circleFeed(circleId: circleId))
        case .showDeleteConfirmation:
            ask("Delete this circle? This cannot be undone.") { [weak self] in self?.presenter.onDeleteCircleConfirmed()
            }
        case .showExitConfirmation:
            ask(mode == .create ? "Discard this new circle?" : "Discard your changes?") { [weak self] in
                self?.navigator?.leaveForm(to: .previousScreen)
            }
        case .showError:
            tell(
                mode == .create
                    ? "The circle could not be created. Please try again."
                    : "The change could not be saved. Please try again."
            ) {}
        case .showInitEditError:
            tell("This circle could not be loaded.") { [weak self] in self?.navigator?.leaveForm(to: .previousScreen) }
        }
    }

    private var cover: String? {
        let text = coverField.text ?? ""
        return text.isEmpty ? nil : text
    }

    private func show(_ mode: CreateOrEditState.Mode) {
        self.mode = mode
        title = mode == .create ? "New circle" : "Edit circle"
        deleteButton.isHidden = mode == .create
    }

    private func showSpinner(captioned caption: String?) {
        if caption == nil { spinner.stopAnimating() } else { spinner.startAnimating() }
        spinnerLabel.text = caption
        navigationItem.hidesBackButton = caption != nil
    }

    private func ask(_ question: String, yes: @escaping @MainActor () -> Void) {
        present(
            alert(
                question, UIAlertAction(title: "Yes", style: .destructive) { _ in yes() },
                UIAlertAction(title: "No", style: .cancel)),
            animated: true)
    }

    private func tell(_ message: String, then ok: @escaping @MainActor () -> Void) {
        present(alert(message, UIAlertAction(title: "OK", style: .default) { _ in ok() }), animated: true)
    }

    private func alert(_ message: String, _ actions: UIAlertAction...) -> UIAlertController {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        for action in actions { alert.addAction(action) }
        return alert
    }
}

extension CreateOrEditState {
    /// What the spinner says while a change is committing; `nil` when there is no spinner.
    fileprivate var spinnerCaption: String? {
        guard committingChanges else { return nil }
        return mode == .create ? "Creating the circle…" : "Saving the change…"
    }
}
