import Foundation
import Testing
import UIKitStandIns

@Suite("UIPresentationController: a sheet the user swipes down goes, unless the screen keeps it")
@MainActor
struct UIPresentationControllerTests {
    private let log = CallLog()

    /// A screen on screen presenting `sheet`, its delegate set before presenting, the log empty.
    private func present(_ sheet: UIViewController, delegate: SheetDelegate) -> UIViewController {
        let root = UIViewController()
        _ = ShownWindow(showing: root)
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        _ = log.take()
        return root
    }

    @Test("A swipe down dismisses the sheet, and the delegate hears should, will and did dismiss")
    func swipeDownDismisses() {
        let delegate = SheetDelegate(log: log)
        let sheet = RecordingViewController("sheet", log: log)
        let root = present(sheet, delegate: delegate)

        sheet.presentationController?.simulateSwipeDown()

        #expect(root.presentedViewController == nil)
        #expect(
            log.take() == [
                "shouldDismiss", "willDismiss", "sheet.viewWillDisappear (beingDismissed)",
                "sheet.viewDidDisappear (beingDismissed)", "didDismiss",
            ])
    }

    @Test("A screen in modal presentation stays: the delegate hears only the attempt, and is not asked")
    func modalInPresentationStays() {
        let delegate = SheetDelegate(log: log)
        let form = RecordingViewController("form", log: log)
        let sheet = UINavigationController(rootViewController: form)
        let root = present(sheet, delegate: delegate)
        form.isModalInPresentation = true

        form.presentationController?.simulateSwipeDown()

        #expect(root.presentedViewController === sheet)
        #expect(log.take() == ["didAttemptToDismiss"])
    }

    @Test("A delegate that says no keeps the sheet, and hears the attempt")
    func delegateRefuses() {
        let delegate = SheetDelegate(log: log, allowsDismissal: false)
        let sheet = UIViewController()
        let root = present(sheet, delegate: delegate)

        sheet.presentationController?.simulateSwipeDown()

        #expect(root.presentedViewController === sheet)
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("A dismissal by code tells the delegate nothing")
    func dismissalByCodeIsSilent() {
        let delegate = SheetDelegate(log: log)
        let sheet = UIViewController()
        let root = present(sheet, delegate: delegate)

        root.dismiss(animated: true)

        #expect(root.presentedViewController == nil)
        #expect(log.take() == [])
    }

    @Test("A full-screen cover cannot be swiped down")
    func fullScreenCannotBeSwiped() {
        let delegate = SheetDelegate(log: log)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        let root = present(cover, delegate: delegate)

        cover.presentationController?.simulateSwipeDown()

        #expect(root.presentedViewController === cover)
        #expect(log.take() == [])
    }
}

/// A presentation delegate that writes down what it is told, and lets the sheet go if told to.
@MainActor
final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    private let log: CallLog
    private let allowsDismissal: Bool

    init(log: CallLog, allowsDismissal: Bool = true) {
        self.log = log
        self.allowsDismissal = allowsDismissal
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("didAttemptToDismiss")
    }
}
