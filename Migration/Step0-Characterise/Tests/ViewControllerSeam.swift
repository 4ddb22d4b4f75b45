import CirclesConsole
import CirclesDomain
import CirclesMVP
import MvpKit
import UIKitStandIns

@testable import CirclesMVPUIKit

/// The seam around the legacy view controller: what the user sees, read from
/// its outlets as one ``FormScreen`` value, and the user's inputs, played as
/// keystrokes and taps on the same outlets.
///
/// This is the only code that knows the screen is made of UIKit views. The
/// spec and the transcripts talk to `CircleFormScreen` alone, so they run
/// unchanged against any version that conforms to it.
@MainActor
final class ViewControllerSeam: CircleFormScreen {
    private let presenter: CreateOrEditCirclePresenter
    private let scheduler = UiThreadScheduler()
    private let mode: CreateOrEditCircleContract.Mode
    private weak var navigator: (any FormNavigator)?
    private var viewController: CreateOrEditCircleViewController
    /// Shows the form as the app does: in a navigation controller, on screen.
    private var navigationController: UINavigationController
    private var window: UIWindow

    /// Loads the legacy screen as `launch` says, over `repository`, reporting navigation to
    /// `navigator`, the way the app's coordinator would: the presenter, then the view controller
    /// on screen, then the circle to edit.
    init(launch: FormLaunch, repository: any CirclesRepository, navigator: any FormNavigator) {
        let dependencies = CircleFormDependencies(repository: repository)
        presenter = CreateOrEditCirclePresenter(
            shouldAllowFormSubmissionUseCase: dependencies.shouldAllowFormSubmission,
            hasCreateCircleRequestChangedUseCase: dependencies.hasCreateCircleRequestChanged,
            circlesRepository: dependencies.circlesRepository,
            prepareEditCircleRequestUseCase: dependencies.prepareEditCircleRequest,
            scheduler: scheduler)
        mode = launch == .create ? .create : .edit
        self.navigator = navigator
        (viewController, navigationController, window) = Self.show(
            mode: mode, presenter: presenter, navigator: navigator)
        if case .edit(let circleId) = launch {
            presenter.onEditCircleRequested(circleId)
        }
    }

    // excerpt:begin seam
    /// What the user sees now, read from the outlets.
    var display: FormScreen {
        let cover = viewController.coverField.text ?? ""
        let alert = viewController.presentedViewController as? UIAlertController
        return FormScreen(
            mode: viewController.title == "Edit circle" ? .edit : .create,
            name: viewController.nameField.text ?? "",
            coverPhoto: cover.isEmpty ? nil : cover,
            isSaveEnabled: viewController.saveButton.isEnabled,
            progress: viewController.spinner.isAnimating ? Self.progress[viewController.spinnerLabel.text ?? ""] : nil,
            dialog: alert.flatMap { Self.dialogs[$0.message ?? ""] }
        )
    }

    /// Plays `input` on the outlets, as a user would.
    func handle(_ input: FormInput) {
        switch input {
        case .name(let name): viewController.nameField.simulateTyping(name)
        case .coverPhoto(let coverPhoto): viewController.coverField.simulateTyping(coverPhoto ?? "")
        case .save: viewController.saveButton.simulateTap()
        case .back: navigationController.simulateTapOnBackButton()
        case .delete: viewController.deleteButton.simulateTap()
        case .answer(let answer):
            let alert = viewController.presentedViewController as? UIAlertController
            alert?.simulateTap(onActionTitled: Self.buttonTitles[answer, default: ""])
        }
    }
    // excerpt:end seam

    /// Replaces the view controller with a new one over the same presenter, as a coordinator that
    /// keeps the presenter does when it shows the screen again. Nothing carries over: the new
    /// view controller shows what the presenter tells it from now on.
    func recreateView(during gap: @MainActor () async -> Void) async {
        presenter.detach()
        window.rootViewController = nil
        await gap()
        guard let navigator else { return }
        (viewController, navigationController, window) = Self.show(
            mode: mode, presenter: presenter, navigator: navigator)
    }

    /// Waits for the presenter's repository calls and their callbacks, and for every transition
    /// they began (an alert presented or dismissed), until neither has more to do.
    func settle(leavingHeld heldCalls: Int) async {
        await window.settle { await scheduler.waitUntilIdle(allowingPending: heldCalls) }
    }

    /// Detaches the view controller, so that late callbacks reach nothing.
    func close() { presenter.detach() }

    /// A view controller over `presenter`, on screen in a navigation controller of its own.
    private static func show(
        mode: CreateOrEditCircleContract.Mode, presenter: CreateOrEditCirclePresenter, navigator: any FormNavigator
    ) -> (CreateOrEditCircleViewController, UINavigationController, UIWindow) {
        let viewController = CreateOrEditCircleViewController(mode: mode, presenter: presenter, navigator: navigator)
        let navigationController = UINavigationController(rootViewController: viewController)
        let scene = SimulatedSystem(sceneDelegate: { NoSceneDelegate() }).connectScene()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        return (viewController, navigationController, window)
    }

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

/// A scene delegate that makes nothing: the seam makes the window itself.
@MainActor
private final class NoSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
