/// A presenter that owns an ``MviContainer``: the talk's `MviContainerHost`.
///
/// Conform a `@MainActor final class` and declare `let container`. The
/// protocol is main-actor isolated because presenters and views live there;
/// that is what lets a main-actor presenter satisfy ``container`` with a plain
/// `let`. The work itself still runs off the main actor, inside ``intent(_:_:)``.
@MainActor
public protocol MviContainerHost: AnyObject {
    /// Everything the view needs to draw the screen.
    associatedtype State: Sendable
    /// One-off instructions for the view (navigate, show a dialog).
    associatedtype SideEffect: Sendable

    /// The container holding this host's state and side effects.
    var container: MviContainer<State, SideEffect> { get }
}

extension MviContainerHost {
    /// Starts an intent on the host's container; see ``MviContainer/intent(_:_:)``.
    ///
    /// The body is `@Sendable` and runs off the main actor, so it cannot reach
    /// the host's main-actor properties: capture what it needs (a repository, a
    /// use case) in the closure's capture list.
    @discardableResult
    public func intent(
        _ name: String = #function,
        _ body: @escaping @Sendable (MviScope<State, SideEffect>) async throws -> Void
    ) -> MviIntent {
        container.intent(name, body)
    }

    /// Starts an intent whose body has no `await`; see the synchronous
    /// overload of ``MviContainer/intent(_:_:)``, which runs it without a task.
    @discardableResult
    public func intent(
        _ name: String = #function,
        _ body: @escaping @Sendable (MviScope<State, SideEffect>) throws -> Void
    ) -> MviIntent {
        container.intent(name, body)
    }

    /// Subscribes a view to both states and side effects, the iOS slide's shape.
    ///
    /// The state handler is called at once with the current state. Cancelling
    /// the returned subscription (or releasing it) ends both.
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
