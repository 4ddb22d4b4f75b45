/// What an intent's body works with: the talk's `mvi` parameter.
///
/// It reads the container's state fresh each time and funnels every change
/// through the container's lock, so it can be used from any task the body
/// starts, and reductions from concurrent intents never overwrite each other.
public struct MviScope<State: Sendable, SideEffect: Sendable>: Sendable {
    @usableFromInline let container: MviContainer<State, SideEffect>

    /// The name of the intent this scope belongs to, as logs and tests show it.
    public let intentName: String

    @usableFromInline
    init(container: MviContainer<State, SideEffect>, intentName: String) {
        self.container = container
        self.intentName = intentName
    }

    /// The container's current state, read now (another intent may have
    /// changed it since this body last looked).
    @inlinable
    public var state: State {
        container.state
    }

    /// Replaces the state with `reducer(state)`, atomically.
    ///
    /// The reducer runs under the container's lock and gets the latest state, so
    /// it must be a quick, pure function of its argument: compute anything slow
    /// before, and never touch the container from inside it (that would deadlock).
    @inlinable
    public func reduce(_ reducer: (State) -> State) {
        container.reduce(reducer, intentName: intentName)
    }

    /// Asks the view to do something once (navigate, show a dialog).
    ///
    /// Delivered after every state reduced before it, so the view sees changes
    /// and side effects in the order the intent made them.
    @inlinable
    public func postSideEffect(_ sideEffect: SideEffect) {
        container.postSideEffect(sideEffect, intentName: intentName)
    }
}

extension MviScope where State: Equatable {
    /// Replaces the state with `reducer(state)`, atomically; see the general
    /// ``MviScope/reduce(_:)``.
    ///
    /// The same reduction, chosen by the compiler when the state is
    /// `Equatable`, so that telling an unchanged state apart costs a direct `==`.
    @inlinable
    public func reduce(_ reducer: (State) -> State) {
        container.reduce(reducer, intentName: intentName)
    }
}
