import Foundation

/// How ``UIViewController/present(_:animated:completion:)`` shows a view controller.
public enum UIModalPresentationStyle: Sendable {
    /// The system's choice: a sheet.
    case automatic
    /// A sheet over the screen, which stays under it.
    case pageSheet
    /// A smaller sheet, on a wide screen.
    case formSheet
    /// Over the whole screen, which disappears under it.
    case fullScreen
    /// Over the whole screen, which stays under it.
    case overFullScreen
    /// Shown by the presented view controller's own rules, as an alert is.
    case custom

    /// Whether the user can swipe it down to dismiss it.
    var isSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet: true
        case .fullScreen, .overFullScreen, .custom: false
        }
    }
}

/// A stand-in for UIKit's `UIPresentationController`: it manages one presentation, and asks its
/// delegate when the user swipes a sheet down.
///
/// A swipe down (``simulateSwipeDown()``) dismisses a sheet unless the
/// presented view controller, or a child it shows, sets
/// `isModalInPresentation`, or the delegate's
/// ``UIAdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)``
/// says no; then the delegate hears
/// ``UIAdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``,
/// where an app asks whether to discard. A dismissal the user made ends with
/// ``UIAdaptivePresentationControllerDelegate/presentationControllerDidDismiss(_:)``;
/// one made by code (`dismiss(animated:)`) tells the delegate nothing, as in UIKit.
@MainActor
open class UIPresentationController: NSObject {
    /// The view controller this presentation shows.
    public unowned let presentedViewController: UIViewController
    /// Told about the user's attempts to swipe the sheet away.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
        super.init()
    }

    /// A user's swipe down on the sheet, played as UIKit plays it (see the type's description).
    package func simulateSwipeDown() {
        let presented = presentedViewController
        guard presented.modalPresentationStyle.isSheet, let presenting = presented.presentingViewController else {
            return
        }
        if presented.refusesInteractiveDismissal {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        guard delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presenting.dismissPresented(animated: true, completion: nil)
        delegate?.presentationControllerDidDismiss(self)
    }
}

/// What a presentation tells about the user's attempts to swipe a sheet away; every method is optional.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the sheet may go now; not asked while `isModalInPresentation` holds.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The sheet is about to go, as the user asked.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The sheet went, as the user asked: the app's code did not dismiss it.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to swipe the sheet away and it stayed: ask whether to discard, for one.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Lets the sheet go.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
