import Foundation

/// A stand-in for UIKit's `UIViewControllerTransitionCoordinatorContext`: what a transition under
/// way is, as the closures given to its coordinator read it.
///
/// The stand-in declares the part of UIKit's requirements that says how the
/// transition runs and how it ended; UIKit's has more (views, frames, curves).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a finger drives the transition now (the swipe back).
    var isInteractive: Bool { get }
    /// Whether the transition was given up: the screens are back where they were.
    var isCancelled: Bool { get }
    /// The presentation style of a presentation or a dismissal; `.none` for a navigation.
    var presentationStyle: UIModalPresentationStyle { get }
}

/// A stand-in for UIKit's `UIViewControllerTransitionCoordinator`: a presentation, a dismissal,
/// a push or a pop under way, which runs a closure when it ends.
///
/// Read from ``UIViewController/transitionCoordinator`` while a transition
/// runs, as on a device. `animate(alongsideTransition:completion:)` runs its
/// animation at once, the stand-in drawing nothing, and its completion once
/// the transition has ended, on a later turn of the main actor, after the
/// appearance calls it makes
/// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` once it has ended; returns whether it will.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition, and nothing once it has ended.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// One transition: begun at once by the call that asked for it, ended by its window on a later
/// turn of the main actor, or, for the swipe back, when the finger lifts.
@MainActor
final class Transition: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    /// What the transition does once it ends: the did-appear and did-disappear calls.
    var ending: (Transition) -> Void = { _ in }
    /// What the call that began the transition asked to run once it has ended, after the
    /// completions given to the coordinator.
    var completion: (() -> Void)?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(animated: Bool, presentationStyle: UIModalPresentationStyle = .none, interactive: Bool = false) {
        isAnimated = animated
        self.presentationStyle = presentationStyle
        isInteractive = interactive
        super.init()
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// The finger lifted: the transition finishes, or is given up, by itself from now on.
    func finishInteraction(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
    }

    /// Makes the transition's last calls, then runs the completions given to its coordinator, then
    /// the caller's.
    func end() {
        ending(self)
        let waiting = completions
        completions = []
        for completion in waiting { completion(self) }
        completion?()
    }
}
