import Foundation
import Testing
import UIKitStandIns

@Suite("UINavigationController: push, pop, the back button and the swipe back, as UIKit calls the screens")
@MainActor
struct UINavigationControllerTests {
    private let log = CallLog()

    /// A navigation controller on screen showing `list`, with `form` pushed on it; the log starts empty.
    private func stack() -> (UINavigationController, list: RecordingViewController, form: RecordingViewController) {
        let list = RecordingViewController("list", log: log)
        let form = RecordingViewController("form", log: log)
        let navigation = UINavigationController(rootViewController: list)
        _ = ShownWindow(showing: navigation)
        navigation.pushViewController(form, animated: true)
        _ = log.take()
        return (navigation, list, form)
    }

    @Test("A push: the new screen loads, then the old one will disappear, the new one will appear, then both did")
    func pushCallsBothScreens() {
        let list = RecordingViewController("list", log: log)
        let form = RecordingViewController("form", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = ShownWindow(showing: navigation)
        _ = log.take()

        navigation.pushViewController(form, animated: true)

        #expect(
            log.take() == [
                "form.viewDidLoad", "list.viewWillDisappear", "form.viewWillAppear (movingToParent)",
                "list.viewDidDisappear", "form.viewDidAppear (movingToParent)",
            ])
        #expect(navigation.viewControllers == [list, form])
        #expect(form.navigationController === navigation)
        _ = window
    }

    @Test("A pop: the top screen hears it is moving from its parent, and leaves the stack")
    func popCallsBothScreens() {
        let (navigation, list, form) = stack()

        let popped = navigation.popViewController(animated: true)

        #expect(popped === form)
        #expect(
            log.take() == [
                "form.viewWillDisappear (movingFromParent)", "list.viewWillAppear",
                "form.viewDidDisappear (movingFromParent)", "list.viewDidAppear",
            ])
        #expect(navigation.viewControllers == [list])
        #expect(form.parent == nil)
    }

    @Test("The back button pops, without asking the screen")
    func backButtonPops() {
        let (navigation, list, _) = stack()

        navigation.simulateTapOnBackButton()

        #expect(navigation.viewControllers == [list])
    }

    @Test("The screen can take the back button over with a back action, or hide it; then it does not pop")
    func backButtonTakenOverOrHidden() {
        let (navigation, _, form) = stack()
        var backActions = 0
        form.navigationItem.backAction = UIAction { _ in backActions += 1 }

        navigation.simulateTapOnBackButton()
        form.navigationItem.hidesBackButton = true
        navigation.simulateTapOnBackButton()

        #expect(backActions == 1)
        #expect(navigation.topViewController === form)
    }

    @Test("A swipe back calls both screens as a pop does; the back action does not run")
    func swipeBackPops() {
        let (navigation, list, form) = stack()
        var backActions = 0
        form.navigationItem.backAction = UIAction { _ in backActions += 1 }

        navigation.simulateSwipeBack()

        #expect(
            log.take() == [
                "form.viewWillDisappear (movingFromParent)", "list.viewWillAppear",
                "form.viewDidDisappear (movingFromParent)", "list.viewDidAppear",
            ])
        #expect(navigation.viewControllers == [list])
        #expect(backActions == 0)
    }

    @Test("A swipe given up: the screen that stays hears it will and did appear again; nothing leaves the stack")
    func swipeGivenUp() {
        let (navigation, list, form) = stack()

        let began = navigation.beginSwipeBack()
        let halfWay = log.take()
        navigation.endSwipeBack(completing: false)

        #expect(began)
        #expect(halfWay == ["form.viewWillDisappear (movingFromParent)", "list.viewWillAppear"])
        #expect(
            log.take() == [
                "list.viewWillDisappear", "form.viewWillAppear", "list.viewDidDisappear", "form.viewDidAppear",
            ])
        #expect(navigation.viewControllers == [list, form])
    }

    @Test("A screen that disables the swipe gesture cannot be swiped away")
    func disabledSwipe() {
        let (navigation, list, form) = stack()

        navigation.interactivePopGestureRecognizer?.isEnabled = false
        navigation.simulateSwipeBack()

        #expect(navigation.viewControllers == [list, form])
        #expect(log.take() == [])
    }

    @Test("Nothing can be presented or pushed from a screen half way through a swipe")
    func nothingStartsMidSwipe() {
        let (navigation, list, form) = stack()
        navigation.beginSwipeBack()

        form.present(UIViewController(), animated: true)
        navigation.pushViewController(UIViewController(), animated: true)
        navigation.endSwipeBack(completing: false)

        #expect(form.presentedViewController == nil)
        #expect(navigation.viewControllers == [list, form])
        #expect(form.warnings.count == 1)
        #expect(navigation.warnings == ["Refused to push UIViewController: a navigation transition is in progress."])
    }

    @Test("A push asked for while another push runs is refused")
    func noNestedPush() {
        let list = RecordingViewController("list", log: log)
        let form = RecordingViewController("form", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = ShownWindow(showing: navigation)
        form.onViewWillAppear = { navigation.pushViewController(UIViewController(), animated: true) }

        navigation.pushViewController(form, animated: true)

        #expect(navigation.viewControllers == [list, form])
        #expect(navigation.warnings == ["Refused to push UIViewController: a navigation transition is in progress."])
        _ = window
    }

    @Test("The delegate hears willShow before the screens' calls and didShow after them")
    func delegateHearsEachScreenShown() {
        let (navigation, list, _) = stack()
        let delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate

        navigation.popViewController(animated: false)

        #expect(log.take().first == "willShow list")
        #expect(delegate.shown == [list])
    }

    @Test("A popped screen is released once nothing else holds it")
    func poppedScreenIsReleased() {
        let (navigation, _, _) = stack()
        weak let popped = navigation.topViewController

        navigation.popViewController(animated: true)

        #expect(popped == nil)
    }
}

/// A navigation delegate that writes down what it is told.
@MainActor
private final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let log: CallLog
    private(set) var shown: [UIViewController] = []

    init(log: CallLog) {
        self.log = log
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.append("willShow \((viewController as? RecordingViewController)?.name ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(viewController)
    }
}
