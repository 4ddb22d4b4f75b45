/// A presenter that owns an ``MviContainer``: the talk's `MviContainerHost`.
///
/// Conform a `@MainActor final class` and declare `let container`. The protocol
/// is main-actor isolated because presenters and views live there, which lets
/// a main-actor class satisfy ``container`` with a plain `let`. The work still
/// runs off the main actor, inside ``intent(_:_:)``. The host owns the
/// container: when the host goes, the container goes, and its bodies are cancelled.
@MainActor
public protocol MviContainerHost: AnyObject {
    /// Everything the view needs to draw the screen.
    associatedtype State: Equatable & Sendable
    /// One-off instructions for the view (navigate, show a dialog).
    associatedtype SideEffect: Sendable

    /// The container holding this host's state and side effects.
    var container: MviContainer<State, SideEffect> { get }
}

extension MviContainerHost {
    /// Starts an intent on the host's container; see ``MviContainer/intent(_:_:)``.
    ///
    /// The body is `@Sendable` and runs off the main actor, so it cannot read
    /// the host's main-actor properties: capture what it needs (a repository,
    /// a use case) in the closure's capture list. A body that captures the host
    /// keeps it alive until the body ends, so a long-lived one must not.
    @discardableResult
    public func intent(_ name: String = #function, _ body: @escaping MviContainer<State, SideEffect>.Body) -> MviIntent
    {
        container.intent(name, body)
    }

    /// Subscribes a view to states and side effects: the iOS slide's shape.
    ///
    /// Both handlers are first called before this returns: `stateHandler` with
    /// the current state, `sideEffectHandler` with the side effects kept while
    /// nobody listened. Cancelling the returned subscription, or letting it go, ends both.
    public func subscribe(
        stateHandler: @escaping @MainActor (State) -> Void,
        sideEffectHandler: @escaping @MainActor (SideEffect) -> Void
    ) -> MviSubscription {
        let states = container.subscribeToState(stateHandler)
        let sideEffects = container.subscribeToSideEffects(sideEffectHandler)
        return MviSubscription {
            states.cancel()
            sideEffects.cancel()
        }
    }
}
