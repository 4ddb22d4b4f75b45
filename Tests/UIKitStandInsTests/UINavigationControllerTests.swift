import Foundation
import Testing
import UIKitStandIns

@Suite("UINavigationController: push, pop, the back button and the swipes back, as UIKit calls the screens")
@MainActor
struct UINavigationControllerTests {
    private let log = CallLog()

    /// A navigation controller on screen showing `list`, with `form` pushed on it and its
    /// transition ended; the log starts empty.
    private func stack() async -> (
        ShownWindow, UINavigationController, list: RecordingViewController, form: RecordingViewController
    ) {
        let list = RecordingViewController("list", log: log)
        let form = RecordingViewController("form", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = ShownWindow(showing: navigation)
        navigation.pushViewController(form, animated: true)
        await window.transitionsEnded()
        _ = log.take()
        return (window, navigation, list, form)
    }

    @Test(
        "A push: the stack changes at once and the will-calls are made; the did-calls come on a later turn",
        arguments: [true, false])
    func pushCallsBothScreens(animated: Bool) async {
        let list = RecordingViewController("list", log: log)
        let form = RecordingViewController("form", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = ShownWindow(showing: navigation)
        _ = log.take()

        navigation.pushViewController(form, animated: animated)
        let begun = log.take()
        let stackWhileTransitioning = navigation.viewControllers
        await window.transitionsEnded()

        #expect(
            begun == [
                "form.viewDidLoad", "list.viewWillDisappear", "form.viewWillAppear (movingToParent)",
                "form.viewIsAppearing",
            ])
        #expect(stackWhileTransitioning == [list, form])
        #expect(log.take() == ["list.viewDidDisappear", "form.viewDidAppear (movingToParent)"])
        #expect(form.navigationController === navigation)
    }

    @Test("A pop: the top screen hears it is moving from its parent, and leaves the stack")
    func popCallsBothScreens() async {
        let (window, navigation, list, form) = await stack()

        let popped = navigation.popViewController(animated: true)
        await window.transitionsEnded()

        #expect(popped === form)
        #expect(
            log.take() == [
                "form.viewWillDisappear (movingFromParent)", "list.viewWillAppear", "list.viewIsAppearing",
                "form.viewDidDisappear (movingFromParent)", "list.viewDidAppear",
            ])
        #expect(navigation.viewControllers == [list])
        #expect(form.parent == nil)
    }

    @Test("The back button pops, without asking the screen")
    func backButtonPops() async {
        let (_, navigation, list, _) = await stack()

        navigation.simulateTapOnBackButton()

        #expect(navigation.viewControllers == [list])
    }

    @Test("The screen can take the back button over with a back action, or hide it; then it does not pop")
    func backButtonTakenOverOrHidden() async {
        let (_, navigation, _, form) = await stack()
        var backActions = 0
        form.navigationItem.backAction = UIAction { _ in backActions += 1 }

        navigation.simulateTapOnBackButton()
        form.navigationItem.hidesBackButton = true
        navigation.simulateTapOnBackButton()

        #expect(backActions == 1)
        #expect(navigation.topViewController === form)
    }

    @Test(
        "A swipe back, from the edge or from the content, calls both screens as a pop does; the back action does not run",
        arguments: [false, true])
    func swipeBackPops(fromContent: Bool) async {
        let (window, navigation, list, form) = await stack()
        var backActions = 0
        form.navigationItem.backAction = UIAction { _ in backActions += 1 }

        navigation.simulateSwipeBack(fromContent: fromContent)
        await window.transitionsEnded()

        #expect(
            log.take() == [
                "form.viewWillDisappear (movingFromParent)", "list.viewWillAppear", "list.viewIsAppearing",
                "form.viewDidDisappear (movingFromParent)", "list.viewDidAppear",
            ])
        #expect(navigation.viewControllers == [list])
        #expect(backActions == 0)
    }

    @Test("A swipe given up: the screen that stays hears it will and did appear again; nothing leaves the stack")
    func swipeGivenUp() async {
        let (window, navigation, list, form) = await stack()

        let began = navigation.beginSwipeBack()
        let halfWay = log.take()
        navigation.endSwipeBack(completing: false)
        await window.transitionsEnded()

        #expect(began)
        #expect(
            halfWay == ["form.viewWillDisappear (movingFromParent)", "list.viewWillAppear", "list.viewIsAppearing"])
        #expect(
            log.take() == [
                "list.viewWillDisappear", "form.viewWillAppear", "form.viewIsAppearing", "list.viewDidDisappear",
                "form.viewDidAppear",
            ])
        #expect(navigation.viewControllers == [list, form])
    }

    @Test("A screen that disables a swipe's gesture cannot be swiped away by it; the other gesture still pops")
    func disabledSwipe() async {
        let (window, navigation, list, form) = await stack()

        navigation.interactivePopGestureRecognizer?.isEnabled = false
        navigation.simulateSwipeBack()
        let afterEdgeSwipe = navigation.viewControllers
        navigation.simulateSwipeBack(fromContent: true)
        await window.transitionsEnded()

        #expect(afterEdgeSwipe == [list, form])
        #expect(navigation.viewControllers == [list])
    }

    @Test("Nothing can be presented or pushed from a screen half way through a swipe")
    func nothingStartsMidSwipe() async {
        let (window, navigation, list, form) = await stack()
        navigation.beginSwipeBack()

        form.present(UIViewController(), animated: true)
        navigation.pushViewController(UIViewController(), animated: true)
        navigation.endSwipeBack(completing: false)
        await window.transitionsEnded()

        #expect(form.presentedViewController == nil)
        #expect(navigation.viewControllers == [list, form])
        #expect(form.warnings.count == 1)
        #expect(navigation.warnings == ["Refused to push UIViewController: a navigation transition is in progress."])
    }

    @Test("A push asked for while another push runs is refused; once it has ended, a push works")
    func noNestedPush() async {
        let list = RecordingViewController("list", log: log)
        let form = RecordingViewController("form", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = ShownWindow(showing: navigation)
        let later = UIViewController()

        navigation.pushViewController(form, animated: true)
        navigation.pushViewController(UIViewController(), animated: true)
        await window.transitionsEnded()
        navigation.pushViewController(later, animated: true)

        #expect(navigation.viewControllers == [list, form, later])
        #expect(navigation.warnings == ["Refused to push UIViewController: a navigation transition is in progress."])
    }

    @Test("The transition coordinator's completion runs once the navigation has ended")
    func coordinatorCompletionAfterTheNavigation() async {
        let (window, navigation, _, _) = await stack()

        navigation.popViewController(animated: true)
        navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in log.append("ended") }
        let begun = log.take()
        await window.transitionsEnded()

        #expect(!begun.contains("ended"))
        #expect(log.take().last == "ended")
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test("The delegate hears willShow before the screens' calls and didShow once they did appear")
    func delegateHearsEachScreenShown() async {
        let (window, navigation, list, _) = await stack()
        let delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate

        navigation.popViewController(animated: false)
        let shownAtOnce = delegate.shown
        await window.transitionsEnded()

        #expect(log.take().first == "willShow list")
        #expect(shownAtOnce == [])
        #expect(delegate.shown == [list])
    }

    @Test("A popped screen is released once its transition has ended and nothing else holds it")
    func poppedScreenIsReleased() async {
        let (window, navigation, _, _) = await stack()
        weak let popped = navigation.topViewController

        navigation.popViewController(animated: true)
        await window.transitionsEnded()

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
