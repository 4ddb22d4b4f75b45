import Foundation
import Testing
import UIKitStandIns

@Suite("UIPresentationController: a sheet the user swipes down goes, unless the screen keeps it")
@MainActor
struct UIPresentationControllerTests {
    private let log = CallLog()

    /// A screen on screen presenting `sheet`, its delegate set before presenting, the presentation
    /// ended and the log empty.
    private func present(_ sheet: UIViewController, delegate: SheetDelegate) async -> (ShownWindow, UIViewController) {
        let root = UIViewController()
        let window = ShownWindow(showing: root)
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        await window.transitionsEnded()
        _ = log.take()
        return (window, root)
    }

    @Test("A swipe down dismisses the sheet, and the delegate hears should, will and, once it has gone, did dismiss")
    func swipeDownDismisses() async {
        let delegate = SheetDelegate(log: log)
        let sheet = RecordingViewController("sheet", log: log)
        let (window, root) = await present(sheet, delegate: delegate)

        sheet.presentationController?.simulateSwipeDown()
        await window.transitionsEnded()

        #expect(root.presentedViewController == nil)
        #expect(
            log.take() == [
                "shouldDismiss", "willDismiss", "sheet.viewWillDisappear (beingDismissed)",
                "sheet.viewDidDisappear (beingDismissed)", "didDismiss",
            ])
    }

    @Test("A subclass hears the presentation's and the dismissal's transitions begin and end, around their calls")
    func subclassHearsTheTransitions() async {
        let root = UIViewController()
        let sheet = RecordingViewController("sheet", log: log)
        let window = ShownWindow(showing: root)
        let transitions = CustomTransitions(log: log)
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions

        root.present(sheet, animated: true)
        await window.transitionsEnded()
        root.dismiss(animated: true)
        await window.transitionsEnded()

        _ = transitions
        #expect(
            log.take() == [
                "sheet.viewDidLoad", "presentationWillBegin", "sheet.viewWillAppear (beingPresented)",
                "sheet.viewIsAppearing", "sheet.viewDidAppear (beingPresented)", "presentationDidEnd",
                "dismissalWillBegin", "sheet.viewWillDisappear (beingDismissed)",
                "sheet.viewDidDisappear (beingDismissed)", "dismissalDidEnd",
            ])
    }

    @Test("A screen in modal presentation stays: the delegate hears only the attempt, and is not asked")
    func modalInPresentationStays() async {
        let delegate = SheetDelegate(log: log)
        let form = RecordingViewController("form", log: log)
        let sheet = UINavigationController(rootViewController: form)
        let (_, root) = await present(sheet, delegate: delegate)
        form.isModalInPresentation = true

        form.presentationController?.simulateSwipeDown()

        #expect(root.presentedViewController === sheet)
        #expect(log.take() == ["didAttemptToDismiss"])
    }

    @Test("A delegate that says no keeps the sheet, and hears the attempt")
    func delegateRefuses() async {
        let delegate = SheetDelegate(log: log, allowsDismissal: false)
        let sheet = UIViewController()
        let (_, root) = await present(sheet, delegate: delegate)

        sheet.presentationController?.simulateSwipeDown()

        #expect(root.presentedViewController === sheet)
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("A dismissal by code tells the delegate nothing")
    func dismissalByCodeIsSilent() async {
        let delegate = SheetDelegate(log: log)
        let sheet = UIViewController()
        let (window, root) = await present(sheet, delegate: delegate)

        root.dismiss(animated: true)
        await window.transitionsEnded()

        #expect(root.presentedViewController == nil)
        #expect(log.take() == [])
    }

    @Test("A full-screen cover cannot be swiped down")
    func fullScreenCannotBeSwiped() async {
        let delegate = SheetDelegate(log: log)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        let (_, root) = await present(cover, delegate: delegate)

        cover.presentationController?.simulateSwipeDown()

        #expect(root.presentedViewController === cover)
        #expect(log.take() == [])
    }
}

/// A presentation controller that writes down the transitions it is told of.
@MainActor
private final class RecordingPresentationController: UIPresentationController {
    private let log: CallLog

    init(presentedViewController: UIViewController, presenting: UIViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override func presentationTransitionWillBegin() { log.append("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationDidEnd") }
    override func dismissalTransitionWillBegin() { log.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalDidEnd") }
}

/// A transitioning delegate that gives every custom presentation a recording presentation controller.
@MainActor
private final class CustomTransitions: NSObject, UIViewControllerTransitioningDelegate {
    private let log: CallLog

    init(log: CallLog) {
        self.log = log
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        RecordingPresentationController(presentedViewController: presented, presenting: presenting, log: log)
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
