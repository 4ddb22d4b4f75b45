import Foundation

/// A stand-in for UIKit's `UIViewController`: a screen's view, its appearance calls, its children,
/// and what it presents.
///
/// What a subclass may rely on, as on a device:
///
/// 1. The view loads once, the first time ``view`` is read (a container
///    reads it before showing the view controller): ``loadView()``, then
///    ``viewDidLoad()``.
/// 2. The containers call ``viewWillAppear(_:)``, ``viewIsAppearing(_:)``,
///    ``viewDidAppear(_:)``, ``viewWillDisappear(_:)`` and
///    ``viewDidDisappear(_:)`` as UIKit does: a window when it shows its
///    root, ``UINavigationController`` on push, pop and the swipe back,
///    ``present(_:animated:completion:)`` and ``dismiss(animated:completion:)``.
///    A transition begins in the call that asks for it, with the will-calls,
///    and ends on a later turn of the main actor (see ``UIWindow``), animated
///    or not, with the did-calls, then the completion
///    (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)).
///    ``isMovingToParent``, ``isMovingFromParent``, ``isBeingPresented`` and
///    ``isBeingDismissed`` say why during these calls, and
///    ``transitionCoordinator`` is the transition under way.
/// 3. Only a `.fullScreen` or `.currentContext` presentation makes the screen
///    under it disappear. A sheet (`.pageSheet`, `.formSheet`, `.automatic`),
///    an `.overFullScreen` cover or an alert leaves it as it is: no
///    disappearance call, and none when it goes
///    (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet).
/// 4. Presenting works only from a view controller whose view is on screen
///    and still (after `viewDidAppear`, before `viewWillDisappear`), that
///    presents nothing, not even one being dismissed, while no transition
///    runs
///    (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
///    Otherwise UIKit logs a warning and presents nothing; the stand-in does
///    the same and keeps the warning in `warnings`, so that a test sees what a
///    device would drop. ``presentedViewController`` stays set until a
///    dismissal has ended.
@MainActor
open class UIViewController: UIResponder {
    /// Where a view controller is in its appearance cycle.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// What UIKit would have logged: presentations and navigations refused, in order.
    package private(set) var warnings: [String] = []

    var appearance = Appearance.disappeared
    /// The transition this view controller takes part in, from its beginning to its end.
    var currentTransition: Transition?
    /// The window this view controller is the root of.
    weak var hostingWindow: UIWindow?
    private var screenTitle: String?
    private lazy var item = UINavigationItem()
    private var loadedView: UIView?
    private var isMoving = (toParent: false, fromParent: false)
    private var isBeing = (presented: false, dismissed: false)
    private weak var containingViewController: UIViewController?
    private var childViewControllers: [UIViewController] = []
    private var ownPresentedViewController: UIViewController?
    private weak var ownPresentingViewController: UIViewController?
    private var ownPresentationController: UIPresentationController?
    /// Whether the appearance transition begun from outside (`beginAppearanceTransition`) is animated.
    private var appearanceTransitionIsAnimated = false

    /// How ``present(_:animated:completion:)`` shows this view controller.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Gives the presentation controller of a `.custom` presentation of this view controller.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether the user is kept from swiping this view controller's sheet away; UIKit asks the
    /// presented view controller and the children it shows.
    open var isModalInPresentation = false

    /// A view controller with no nib: its ``loadView()`` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A view controller from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The screen's title; setting it sets the navigation item's title too.
    open var title: String? {
        get { screenTitle }
        set {
            screenTitle = newValue
            navigationItem.title = newValue
        }
    }

    /// What the view controller shows in a navigation bar.
    open var navigationItem: UINavigationItem { item }

    /// Whether this view controller is being added to a container, during its appearance calls.
    open var isMovingToParent: Bool { isMoving.toParent }
    /// Whether this view controller is being removed from its container, during its disappearance calls.
    open var isMovingFromParent: Bool { isMoving.fromParent }
    /// Whether this view controller is being presented, during its appearance calls.
    open var isBeingPresented: Bool { isBeing.presented }
    /// Whether this view controller is being dismissed, during its disappearance calls.
    open var isBeingDismissed: Bool { isBeing.dismissed }

    // MARK: The view

    /// The root view, loaded the first time it is read; `nil` only when set so.
    ///
    /// Implicitly unwrapped, as UIKit declares it, so that code written against the stand-in
    /// reads `view` as it does against UIKit.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it is loaded; reading it loads nothing.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now unless it is loaded: ``loadView()``, then ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView() }
        viewDidLoad()
    }

    /// Makes the root view; the default is an empty ``UIView``.
    open func loadView() {
        view = UIView()
    }

    /// Called once, after the view is loaded and before it first appears.
    open func viewDidLoad() {}

    /// Called when the view is about to be shown, as a transition begins.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is in the window, after `viewWillAppear`, before the transition's
    /// animation: the first moment the view's size and traits are known (iOS 17 and later).
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called once the view is on screen and the transition that showed it has ended.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called when the view is about to go, as a transition begins; the transition may still be given up.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view is off screen and the transition that took it has ended.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The window the view is in while it is on screen, from `viewWillAppear` to `viewDidDisappear`.
    var windowShowingView: UIWindow? { appearance == .disappeared ? nil : windowOfHierarchy }

    /// The window at the top of this view controller's containers and presenters, if any.
    var windowOfHierarchy: UIWindow? {
        var top = presentationRoot
        while let presenting = top.ownPresentingViewController { top = presenting.presentationRoot }
        return top.hostingWindow
    }

    // MARK: Containment

    /// The container this view controller is a child of.
    open var parent: UIViewController? { containingViewController }

    /// The view controllers this one contains.
    open var children: [UIViewController] { childViewControllers }

    /// The nearest navigation controller this view controller is inside, if any.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let candidate = ancestor {
            if let navigationController = candidate as? UINavigationController { return navigationController }
            ancestor = candidate.parent
        }
        return nil
    }

    /// Makes `childController` a child of this view controller; UIKit then calls its `willMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childViewControllers.append(childController)
        childController.containingViewController = self
        childController.willMove(toParent: self)
    }

    /// Takes this view controller out of its parent; UIKit then calls `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let parent else { return }
        parent.childViewControllers.removeAll { $0 === self }
        containingViewController = nil
        didMove(toParent: nil)
    }

    /// Called when this view controller is about to be added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after this view controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// Replaces the children, as a navigation controller does with its stack, making no call.
    func setChildren(_ newChildren: [UIViewController]) {
        childViewControllers = newChildren
        for child in newChildren { child.containingViewController = self }
    }

    /// Forgets the container, as a navigation controller does with a screen it took off its stack.
    func leaveParent() {
        containingViewController = nil
    }

    /// The children that appear and disappear with this view controller: all of them, unless a
    /// container shows only some (a navigation controller shows its top).
    var childrenShown: [UIViewController] { children }

    // MARK: Presentation

    /// The view controller this one, or an ancestor, presents; set until its dismissal has ended.
    open var presentedViewController: UIViewController? { presentationRoot.ownPresentedViewController }

    /// The view controller that presented this one, or the ancestor that was presented.
    open var presentingViewController: UIViewController? { presentationRoot.ownPresentingViewController }

    /// What manages the presentation of this view controller, or of the ancestor that is presented;
    /// read before presenting, it is made then, so that its delegate can be set first
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller).
    open var presentationController: UIPresentationController? {
        if let parent { return parent.presentationController }
        if let ownPresentationController { return ownPresentationController }
        let made = UIPresentationController(presentedViewController: self, presenting: nil)
        ownPresentationController = made
        return made
    }

    /// The transition under way that this view controller, or a container of it, takes part in.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        currentTransition ?? parent?.transitionCoordinator
    }

    /// Presents `viewControllerToPresent` over this screen, or warns and does nothing (see the type's point 4).
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let root = presentationRoot
        if let refusal = refusalToPresent(viewControllerToPresent, from: root) {
            warn("Refused to present \(type(of: viewControllerToPresent)): \(refusal).")
            return
        }
        let presented = viewControllerToPresent
        presented.loadViewIfNeeded()
        if presented.modalPresentationStyle == .custom,
            let custom = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: root, source: self)
        {
            presented.ownPresentationController = custom
        }
        let presentation = presented.presentationController
        presentation?.presentingViewControllerIfAny = root
        root.ownPresentedViewController = presented
        presented.ownPresentingViewController = root
        let style = presented.modalPresentationStyle
        let transition = Transition(animated: flag, presentationStyle: style)
        root.currentTransition = transition
        presented.currentTransition = transition
        presented.isBeing.presented = true
        presentation?.presentationTransitionWillBegin()
        if style.removesPresentersView { root.forwardWillDisappear(flag) }
        presented.forwardWillAppear(flag)
        transition.ending = { _ in
            root.currentTransition = nil
            presented.currentTransition = nil
            if style.removesPresentersView { root.forwardDidDisappear(flag) }
            presented.forwardDidAppear(flag)
            presented.isBeing.presented = false
            presentation?.presentationTransitionDidEnd(true)
        }
        transition.completion = completion
        start(transition, in: root.windowOfHierarchy)
    }

    /// Dismisses what this view controller presents, or, when it presents nothing, the presentation
    /// it is part of; whatever the dismissed one presents goes with it, at once
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        if root.ownPresentedViewController != nil {
            root.dismissPresented(animated: flag, completion: completion)
        } else if let presenting = root.ownPresentingViewController {
            presenting.dismissPresented(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }

    /// Tells this view controller, and the children it shows, that its view will appear or
    /// disappear, as a custom container does, and as a coordinator does for the screen under a
    /// page sheet, which UIKit leaves as it is
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransitionIsAnimated = animated
        if isAppearing { forwardWillAppear(animated) } else { forwardWillDisappear(animated) }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: the view did appear or
    /// disappear.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing: forwardDidAppear(appearanceTransitionIsAnimated)
        case .disappearing: forwardDidDisappear(appearanceTransitionIsAnimated)
        case .appeared, .disappeared: break
        }
    }

    /// Dismisses what this view controller presents itself.
    func dismissPresented(animated flag: Bool, completion: (() -> Void)?) {
        guard let presented = ownPresentedViewController else { return }
        guard currentTransition == nil, presented.currentTransition == nil else {
            warn("Refused to dismiss \(type(of: presented)): a presentation or a dismissal is in progress.")
            return
        }
        if let above = presented.ownPresentedViewController { presented.removeAtOnce(above) }
        let style = presented.modalPresentationStyle
        let presentation = presented.ownPresentationController
        let transition = Transition(animated: flag, presentationStyle: style)
        currentTransition = transition
        presented.currentTransition = transition
        presented.isBeing.dismissed = true
        presentation?.dismissalTransitionWillBegin()
        presented.forwardWillDisappear(flag)
        if style.removesPresentersView { forwardWillAppear(flag) }
        transition.ending = { [self] _ in
            currentTransition = nil
            presented.currentTransition = nil
            ownPresentedViewController = nil
            presented.ownPresentingViewController = nil
            presented.ownPresentationController = nil
            presented.forwardDidDisappear(flag)
            if style.removesPresentersView { forwardDidAppear(flag) }
            presented.isBeing.dismissed = false
            presentation?.dismissalTransitionDidEnd(true)
        }
        transition.completion = completion
        start(transition, in: windowOfHierarchy)
    }

    /// Takes `presented`, and whatever it presents, off screen with no animation, as UIKit does
    /// to the view controllers between the one dismissing and the top one.
    private func removeAtOnce(_ presented: UIViewController) {
        if let above = presented.ownPresentedViewController { presented.removeAtOnce(above) }
        presented.forwardWillDisappear(false)
        presented.forwardDidDisappear(false)
        ownPresentedViewController = nil
        presented.ownPresentingViewController = nil
        presented.ownPresentationController = nil
    }

    /// Hands `transition` to `window`, which ends it on a later turn; off screen, it ends at once.
    func start(_ transition: Transition, in window: UIWindow?) {
        if let window { window.run(transition) } else { transition.end() }
    }

    /// The ancestor at the top of this view controller's containers, which presents for all of them.
    var presentationRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// Why UIKit would not present `presented` from here, or `nil` when it would.
    private func refusalToPresent(_ presented: UIViewController, from root: UIViewController) -> String? {
        if presented.parent != nil || presented.ownPresentingViewController != nil {
            return "it is already shown elsewhere"
        }
        if appearance != .appeared { return "the view of \(type(of: self)) is not in the window hierarchy" }
        if let current = root.ownPresentedViewController {
            let dismissal = current.isBeingDismissed ? ", which is being dismissed" : ""
            return "\(type(of: root)) is already presenting \(type(of: current))\(dismissal)"
        }
        if root.isInTransition { return "a transition is in progress" }
        return nil
    }

    /// Whether this view controller, or a container inside it, is presenting, dismissing or navigating.
    var isInTransition: Bool {
        currentTransition != nil || childrenShown.contains { $0.isInTransition }
    }

    /// Records a refused request, as UIKit logs one.
    func warn(_ message: String) {
        warnings.append(message)
    }

    /// Whether this view controller, or a child it shows, keeps its sheet from being swiped away.
    var refusesInteractiveDismissal: Bool {
        isModalInPresentation || childrenShown.contains { $0.refusesInteractiveDismissal }
    }

    /// Sets why the appearance calls of a navigation happen, or clears it with `nil`.
    func setMoving(toParent: Bool, fromParent: Bool) {
        isMoving = (toParent, fromParent)
    }

    // MARK: Appearance, as containers call it

    func forwardWillAppear(_ animated: Bool) {
        loadViewIfNeeded()
        guard appearance != .appeared, appearance != .appearing else { return }
        appearance = .appearing
        viewWillAppear(animated)
        for child in childrenShown { child.forwardWillAppear(animated) }
        viewIsAppearing(animated)
    }

    func forwardDidAppear(_ animated: Bool) {
        guard appearance == .appearing else { return }
        appearance = .appeared
        viewDidAppear(animated)
        for child in childrenShown { child.forwardDidAppear(animated) }
    }

    func forwardWillDisappear(_ animated: Bool) {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        viewWillDisappear(animated)
        for child in childrenShown { child.forwardWillDisappear(animated) }
    }

    func forwardDidDisappear(_ animated: Bool) {
        guard appearance == .disappearing else { return }
        appearance = .disappeared
        viewDidDisappear(animated)
        for child in childrenShown { child.forwardDidDisappear(animated) }
    }
}
