/// What an intent's body works with: the talk's `mvi` parameter.
///
/// Every read and change goes through the container's lock, so a scope can
/// also be used from tasks the body starts, and no change overwrites another.
public struct MviScope<State: Equatable & Sendable, SideEffect: Sendable>: Sendable {
    @usableFromInline let container: MviContainer<State, SideEffect>

    /// The name of the intent this scope belongs to, as logs and tests show it.
    @usableFromInline let intentName: String

    @inlinable
    init(container: MviContainer<State, SideEffect>, intentName: String) {
        self.container = container
        self.intentName = intentName
    }

    /// The container's state, read now.
    ///
    /// Across an `await` it may change: other intents run while this body waits.
    /// To change the state from what it is, use ``reduce(_:)``, which is handed the latest.
    @inlinable
    public var state: State {
        container.state
    }

    /// Replaces the state with `reducer(state)`, atomically, on the latest state.
    ///
    /// The reducer runs under the container's lock, so it must be a quick, pure
    /// function of its argument: compute anything slow before, and never touch
    /// the container from inside it (that would deadlock). A result equal to
    /// the state it was given is no change: nothing is emitted.
    @inlinable
    public func reduce(_ reducer: (State) -> State) {
        container.reduce(reducer, intentName: intentName)
    }

    /// Asks the view to do something once (navigate, show a dialog).
    ///
    /// It reaches the view after every state reduced before it, so the view
    /// sees the intent's changes and side effects in the order they were made.
    @inlinable
    public func postSideEffect(_ sideEffect: SideEffect) {
        container.postSideEffect(sideEffect, intentName: intentName)
    }
}
