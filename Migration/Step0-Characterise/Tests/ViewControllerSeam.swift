import CirclesConsole
import CirclesDomain
import CirclesMVP
import MvpKit

@testable import Step0Characterise

/// The seam around the legacy view controller: what the user sees, read from
/// its widgets as one ``FormScreen`` value, and the user's inputs, played as
/// keystrokes and taps on the same widgets.
///
/// This is the only code that knows the screen is made of UIKit-style
/// widgets. The spec and the transcripts talk to `CircleFormScreen` alone, so
/// they run unchanged against any version that conforms to it.
@MainActor
final class ViewControllerSeam: CircleFormScreen {
    private let presenter: CreateOrEditCirclePresenter
    private let scheduler = UiThreadScheduler()
    private let isEditing: Bool
    private weak var navigator: (any FormNavigator)?
    private var viewController: CreateOrEditCircleViewController

    /// Loads the legacy screen as `launch` says, over `repository`, reporting navigation to
    /// `navigator`, the way the app's coordinator would: the presenter, then the controller, then
    /// the circle to edit.
    init(launch: FormLaunch, repository: any CirclesRepository, navigator: any FormNavigator) {
        let dependencies = CircleFormDependencies(repository: repository)
        presenter = CreateOrEditCirclePresenter(
            shouldAllowFormSubmissionUseCase: dependencies.shouldAllowFormSubmission,
            hasCreateCircleRequestChangedUseCase: dependencies.hasCreateCircleRequestChanged,
            circlesRepository: dependencies.circlesRepository,
            prepareEditCircleRequestUseCase: dependencies.prepareEditCircleRequest,
            scheduler: scheduler)
        isEditing = launch != .create
        self.navigator = navigator
        viewController = CreateOrEditCircleViewController(
            isEditing: isEditing, presenter: presenter, navigator: navigator)
        viewController.viewDidLoad()
        if case .edit(let circleId) = launch {
            presenter.onEditCircleRequested(circleId)
        }
    }

    // excerpt:begin seam
    /// What the user sees now, read from the widgets.
    var display: FormScreen {
        FormScreen(
            mode: viewController.title == "Edit circle" ? .edit : .create,
            name: viewController.nameField.text,
            coverPhoto: viewController.coverField.text.isEmpty ? nil : viewController.coverField.text,
            isSaveEnabled: viewController.saveButton.isEnabled,
            progress: viewController.spinner.isAnimating ? Self.progress[viewController.spinnerLabel.text] : nil,
            dialog: viewController.presentedAlert.flatMap { Self.dialogs[$0.message] }
        )
    }

    /// Plays `input` on the widgets, as a user would.
    func handle(_ input: FormInput) {
        switch input {
        case .name(let name): viewController.nameField.type(name)
        case .coverPhoto(let coverPhoto): viewController.coverField.type(coverPhoto ?? "")
        case .save: viewController.saveButton.tap()
        case .back: viewController.backButton.tap()
        case .delete: viewController.deleteButton.tap()
        case .answer(let answer): viewController.tapAlertButton(titled: Self.buttonTitles[answer, default: ""])
        }
    }
    // excerpt:end seam

    /// Replaces the view controller with a new one over the same presenter, as an app whose
    /// presenter outlives its screen does when the screen is shown again; the fields' text is
    /// carried over, as state restoration would carry it, and nothing else.
    func recreateView(during gap: @MainActor () async -> Void) async {
        presenter.detach()
        let (name, cover) = (viewController.nameField.text, viewController.coverField.text)
        await gap()
        guard let navigator else { return }
        viewController = CreateOrEditCircleViewController(
            isEditing: isEditing, presenter: presenter, navigator: navigator)
        viewController.viewDidLoad()
        viewController.nameField.text = name
        viewController.coverField.text = cover
    }

    /// Waits for the presenter's repository calls and their callbacks.
    func settle(leavingHeld heldCalls: Int) async { await scheduler.waitUntilIdle(allowingPending: heldCalls) }

    /// Detaches the view controller, so that late callbacks reach nothing.
    func close() { presenter.detach() }

    /// The spinner's captions, as the console names them.
    private static let progress: [String: FormScreen.Progress] = [
        "Creating the circle…": .creating, "Saving the change…": .updating,
    ]

    /// The alerts' messages, as the console names them.
    private static let dialogs: [String: FormDialog] = [
        "Discard this new circle?": .discardNewCircle, "Discard your changes?": .discardChanges,
        "Delete this circle? This cannot be undone.": .deleteCircle,
        "The circle could not be created. Please try again.": .createFailed,
        "The change could not be saved. Please try again.": .updateFailed,
        "This circle could not be loaded.": .loadFailed,
    ]

    /// The alert buttons that answer each way.
    private static let buttonTitles: [DialogAnswer: String] = [.yes: "Yes", .no: "No", .ok: "OK"]
}
