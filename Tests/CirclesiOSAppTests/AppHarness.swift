import CirclesConsole
import CirclesDomain
import CirclesTestSupport
import Testing
import UIKitStandIns

@testable import CirclesMVIUIKit
@testable import CirclesMVPUIKit
@testable import CirclesiOSApp

/// The iOS app as a user meets it: a scene the simulated system connects, with the app's
/// scene delegate over a fake repository, and the user's fingers on whatever is on screen.
@MainActor
final class AppHarness {
    static let bookClub = CircleConfigModel(
        id: "sample-2", name: "Book club", coverPhoto: "https://example.com/books.jpg")

    let repository: FakeCirclesRepository
    /// The system, which makes the app's scene delegate as UIKit does, with `init()`.
    let system = SimulatedSystem(sceneDelegate: SceneDelegate.init)
    private(set) var scene: UIWindowScene?
    private let flag: CircleFormVersion

    /// Connects the app's first scene, building forms in `version`, over a store holding the book club.
    init(_ version: Version) {
        flag = version.flag
        repository = FakeCirclesRepository(circles: [Self.bookClub])
        connect(to: nil)
    }

    /// Lets go of the scene, as the system does once it disconnected it.
    func forgetScene() { scene = nil }

    /// Connects a new scene to `session`, or to a new session, as the system does when the user comes back.
    func reconnect(to session: UISceneSession?) {
        heldCalls = 0
        connect(to: session)
    }

    /// Sets the app's environment as the app does at launch, then has the system connect a scene:
    /// in one turn of the main actor, so that no other test's app comes between.
    private func connect(to session: UISceneSession?) {
        let flag = flag
        SceneDelegate.environment = (CircleFormDependencies(repository: repository), { flag })
        scene = system.connectScene(to: session)
    }

    var sceneDelegate: SceneDelegate? { scene?.delegate as? SceneDelegate }
    var window: UIWindow? { sceneDelegate?.window }
    var coordinator: CircleFormCoordinator? { sceneDelegate?.coordinator }
    var navigationController: UINavigationController? { coordinator?.navigationController }
    /// The sheet over the app, if one is presented.
    var sheet: UINavigationController? { navigationController?.presentedViewController as? UINavigationController }
    /// The form on screen, in either version: the sheet's root, or the top of the stack.
    var form: (any FormOutlets)? {
        (sheet?.viewControllers.first ?? navigationController?.topViewController) as? any FormOutlets
    }
    /// The alert over the form, if one is presented.
    var alert: UIAlertController? {
        (sheet?.presentedViewController ?? navigationController?.presentedViewController) as? UIAlertController
    }

    /// Where the user is: the titles of the stack, root first, then the sheet's, if any.
    var screens: [String] {
        let stack = navigationController?.viewControllers.map { $0.title ?? "?" } ?? []
        return stack + (sheet?.viewControllers.map { "sheet: \($0.title ?? "?")" } ?? [])
    }

    /// What the form shows, as one value.
    var display: FormDisplay? {
        form.map { form in
            FormDisplay(
                name: form.nameField.text ?? "", cover: form.coverField.text ?? "",
                isSaveEnabled: form.saveButton.isEnabled,
                spinner: form.spinner.isAnimating ? form.spinnerLabel.text : nil, alert: alert?.message)
        }
    }

    /// Waits for the open form's work to finish and reach its view controller, but for the calls the
    /// repository holds, each of which keeps one piece of work waiting, and for every transition
    /// that work began, until neither has more to do.
    func settle() async {
        guard let window else { return await coordinator?.settle(leavingHeld: heldCalls) ?? () }
        await window.settle { await coordinator?.settle(leavingHeld: heldCalls) }
    }

    /// How many repository calls are held now, as ``waitUntilHeld()`` saw them.
    private var heldCalls = 0

    /// Makes the repository hold the next calls until ``releaseHeldCalls()``.
    func holdCalls() { repository.holdCalls() }

    /// Returns once a call is held.
    func waitUntilHeld() async {
        await repository.waitUntilHeld()
        heldCalls = 1
    }

    /// Lets the held calls finish.
    func releaseHeldCalls() {
        repository.releaseHeldCalls()
        heldCalls = 0
    }

    /// Opens a new circle's form and types `name` in it, its work settled.
    func openNewForm(named name: String) async {
        coordinator?.showNewCircleForm()
        type(name: name)
        await settle()
    }

    /// Taps Save with the repository holding calls, and returns once the save is held.
    func saveWhileHeld() async {
        holdCalls()
        tapSave()
        await waitUntilHeld()
    }

    // MARK: The user's fingers

    /// Types in the name field, leaving each of `texts` in turn, as keystrokes do.
    func type(name texts: String...) {
        for text in texts { form?.nameField.simulateTyping(text) }
    }

    /// Types in the cover field, leaving each of `texts` in turn, as keystrokes do.
    func type(cover texts: String...) {
        for text in texts { form?.coverField.simulateTyping(text) }
    }
    func tapSave() { form?.saveButton.simulateTap() }
    func tapDelete() { form?.deleteButton.simulateTap() }
    func answer(_ title: String) { alert?.simulateTap(onActionTitled: title) }

    /// Taps the back button of the form's navigation bar, in the sheet or on the stack.
    func tapBack() {
        (sheet ?? navigationController)?.simulateTapOnBackButton()
    }

    /// Swipes the form's sheet down.
    func swipeSheetDown() { sheet?.presentationController?.simulateSwipeDown() }

    /// Swipes back from the left edge of the app's navigation controller, or, with `fromContent`,
    /// pans from anywhere in its content, as iOS 26 lets a user.
    func swipeBack(fromContent: Bool = false) { navigationController?.simulateSwipeBack(fromContent: fromContent) }
}

/// What the form shows, as the user reads it.
struct FormDisplay: Equatable {
    var name = ""
    var cover = ""
    var isSaveEnabled = false
    var spinner: String?
    var alert: String?
}

/// The outlets both versions' view controllers have, as a test reads and touches them.
@MainActor
protocol FormOutlets: UIViewController {
    var nameField: UITextField { get }
    var coverField: UITextField { get }
    var saveButton: UIButton { get }
    var deleteButton: UIButton { get }
    var spinner: UIActivityIndicatorView { get }
    var spinnerLabel: UILabel { get }
    /// The presenter the view controller sends its events to.
    var formPresenter: AnyObject? { get }
}

extension CirclesMVPUIKit.CreateOrEditCircleViewController: FormOutlets {
    var formPresenter: AnyObject? { presenter }
}

extension CirclesMVIUIKit.CreateOrEditCircleViewController: FormOutlets {
    var formPresenter: AnyObject? { presenter }
}

/// The form's versions, as the tests name them.
enum Version: String, CaseIterable, CustomTestStringConvertible {
    case mvp, mvi

    /// The flag's value for this version.
    var flag: CircleFormVersion {
        switch self {
        case .mvp: .mvp
        case .mvi: .mvi
        }
    }

    var testDescription: String { rawValue }
}
