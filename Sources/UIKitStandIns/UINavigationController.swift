import Foundation

/// A stand-in for UIKit's `UINavigationController`: a stack of screens, the back button and the
/// swipes back.
///
/// The stack changes in the call that changes it (``viewControllers`` and
/// ``topViewController`` tell the new one at once); the transition that
/// shows it begins there too, with the leaving screen's `viewWillDisappear`
/// and the arriving one's `viewWillAppear`, and ends on a later turn of the
/// main actor with `viewDidDisappear` and `viewDidAppear` (see
/// ``UIViewController``); the delegate hears `willShow` as it begins and
/// `didShow` as it ends
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)).
/// A push, pop or new stack asked for while a transition runs is refused
/// with a warning, as UIKit cannot nest them; a coordinator waits for the
/// end with ``transitionCoordinator``. Off screen, the stack changes with no
/// call.
///
/// The back button and the swipes are the user's, and they pop without
/// asking the screen. The screen can only take them over or turn them off:
/// the back button runs its navigation item's `backAction` instead of
/// popping, or is hidden (`hidesBackButton`); the swipe from the edge begins
/// only while ``interactivePopGestureRecognizer`` is enabled, and, on iOS 26,
/// the pan from anywhere in the content only while
/// ``interactiveContentPopGestureRecognizer`` is
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer).
/// UIKit's own gesture delegate refuses a swipe in some further cases; the
/// stand-in refuses it only when its recognizer is disabled, so a screen
/// that must not be swiped away disables both, which holds on a device too.
@MainActor
open class UINavigationController: UIViewController {
    /// Told before and after each screen is shown.
    open weak var delegate: (any UINavigationControllerDelegate)?
    private let edgeSwipe = UIGestureRecognizer()
    private let contentSwipe = UIGestureRecognizer()
    /// The transition of a push, a pop, a new stack or a swipe under way.
    private var navigationTransition: Transition?
    /// The screens of a swipe under way: the one the finger moves away, and the one under it.
    private var swipe: (leaving: UIViewController, returning: UIViewController)?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// A navigation controller from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// The swipe from the leading edge that pops the top screen.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgeSwipe }

    /// The pan from anywhere in the content that pops the top screen, where the edge swipe does
    /// not reach (iOS 26 and later).
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentSwipe }

    /// The stack, root first; setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The screen on top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// What the user sees: whatever is presented over the stack, or its top.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The transition of a navigation under way, or of a presentation this navigation controller takes part in.
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        navigationTransition ?? super.transitionCoordinator
    }

    override var childrenShown: [UIViewController] { topViewController.map { [$0] } ?? [] }

    override var isInTransition: Bool { navigationTransition != nil || super.isInTransition }

    /// Shows `viewController` on top of the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard navigationTransition == nil else {
            warn("Refused to push \(type(of: viewController)): a navigation transition is in progress.")
            return
        }
        guard viewController.parent == nil, viewController.presentingViewController == nil else {
            warn("Refused to push \(type(of: viewController)): it is already shown elsewhere.")
            return
        }
        let leaving = topViewController
        addChild(viewController)
        show(viewController, replacing: leaving, animated: animated, leavingIsRemoved: false) {
            viewController.didMove(toParent: self)
        }
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
        guard navigationTransition == nil else {
            warn("Refused to replace the stack: a navigation transition is in progress.")
            return
        }
        let leaving = topViewController
        let removed = children.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { $0.parent !== self }
        for viewController in removed { viewController.willMove(toParent: nil) }
        for viewController in added {
            viewController.removeFromParent()
            viewController.willMove(toParent: self)
        }
        setChildren(viewControllers)
        let finish = {
            for viewController in removed {
                viewController.leaveParent()
                viewController.didMove(toParent: nil)
            }
            for viewController in added { viewController.didMove(toParent: self) }
        }
        guard let arriving = topViewController, arriving !== leaving else { return finish() }
        show(arriving, replacing: leaving, animated: animated, leavingIsRemoved: removed.contains { $0 === leaving }) {
            finish()
        }
    }

    // MARK: The user's back button and swipes

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

    /// A user's finger starts a swipe back, from the edge or, with `fromContent`, from the content:
    /// both screens hear they will appear or disappear, and stay half way until
    /// ``endSwipeBack(completing:)``. Returns whether the swipe began.
    @discardableResult
    package func beginSwipeBack(fromContent: Bool = false) -> Bool {
        let recognizer = fromContent ? contentSwipe : edgeSwipe
        guard recognizer.isEnabled, children.count > 1, navigationTransition == nil, appearance == .appeared,
            let leaving = topViewController
        else { return false }
        let returning = children[children.count - 2]
        let transition = Transition(animated: true, interactive: true)
        navigationTransition = transition
        swipe = (leaving, returning)
        delegate?.navigationController(self, willShow: returning, animated: true)
        leaving.setMoving(toParent: false, fromParent: true)
        leaving.forwardWillDisappear(true)
        returning.forwardWillAppear(true)
        return true
    }

    /// The finger lifts: the top screen is popped when `completing`; otherwise it stays. The
    /// transition ends on a later turn: a popped screen did disappear, or, given up, the top
    /// screen hears `viewWillAppear` and `viewDidAppear` again while the other hears it disappears.
    package func endSwipeBack(completing: Bool) {
        guard let (leaving, returning) = swipe, let transition = navigationTransition else { return }
        swipe = nil
        transition.finishInteraction(cancelled: !completing)
        if completing {
            leaving.willMove(toParent: nil)
            setChildren(children.filter { $0 !== leaving })
            transition.ending = { [self] _ in
                navigationTransition = nil
                leaving.forwardDidDisappear(true)
                returning.forwardDidAppear(true)
                leaving.setMoving(toParent: false, fromParent: false)
                leaving.leaveParent()
                leaving.didMove(toParent: nil)
                delegate?.navigationController(self, didShow: returning, animated: true)
            }
        } else {
            leaving.setMoving(toParent: false, fromParent: false)
            returning.forwardWillDisappear(true)
            leaving.forwardWillAppear(true)
            transition.ending = { [self] _ in
                navigationTransition = nil
                returning.forwardDidDisappear(true)
                leaving.forwardDidAppear(true)
            }
        }
        start(transition, in: windowOfHierarchy)
    }

    /// A whole swipe back, from the edge or, with `fromContent`, from the content, finger lifted at
    /// the end: pops the top screen, on a later turn, if the swipe can begin.
    package func simulateSwipeBack(fromContent: Bool = false) {
        if beginSwipeBack(fromContent: fromContent) { endSwipeBack(completing: true) }
    }

    // MARK: Transitions

    /// Pops every screen above `target`; returns them, bottom first.
    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard navigationTransition == nil else {
            warn("Refused to pop: a navigation transition is in progress.")
            return []
        }
        guard let index = children.firstIndex(where: { $0 === target }), index < children.count - 1 else { return [] }
        let popped = Array(children[(index + 1)...])
        for viewController in popped { viewController.willMove(toParent: nil) }
        setChildren(Array(children[...index]))
        show(target, replacing: popped.last, animated: animated, leavingIsRemoved: true) {
            for viewController in popped {
                viewController.leaveParent()
                viewController.didMove(toParent: nil)
            }
        }
        return popped
    }

    /// Makes `arriving` the screen shown in place of `leaving`: the transition begins now and
    /// ends on a later turn, with the appearance calls UIKit makes when this navigation
    /// controller is on screen; off screen, it makes none and ends at once. `finish` runs as it ends.
    private func show(
        _ arriving: UIViewController, replacing leaving: UIViewController?, animated: Bool, leavingIsRemoved: Bool,
        finish: @escaping () -> Void
    ) {
        guard appearance == .appeared else { return finish() }
        arriving.loadViewIfNeeded()
        let transition = Transition(animated: animated)
        navigationTransition = transition
        delegate?.navigationController(self, willShow: arriving, animated: animated)
        arriving.setMoving(toParent: !leavingIsRemoved, fromParent: false)
        leaving?.setMoving(toParent: false, fromParent: leavingIsRemoved)
        leaving?.forwardWillDisappear(animated)
        arriving.forwardWillAppear(animated)
        transition.ending = { [self] _ in
            navigationTransition = nil
            leaving?.forwardDidDisappear(animated)
            arriving.forwardDidAppear(animated)
            arriving.setMoving(toParent: false, fromParent: false)
            leaving?.setMoving(toParent: false, fromParent: false)
            finish()
            delegate?.navigationController(self, didShow: arriving, animated: animated)
        }
        start(transition, in: windowOfHierarchy)
    }
}

/// What a navigation controller tells as it shows each screen: UIKit's `UINavigationControllerDelegate`.
///
/// UIKit declares both methods `optional`; here each is a requirement with a
/// default that does nothing, as ``UIAdaptivePresentationControllerDelegate`` says why.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `viewController` is about to be shown, by a push, a pop or the swipe back.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` is shown: the transition has ended. Not told when a swipe back is given up.
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
