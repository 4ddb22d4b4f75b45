import Testing
import UIKitStandIns

@Suite("UIAlertController: a tap on a button dismisses the alert, then runs the button's handler")
@MainActor
struct UIAlertControllerTests {
    @Test("The handler runs once the alert is gone, so it may present again; the screen under it never disappeared")
    func handlerRunsAfterDismissal() async {
        let log = CallLog()
        let screen = RecordingViewController("form", log: log)
        let window = ShownWindow(showing: screen)
        let alert = UIAlertController(title: nil, message: "Discard this new circle?", preferredStyle: .alert)
        let next = UIAlertController(title: nil, message: "Discarded", preferredStyle: .alert)
        var presentedWhenHandled: UIViewController?
        alert.addAction(UIAlertAction(title: "No", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Yes", style: .destructive) { _ in
                presentedWhenHandled = screen.presentedViewController
                screen.present(next, animated: true)
            })
        screen.present(alert, animated: true)
        await window.transitionsEnded()
        _ = log.take()

        alert.simulateTap(onActionTitled: "Yes")
        let handledAtOnce = presentedWhenHandled
        await window.transitionsEnded()

        #expect(handledAtOnce == nil)
        #expect(presentedWhenHandled == nil)
        #expect(screen.presentedViewController === next)
        #expect(log.take() == [])
    }

    @Test("A disabled button, or a title no button has, does nothing; the alert stays")
    func disabledOrMissingButton() async {
        let screen = UIViewController()
        let window = ShownWindow(showing: screen)
        let alert = UIAlertController(title: nil, message: "Delete?", preferredStyle: .alert)
        var taps = 0
        let yes = UIAlertAction(title: "Yes", style: .destructive) { _ in taps += 1 }
        yes.isEnabled = false
        alert.addAction(yes)
        screen.present(alert, animated: true)
        await window.transitionsEnded()

        alert.simulateTap(onActionTitled: "Yes")
        alert.simulateTap(onActionTitled: "Maybe")

        await window.transitionsEnded()

        #expect(taps == 0)
        #expect(screen.presentedViewController === alert)
    }
}
