import Foundation

/// A stand-in for UIKit's `UIViewController`: a screen's view, its appearance calls, its children,
/// and what it presents.
///
/// What a subclass may rely on, as on a device:
///
/// 1. The view loads once, the first time ``view`` is read (a container
///    reads it before showing the view controller): ``loadView()``, then
///    ``viewDidLoad()``.
/// 2. The containers call ``viewWillAppear(_:)``, ``viewDidAppear(_:)``,
///    ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)`` as UIKit does: a
///    window when it shows its root, ``UINavigationController`` on push, pop
///    and the swipe back (a swipe given up calls `viewWillAppear` and
///    `viewDidAppear` again on the screen that stays), ``present(_:animated:completion:)``
///    and ``dismiss(animated:completion:)``. A sheet or an alert leaves the
///    screen under it as it is: no disappearance call; only a `.fullScreen`
///    presentation makes it disappear. ``isMovingToParent``,
///    ``isMovingFromParent``, ``isBeingPresented`` and ``isBeingDismissed``
///    say why during these calls.
/// 3. Presenting works only from a view controller whose view is on screen
///    and still (after `viewDidAppear`, before `viewWillDisappear`), that
///    presents nothing yet, while no transition runs. Otherwise UIKit logs a
///    warning and presents nothing; the stand-in does the same and keeps the
///    warning in `warnings`, so that a test sees what a device would drop.
///
/// What differs: nothing is drawn or animated, so an animated transition
/// makes the same calls as one without animation, at once; only the swipe
/// back, which a finger holds, can be stopped half way.
@MainActor
open class UIViewController: UIResponder {
    /// Where a view controller is in its appearance cycle.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// The screen's title; setting it sets the navigation item's title too.
    public var title: String? {
        didSet { navigationItem.title = title }
    }
    /// What the view controller shows in a navigation bar.
    public private(set) lazy var navigationItem = UINavigationItem()
    /// How ``present(_:animated:completion:)`` shows this view controller.
    public var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Whether the user is kept from swiping this view controller's sheet away; UIKit asks the
    /// presented view controller and the children it shows.
    public var isModalInPresentation = false
    /// Whether this view controller is being added to a container, during its appearance calls.
    public internal(set) var isMovingToParent = false
    /// Whether this view controller is being removed from its container, during its disappearance calls.
    public internal(set) var isMovingFromParent = false
    /// Whether this view controller is being presented, during its appearance calls.
    public internal(set) var isBeingPresented = false
    /// Whether this view controller is being dismissed, during its disappearance calls.
    public internal(set) var isBeingDismissed = false
    /// The container this view controller is a child of.
    public internal(set) weak var parent: UIViewController?
    /// The view controllers this one contains.
    public internal(set) var children: [UIViewController] = []
    /// What UIKit would have logged: presentations and navigations refused, in order.
    package private(set) var warnings: [String] = []

    var appearance = Appearance.disappeared
    /// Set on the view controller at the root of a presentation while it presents or dismisses.
    var isPresentingOrDismissing = false
    private var loadedView: UIView?
    private var ownPresentedViewController: UIViewController?
    private weak var ownPresentingViewController: UIViewController?
    private var ownPresentationController: UIPresentationController?

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

    // MARK: The view

    /// The root view, loaded the first time it is read.
    public var view: UIView {
        get {
            loadViewIfNeeded()
            return loadedView ?? UIView()
        }
        set { loadedView = newValue }
    }

    /// The root view if it is loaded; reading it loads nothing.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now unless it is loaded: ``loadView()``, then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        viewDidLoad()
    }

    /// Makes the root view; the default is an empty ``UIView``.
    open func loadView() {
        view = UIView()
    }

    /// Called once, after the view is loaded and before it first appears.
    open func viewDidLoad() {}

    /// Called when the view is about to be shown, before any transition.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is on screen and the transition that showed it has ended.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called when the view is about to go, as a transition begins; the transition may still be given up.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view is off screen.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment

    /// The nearest navigation controller this view controller is inside, if any.
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let candidate = ancestor {
            if let navigationController = candidate as? UINavigationController { return navigationController }
            ancestor = candidate.parent
        }
        return nil
    }

    /// Makes `childController` a child of this view controller; UIKit then calls its `willMove(toParent:)`.
    public func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
        childController.willMove(toParent: self)
    }

    /// Takes this view controller out of its parent; UIKit then calls `didMove(toParent: nil)`.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called when this view controller is about to be added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after this view controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// The children that appear and disappear with this view controller: all of them, unless a
    /// container shows only some (a navigation controller shows its top).
    var childrenShown: [UIViewController] { children }

    // MARK: Presentation

    /// The view controller this one, or an ancestor, presents.
    public var presentedViewController: UIViewController? { presentationRoot.ownPresentedViewController }

    /// The view controller that presented this one, or the ancestor that was presented.
    public var presentingViewController: UIViewController? { presentationRoot.ownPresentingViewController }

    /// What manages the presentation of this view controller, or of the ancestor that is presented;
    /// read before presenting, it is made then, so that its delegate can be set first.
    public var presentationController: UIPresentationController? {
        if let parent { return parent.presentationController }
        if let ownPresentationController { return ownPresentationController }
        let made = UIPresentationController(presentedViewController: self)
        ownPresentationController = made
        return made
    }

    /// Presents `viewControllerToPresent` over this screen, or warns and does nothing (see the type's point 3).
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let root = presentationRoot
        if let refusal = refusalToPresent(viewControllerToPresent, from: root) {
            warn("Refused to present \(type(of: viewControllerToPresent)): \(refusal).")
            return
        }
        let presented = viewControllerToPresent
        presented.loadViewIfNeeded()
        _ = presented.presentationController
        root.ownPresentedViewController = presented
        presented.ownPresentingViewController = root
        let coversRoot = presented.modalPresentationStyle == .fullScreen
        root.isPresentingOrDismissing = true
        presented.isBeingPresented = true
        if coversRoot { root.forwardWillDisappear(flag) }
        presented.forwardWillAppear(flag)
        root.isPresentingOrDismissing = false
        if coversRoot { root.forwardDidDisappear(flag) }
        presented.forwardDidAppear(flag)
        presented.isBeingPresented = false
        completion?()
    }

    /// Dismisses what this view controller presents, or, when it presents nothing, the presentation
    /// it is part of; whatever the dismissed one presents goes with it.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        if root.ownPresentedViewController != nil {
            root.dismissPresented(animated: flag, completion: completion)
        } else if let presenting = root.ownPresentingViewController {
            presenting.dismissPresented(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }

    /// Dismisses what this view controller presents itself.
    func dismissPresented(animated flag: Bool, completion: (() -> Void)?) {
        guard let presented = ownPresentedViewController else { return }
        guard !isPresentingOrDismissing else {
            warn("Refused to dismiss \(type(of: presented)): a presentation is in progress.")
            return
        }
        if presented.ownPresentedViewController != nil { presented.dismissPresented(animated: false, completion: nil) }
        let coversSelf = presented.modalPresentationStyle == .fullScreen
        isPresentingOrDismissing = true
        presented.isBeingDismissed = true
        presented.forwardWillDisappear(flag)
        if coversSelf { forwardWillAppear(flag) }
        isPresentingOrDismissing = false
        presented.forwardDidDisappear(flag)
        if coversSelf { forwardDidAppear(flag) }
        presented.isBeingDismissed = false
        ownPresentedViewController = nil
        presented.ownPresentingViewController = nil
        presented.ownPresentationController = nil
        completion?()
    }

    /// The ancestor at the top of this view controller's containers, which presents for all of them.
    private var presentationRoot: UIViewController {
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
            return "\(type(of: root)) is already presenting \(type(of: current))"
        }
        if root.isInTransition { return "a transition is in progress" }
        return nil
    }

    /// Whether this view controller, or a container inside it, is presenting, dismissing or navigating.
    var isInTransition: Bool {
        isPresentingOrDismissing || childrenShown.contains { $0.isInTransition }
    }

    /// Records a refused request, as UIKit logs one.
    func warn(_ message: String) {
        warnings.append(message)
    }

    /// Whether this view controller, or a child it shows, keeps its sheet from being swiped away.
    var refusesInteractiveDismissal: Bool {
        isModalInPresentation || childrenShown.contains { $0.refusesInteractiveDismissal }
    }

    // MARK: Appearance, as containers call it

    func forwardWillAppear(_ animated: Bool) {
        loadViewIfNeeded()
        guard appearance != .appeared, appearance != .appearing else { return }
        appearance = .appearing
        viewWillAppear(animated)
        for child in childrenShown { child.forwardWillAppear(animated) }
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
