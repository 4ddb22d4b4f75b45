import Foundation

/// A stand-in for UIKit's `UINavigationController`: a stack of screens, the back button and the
/// swipe back from the screen's edge.
///
/// Push and pop call the appearance methods as UIKit does (see
/// ``UIViewController``): the screen leaving gets `viewWillDisappear`, the
/// one arriving `viewWillAppear`, then `viewDidDisappear` and
/// `viewDidAppear`; the delegate hears `willShow` before and `didShow` after.
/// A push or pop asked for while another runs is refused with a warning, as
/// UIKit cannot nest them.
///
/// The back button and the swipe are the user's, and they pop without asking
/// the screen. The screen can only take them over or turn them off: the back
/// button runs its navigation item's `backAction` instead of popping, or is
/// hidden (`hidesBackButton`); the swipe begins only while
/// ``interactivePopGestureRecognizer`` is enabled. UIKit's own gesture
/// delegate refuses the swipe in some further cases; the stand-in refuses it
/// only when it is disabled, so a screen that must not be swiped away
/// disables it, which holds on a device too.
@MainActor
open class UINavigationController: UIViewController {
    /// Told before and after each screen is shown.
    public weak var delegate: (any UINavigationControllerDelegate)?
    /// The swipe from the left edge that pops the top screen.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
    /// Set while a push, a pop or a swipe runs.
    private var isNavigating = false
    /// The screens of a swipe under way: the one the finger moves away, and the one under it.
    private var swipe: (leaving: UIViewController, returning: UIViewController)?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// A navigation controller from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The stack, root first; setting it is ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The screen on top of the stack.
    public var topViewController: UIViewController? { children.last }

    /// What the user sees: whatever is presented over the stack, or its top.
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    override var childrenShown: [UIViewController] { topViewController.map { [$0] } ?? [] }

    override var isInTransition: Bool { isNavigating || super.isInTransition }

    /// Shows `viewController` on top of the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !isNavigating else {
            warn("Refused to push \(type(of: viewController)): a navigation transition is in progress.")
            return
        }
        guard viewController.parent == nil, viewController.presentingViewController == nil else {
            warn("Refused to push \(type(of: viewController)): it is already shown elsewhere.")
            return
        }
        let leaving = topViewController
        addChild(viewController)
        show(viewController, replacing: leaving, animated: animated, leavingIsRemoved: false)
        viewController.didMove(toParent: self)
    }

    /// Takes the top screen off the stack and shows the one under it; returns the screen taken off,
    /// or `nil` when the root is on top or another navigation runs.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return pop(to: children[children.count - 2], animated: animated).last
    }

    /// Takes every screen above the root off the stack; returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first, children.count > 1 else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Takes every screen above `viewController` off the stack; returns them, bottom first.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard children.contains(where: { $0 === viewController }) else { return nil }
        return pop(to: viewController, animated: animated)
    }

    /// Replaces the stack; the top screen, if it changes, appears, and the old top disappears.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !isNavigating else {
            warn("Refused to replace the stack: a navigation transition is in progress.")
            return
        }
        let leaving = topViewController
        let removed = children.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { $0.parent !== self }
        for viewController in removed { viewController.willMove(toParent: nil) }
        for viewController in added {
            viewController.removeFromParent()
            viewController.parent = self
            viewController.willMove(toParent: self)
        }
        children = viewControllers
        if let arriving = topViewController, arriving !== leaving {
            show(
                arriving, replacing: leaving, animated: animated,
                leavingIsRemoved: removed.contains { $0 === leaving })
        }
        for viewController in removed {
            viewController.parent = nil
            viewController.didMove(toParent: nil)
        }
        for viewController in added { viewController.didMove(toParent: self) }
    }

    // MARK: The user's back button and swipe

    /// Whether the top screen shows a back button: not hidden, with a screen to go back to or a back action.
    package var showsBackButton: Bool {
        guard let item = topViewController?.navigationItem, !item.hidesBackButton else { return false }
        return children.count > 1 || item.backAction != nil
    }

    /// A user's tap on the back button: its back action runs, or the top screen is popped.
    package func simulateTapOnBackButton() {
        guard showsBackButton, let item = topViewController?.navigationItem else { return }
        if let backAction = item.backAction {
            backAction.perform()
        } else {
            popViewController(animated: true)
        }
    }

    /// A user's finger starts the swipe back: both screens hear they will appear or disappear, and
    /// stay half way until ``endSwipeBack(completing:)``. Returns whether the swipe began.
    @discardableResult
    package func beginSwipeBack() -> Bool {
        guard interactivePopGestureRecognizer?.isEnabled == true, children.count > 1, !isNavigating,
            appearance == .appeared, let leaving = topViewController
        else { return false }
        let returning = children[children.count - 2]
        isNavigating = true
        swipe = (leaving, returning)
        delegate?.navigationController(self, willShow: returning, animated: true)
        leaving.isMovingFromParent = true
        leaving.forwardWillDisappear(true)
        returning.forwardWillAppear(true)
        return true
    }

    /// The finger lifts: the top screen is popped when `completing`; otherwise it stays, and hears
    /// `viewWillAppear` and `viewDidAppear` again while the other hears it disappears.
    package func endSwipeBack(completing: Bool) {
        guard let (leaving, returning) = swipe else { return }
        swipe = nil
        if completing {
            leaving.willMove(toParent: nil)
            children.removeAll { $0 === leaving }
            isNavigating = false
            leaving.forwardDidDisappear(true)
            returning.forwardDidAppear(true)
            leaving.isMovingFromParent = false
            leaving.removeFromParent()
            delegate?.navigationController(self, didShow: returning, animated: true)
        } else {
            leaving.isMovingFromParent = false
            returning.forwardWillDisappear(true)
            leaving.forwardWillAppear(true)
            isNavigating = false
            returning.forwardDidDisappear(true)
            leaving.forwardDidAppear(true)
        }
    }

    /// A whole swipe back, finger lifted at the end: pops the top screen if the swipe can begin.
    package func simulateSwipeBack() {
        if beginSwipeBack() { endSwipeBack(completing: true) }
    }

    // MARK: Transitions

    /// Pops every screen above `target`; returns them, bottom first.
    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard !isNavigating else {
            warn("Refused to pop: a navigation transition is in progress.")
            return []
        }
        guard let index = children.firstIndex(where: { $0 === target }), index < children.count - 1 else { return [] }
        let popped = Array(children[(index + 1)...])
        for viewController in popped { viewController.willMove(toParent: nil) }
        children.removeSubrange((index + 1)...)
        show(target, replacing: popped.last, animated: animated, leavingIsRemoved: true)
        for viewController in popped {
            viewController.parent = nil
            viewController.didMove(toParent: nil)
        }
        return popped
    }

    /// Makes `arriving` the screen shown in place of `leaving`, with the appearance calls UIKit
    /// makes when this navigation controller is on screen, and none otherwise.
    private func show(
        _ arriving: UIViewController, replacing leaving: UIViewController?, animated: Bool, leavingIsRemoved: Bool
    ) {
        guard appearance == .appeared else { return }
        arriving.loadViewIfNeeded()
        isNavigating = true
        delegate?.navigationController(self, willShow: arriving, animated: animated)
        arriving.isMovingToParent = !leavingIsRemoved
        leaving?.isMovingFromParent = leavingIsRemoved
        leaving?.forwardWillDisappear(animated)
        arriving.forwardWillAppear(animated)
        isNavigating = false
        leaving?.forwardDidDisappear(animated)
        arriving.forwardDidAppear(animated)
        arriving.isMovingToParent = false
        leaving?.isMovingFromParent = false
        delegate?.navigationController(self, didShow: arriving, animated: animated)
    }
}

/// What a navigation controller tells as it shows each screen; every method is optional.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `viewController` is about to be shown, by a push, a pop or the swipe back.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` is shown: the transition is over. Not told when a swipe back is given up.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
