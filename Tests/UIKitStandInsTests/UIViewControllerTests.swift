import Testing
import UIKitStandIns

@Suite("UIViewController: the view loads once, and presenting works only from a screen on screen")
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

    @Test("A window shows its root: the view loads, then it will and did appear")
    func windowShowsItsRoot() {
        let root = RecordingViewController("root", log: log)

        _ = ShownWindow(showing: root)

        #expect(log.take() == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
    }

    @Test("A sheet leaves the screen under it on screen: only the sheet appears and disappears")
    func sheetLeavesTheScreenUnderIt() {
        let root = RecordingViewController("root", log: log)
        let sheet = RecordingViewController("sheet", log: log)
        let window = ShownWindow(showing: root)
        _ = log.take()

        root.present(sheet, animated: true)
        let presented = log.take()
        sheet.dismiss(animated: true)

        #expect(
            presented == [
                "sheet.viewDidLoad", "sheet.viewWillAppear (beingPresented)", "sheet.viewDidAppear (beingPresented)",
            ])
        #expect(log.take() == ["sheet.viewWillDisappear (beingDismissed)", "sheet.viewDidDisappear (beingDismissed)"])
        #expect(root.presentedViewController == nil)
        #expect(window.window.rootViewController === root)
    }

    @Test("A full-screen presentation makes the screen under it disappear, and appear again once dismissed")
    func fullScreenCoversTheScreenUnderIt() {
        let root = RecordingViewController("root", log: log)
        let cover = RecordingViewController("cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        let window = ShownWindow(showing: root)
        _ = log.take()

        root.present(cover, animated: false)
        let presented = log.take()
        root.dismiss(animated: false)

        #expect(
            presented == [
                "cover.viewDidLoad", "root.viewWillDisappear", "cover.viewWillAppear (beingPresented)",
                "root.viewDidDisappear", "cover.viewDidAppear (beingPresented)",
            ])
        #expect(
            log.take() == [
                "cover.viewWillDisappear (beingDismissed)", "root.viewWillAppear",
                "cover.viewDidDisappear (beingDismissed)", "root.viewDidAppear",
            ])
        _ = window
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
    func onePresentationAtATime() {
        let root = UIViewController()
        let first = UIViewController()
        let window = ShownWindow(showing: root)
        root.present(first, animated: true)

        root.present(UIAlertController(title: nil, message: "Late", preferredStyle: .alert), animated: true)

        #expect(root.presentedViewController === first)
        #expect(
            root.warnings == [
                "Refused to present UIAlertController: UIViewController is already presenting UIViewController."
            ])
        _ = window
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
}
