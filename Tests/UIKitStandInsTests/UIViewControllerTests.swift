import Testing
import UIKitStandIns

@Suite(
    "UIViewController: the view loads once, transitions end on a later turn, and presenting needs a screen on screen")
@MainActor
struct UIViewControllerTests {
    private let log = CallLog()

    @Test("The view loads the first time it is read, once: loadView, then viewDidLoad")
    func viewLoadsOnce() {
        let screen = RecordingViewController("form", log: log)
        let isLoadedAtFirst = screen.isViewLoaded

        _ = screen.view
        _ = screen.view

        #expect(!isLoadedAtFirst)
        #expect(screen.isViewLoaded)
        #expect(log.take() == ["form.viewDidLoad"])
    }

    @Test("A window shows its root: the view loads, then it will appear, is appearing, and did appear")
    func windowShowsItsRoot() {
        let root = RecordingViewController("root", log: log)

        let window = ShownWindow(showing: root)

        #expect(
            log.take() == ["root.viewDidLoad", "root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"])
        #expect(root.view.window === window.window)
    }

    @Test(
        "A sheet appears and goes on later turns, animated or not; the screen under it hears nothing",
        arguments: [true, false])
    func sheetLeavesTheScreenUnderIt(animated: Bool) async {
        let root = RecordingViewController("root", log: log)
        let sheet = RecordingViewController("sheet", log: log)
        let window = ShownWindow(showing: root)
        _ = log.take()

        root.present(sheet, animated: animated)
        let presentationBegun = log.take()
        await window.transitionsEnded()
        let presentationEnded = log.take()
        sheet.dismiss(animated: animated)
        let dismissalBegun = log.take()
        let presentedWhileDismissing = root.presentedViewController
        await window.transitionsEnded()

        #expect(
            presentationBegun == [
                "sheet.viewDidLoad", "sheet.viewWillAppear (beingPresented)", "sheet.viewIsAppearing",
            ])
        #expect(presentationEnded == ["sheet.viewDidAppear (beingPresented)"])
        #expect(dismissalBegun == ["sheet.viewWillDisappear (beingDismissed)"])
        #expect(presentedWhileDismissing === sheet)
        #expect(log.take() == ["sheet.viewDidDisappear (beingDismissed)"])
        #expect(root.presentedViewController == nil)
    }

    @Test("A full-screen presentation makes the screen under it disappear, and appear again once dismissed")
    func fullScreenCoversTheScreenUnderIt() async {
        let root = RecordingViewController("root", log: log)
        let cover = RecordingViewController("cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        let window = ShownWindow(showing: root)
        _ = log.take()

        root.present(cover, animated: false)
        await window.transitionsEnded()
        let presented = log.take()
        root.dismiss(animated: false)
        await window.transitionsEnded()

        #expect(
            presented == [
                "cover.viewDidLoad", "root.viewWillDisappear", "cover.viewWillAppear (beingPresented)",
                "cover.viewIsAppearing", "root.viewDidDisappear", "cover.viewDidAppear (beingPresented)",
            ])
        #expect(
            log.take() == [
                "cover.viewWillDisappear (beingDismissed)", "root.viewWillAppear", "root.viewIsAppearing",
                "cover.viewDidDisappear (beingDismissed)", "root.viewDidAppear",
            ])
    }

    @Test("The completion, and the transition coordinator's, run once the transition has ended, after its calls")
    func completionRunsAfterTheTransition() async {
        let root = UIViewController()
        let sheet = RecordingViewController("sheet", log: log)
        let window = ShownWindow(showing: root)

        root.present(sheet, animated: true) { log.append("completion") }
        sheet.transitionCoordinator?.animate(alongsideTransition: nil) { _ in log.append("coordinator") }
        let begun = log.take()
        await window.transitionsEnded()

        #expect(begun == ["sheet.viewDidLoad", "sheet.viewWillAppear (beingPresented)", "sheet.viewIsAppearing"])
        #expect(log.take() == ["sheet.viewDidAppear (beingPresented)", "coordinator", "completion"])
        #expect(sheet.transitionCoordinator == nil)
    }

    @Test("Presenting from viewDidLoad or viewWillAppear is refused with a warning; from viewDidAppear it works")
    func presentingNeedsAScreenOnScreen() {
        let root = RecordingViewController("root", log: log)
        let fromDidLoad = UIViewController()
        let fromWillAppear = UIViewController()
        let fromDidAppear = UIViewController()
        root.onViewDidLoad = { root.present(fromDidLoad, animated: false) }
        root.onViewWillAppear = { root.present(fromWillAppear, animated: false) }
        root.onViewDidAppear = { root.present(fromDidAppear, animated: false) }

        let window = ShownWindow(showing: root)

        #expect(root.presentedViewController === fromDidAppear)
        #expect(
            root.warnings == [
                "Refused to present UIViewController: the view of RecordingViewController is not in the window hierarchy.",
                "Refused to present UIViewController: the view of RecordingViewController is not in the window hierarchy.",
            ])
        _ = window
    }

    @Test("A screen that presents already refuses a second presentation, and keeps the first")
    func onePresentationAtATime() async {
        let root = UIViewController()
        let first = UIViewController()
        let window = ShownWindow(showing: root)
        root.present(first, animated: true)
        await window.transitionsEnded()

        root.present(UIAlertController(title: nil, message: "Late", preferredStyle: .alert), animated: true)

        #expect(root.presentedViewController === first)
        #expect(
            root.warnings == [
                "Refused to present UIAlertController: UIViewController is already presenting UIViewController."
            ])
    }

    @Test("While its sheet is being dismissed, a screen refuses to present, as the sheet does; once it is gone, it may")
    func presentingWaitsForTheDismissal() async {
        let root = UIViewController()
        let sheet = UIViewController()
        let window = ShownWindow(showing: root)
        root.present(sheet, animated: true)
        await window.transitionsEnded()

        root.dismiss(animated: true)
        root.present(UIViewController(), animated: true)
        sheet.present(UIViewController(), animated: true)
        await window.transitionsEnded()
        let later = UIViewController()
        root.present(later, animated: true)

        #expect(
            root.warnings == [
                "Refused to present UIViewController: UIViewController is already presenting UIViewController, which is being dismissed."
            ])
        #expect(
            sheet.warnings == [
                "Refused to present UIViewController: the view of UIViewController is not in the window hierarchy."
            ])
        #expect(root.presentedViewController === later)
    }

    @Test("A child presents for its container: both see the presented screen, and it sees the container presenting")
    func childPresentsThroughItsContainer() {
        let form = UIViewController()
        let navigation = UINavigationController(rootViewController: form)
        let alert = UIAlertController(title: nil, message: "Saved", preferredStyle: .alert)
        let window = ShownWindow(showing: navigation)

        form.present(alert, animated: true)

        #expect(form.presentedViewController === alert)
        #expect(navigation.presentedViewController === alert)
        #expect(alert.presentingViewController === navigation)
        _ = window
    }

    @Test("An appearance transition begun from outside calls the will-methods, and its end the did-methods")
    func appearanceTransitionFromOutside() {
        let list = RecordingViewController("list", log: log)
        let window = ShownWindow(showing: UINavigationController(rootViewController: list))
        _ = log.take()

        list.beginAppearanceTransition(false, animated: true)
        let disappearing = log.take()
        list.endAppearanceTransition()
        let disappeared = log.take()
        list.beginAppearanceTransition(true, animated: true)
        list.endAppearanceTransition()

        #expect(disappearing == ["list.viewWillDisappear"])
        #expect(disappeared == ["list.viewDidDisappear"])
        #expect(log.take() == ["list.viewWillAppear", "list.viewIsAppearing", "list.viewDidAppear"])
        _ = window
    }
}
