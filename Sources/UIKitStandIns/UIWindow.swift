import Foundation

/// A stand-in for UIKit's `UIWindow`: what shows a scene's root view controller, and where its
/// transitions run.
///
/// ``makeKeyAndVisible()`` shows the root, which hears `viewWillAppear` and
/// `viewDidAppear`; a root replaced while the window is visible swaps with
/// the same calls. The window keeps its root; the scene's delegate keeps
/// the window, as the Xcode template's `var window: UIWindow?` does.
///
/// Every transition of the view controllers the window shows (a
/// presentation, a dismissal, a push, a pop) begins in the call that asks
/// for it and ends on a later turn of the main actor, one transition a turn,
/// in the order they began, animated or not, as UIKit ends them once the run
/// loop has drawn them
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
/// A test waits for them with ``transitionsEnded()``, never for time, and
/// holds them half way with ``holdsTransitions``, as a slow animation would.
@MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    private var isKey = false
    private var shownRoot: UIViewController?
    private var pendingTransitions: [Transition] = []
    private var isEndingScheduled = false
    private var waitersForTransitions: [CheckedContinuation<Void, Never>] = []
    private var waitersForABeginning: [CheckedContinuation<Void, Never>] = []

    /// Whether the window takes the keyboard's input: the one the user sees.
    open var isKeyWindow: Bool { isKey }

    /// The view controller the window shows.
    open var rootViewController: UIViewController? {
        get { shownRoot }
        set {
            let oldValue = shownRoot
            guard oldValue !== newValue else { return }
            oldValue?.hostingWindow = nil
            shownRoot = newValue
            newValue?.hostingWindow = self
            guard isKey else { return }
            oldValue?.forwardWillDisappear(false)
            newValue?.forwardWillAppear(false)
            oldValue?.forwardDidDisappear(false)
            newValue?.forwardDidAppear(false)
        }
    }

    /// A window in `windowScene`.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
        windowScene.add(self)
    }

    /// A window from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the window, and so its root view controller, which will and did appear before this returns.
    open func makeKeyAndVisible() {
        guard !isKey else { return }
        isKey = true
        isHidden = false
        rootViewController?.forwardWillAppear(false)
        rootViewController?.forwardDidAppear(false)
    }

    /// The window is the window of every view it holds.
    open override var window: UIWindow? { self }

    // MARK: Transitions

    /// Whether transitions stay where they began, half way, until this is set back to `false`:
    /// a test acting during a transition, as a user can while an animation runs.
    package var holdsTransitions = false {
        didSet { if !holdsTransitions { scheduleEnding() } }
    }

    /// Whether a transition has begun and not yet ended.
    package var hasTransitionsUnderWay: Bool { !pendingTransitions.isEmpty }

    /// How many transitions have ended in this window.
    package private(set) var endedTransitions = 0

    /// Returns once every transition begun so far, and every one they begin as they end, has
    /// ended; never while ``holdsTransitions``.
    package func transitionsEnded() async {
        while !pendingTransitions.isEmpty {
            await withCheckedContinuation { waitersForTransitions.append($0) }
        }
    }

    /// Runs `work` (a wait for the app's own work) and waits for the transitions it begins, again and
    /// again, until a pass ends with no transition under way and none ended during it. A transition
    /// that ends while `work` waits may start more work (an alert's handler), hence the second condition.
    package func settle(_ work: () async -> Void) async {
        while true {
            let ended = endedTransitions
            await work()
            if hasTransitionsUnderWay {
                await transitionsEnded()
            } else if ended == endedTransitions {
                return
            }
        }
    }

    /// Returns once a transition is under way: at once if one is, or as the next one begins.
    package func transitionBegun() async {
        guard pendingTransitions.isEmpty else { return }
        await withCheckedContinuation { waitersForABeginning.append($0) }
    }

    /// Starts `transition`, which ends on a later turn, after those that began before it.
    func run(_ transition: Transition) {
        pendingTransitions.append(transition)
        let waiters = waitersForABeginning
        waitersForABeginning = []
        for waiter in waiters { waiter.resume() }
        scheduleEnding()
    }

    private func scheduleEnding() {
        guard !isEndingScheduled, !holdsTransitions, !pendingTransitions.isEmpty else { return }
        isEndingScheduled = true
        Task { @MainActor [weak self] in self?.endOldestTransition() }
    }

    private func endOldestTransition() {
        isEndingScheduled = false
        guard !holdsTransitions, !pendingTransitions.isEmpty else { return }
        pendingTransitions.removeFirst().end()
        endedTransitions += 1
        if pendingTransitions.isEmpty {
            let waiters = waitersForTransitions
            waitersForTransitions = []
            for waiter in waiters { waiter.resume() }
        } else {
            scheduleEnding()
        }
    }
}
