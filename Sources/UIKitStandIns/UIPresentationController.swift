import Foundation

/// How ``UIViewController/present(_:animated:completion:)`` shows a view controller: UIKit's
/// `UIModalPresentationStyle`, every case, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Over the whole screen, which disappears under it.
    case fullScreen = 0
    /// A sheet over the screen, which stays under it, and on screen.
    case pageSheet = 1
    /// A smaller sheet, on a wide screen; the screen under it stays.
    case formSheet = 2
    /// Over the presenting view controller's own area, which disappears under it.
    case currentContext = 3
    /// Shown by the presented view controller's own rules, as an alert is.
    case custom = 4
    /// Over the whole screen, which stays under it.
    case overFullScreen = 5
    /// Over the presenting view controller's own area, which stays under it.
    case overCurrentContext = 6
    /// A popover on a wide screen.
    case popover = 7
    /// No presentation: how a navigation's transition reports its style.
    case none = -1
    /// The system's choice: a page sheet for a view controller of the app's own.
    case automatic = -2

    /// Whether the presenter's view leaves the window, and so disappears; UIKit takes it away only
    /// for a full-screen presentation
    /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet).
    var removesPresentersView: Bool {
        switch self {
        case .fullScreen, .currentContext: true
        case .pageSheet, .formSheet, .custom, .overFullScreen, .overCurrentContext, .popover, .none, .automatic: false
        }
    }

    /// Whether the user can swipe it down to dismiss it.
    var isSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet: true
        case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover, .none: false
        }
    }
}

/// A stand-in for UIKit's `UIPresentationController`: it manages one presentation, tells its
/// subclasses as the presentation's and the dismissal's transitions begin and end, and asks its
/// delegate when the user swipes a sheet down.
///
/// A subclass overrides `presentationTransitionWillBegin()` and the rest, as
/// in UIKit; the stand-in calls them at the same moments as UIKit
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller).
/// A swipe down (``simulateSwipeDown()``) dismisses a sheet unless the
/// presented view controller, or a child it shows, sets
/// `isModalInPresentation`, or the delegate's
/// `presentationControllerShouldDismiss(_:)` says no; then the delegate hears
/// `presentationControllerDidAttemptToDismiss(_:)`, where an app asks
/// whether to discard. A dismissal the user made ends with
/// `presentationControllerDidDismiss(_:)`, once its transition has ended;
/// one made by code (`dismiss(animated:)`) tells the delegate nothing, as in
/// UIKit
/// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)).
@MainActor
open class UIPresentationController: NSObject {
    /// Unowned: the presented view controller keeps its presentation controller.
    private unowned let presented: UIViewController
    /// The view controller that presents, once the presentation has begun.
    weak var presentingViewControllerIfAny: UIViewController?
    /// Told about the user's attempts to swipe the sheet away.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation of `presentedViewController` by `presentingViewController`, which UIKit
    /// sets as the presentation begins when it is `nil`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presentingViewControllerIfAny = presentingViewController
        super.init()
    }

    /// The view controller this presentation shows.
    open var presentedViewController: UIViewController { presented }

    /// The view controller that presents; before the presentation begins, UIKit has none to give,
    /// and the stand-in gives the presented one.
    open var presentingViewController: UIViewController { presentingViewControllerIfAny ?? presented }

    /// How the presented view controller is shown.
    open var presentationStyle: UIModalPresentationStyle { presented.modalPresentationStyle }

    /// Whether the presenter's view leaves the window during the presentation.
    open var shouldRemovePresentersView: Bool { presentationStyle.removesPresentersView }

    /// Called as the presentation's transition begins, before the appearance calls.
    open func presentationTransitionWillBegin() {}

    /// Called once the presentation's transition has ended, before its completion.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called as the dismissal's transition begins, before the disappearance calls.
    open func dismissalTransitionWillBegin() {}

    /// Called once the dismissal's transition has ended, before its completion.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

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
        presenting.dismissPresented(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.presentationControllerDidDismiss(self)
        }
    }
}

/// What a presentation tells about the user's attempts to swipe a sheet away: UIKit's
/// `UIAdaptivePresentationControllerDelegate`.
///
/// UIKit declares these methods `optional`, which an Objective-C protocol
/// can and a Swift one on Linux cannot: they are requirements here, each with
/// a default in an extension that does what UIKit does when a delegate does
/// not implement it, as swift-corelibs-foundation declares `URLSessionDelegate`.
/// A conformance typechecks against both; the iOS SDK check catches a method
/// whose name or signature misses UIKit's.
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
    /// Lets the sheet go, as UIKit does when the delegate does not say.
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

/// What gives a view controller's `.custom` presentation its presentation controller: UIKit's
/// `UIViewControllerTransitioningDelegate`, as far as the presentation controller goes.
///
/// UIKit declares the method `optional`; here it is a requirement with a
/// default that gives none, as ``UIAdaptivePresentationControllerDelegate`` says why.
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The presentation controller of `presented`'s presentation by `presenting`, asked for from
    /// `source`; `nil` for UIKit's own.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// None: UIKit's own.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
