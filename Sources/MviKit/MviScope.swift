/// What an intent's body works with: the talk's `mvi` parameter.
///
/// It belongs to the body it was handed to, and is not `Sendable`: the
/// compiler refuses it to a reducer and to another actor, so a reducer cannot
/// post or reduce, and a main-actor closure cannot be a body.
/// Every read and change goes through the container's lock, so no change
/// overwrites another. It does not keep the container's bodies running: once
/// the container is closed or released, what the scope changes or posts is ignored.
public struct MviScope<State: Equatable & Sendable, SideEffect: Sendable> {
    let channel: StateChannel<State, SideEffect>

    /// The name of the intent this scope belongs to, as logs and tests show it.
    let intentName: String

    init(channel: StateChannel<State, SideEffect>, intentName: String) {
        self.channel = channel
        self.intentName = intentName
    }

    /// The container's state, read now.
    ///
    /// Across an `await` it may change: other intents run while this body waits.
    /// To change the state from what it is, use ``reduce(_:)``, which is handed the latest.
    public var state: State {
        channel.state
    }

    /// Replaces the state with `reducer(state)`, atomically, on the latest state.
    ///
    /// `reducer` is a function of the state it is handed and of the constants it
    /// captures, nothing else: being `@Sendable`, it cannot reach this scope or
    /// change a variable of the body. Should the state change while it runs (a
    /// restore from the main actor), it runs again on the newer state; so keep it
    /// quick, and compute anything slow before. A result equal to the state it was
    /// handed is no change: nothing is emitted. A late result of a cancelled body
    /// is reduced all the same: check `Task.isCancelled` first when it must not land.
    ///
    /// - Returns: The state `reducer` was handed and the state it left, equal when
    ///   it changed nothing (or the container was closed): how a body learns
    ///   whether a guarded reduction applied.
    @discardableResult
    public func reduce(_ reducer: @Sendable (State) -> State) -> (old: State, new: State) {
        channel.reduce(intent: intentName, reducer)
    }

    /// Asks the view to do something once (navigate, show a dialog).
    ///
    /// It reaches the view after every state reduced before it, so the view
    /// sees the intent's changes and side effects in the order they were made.
    public func postSideEffect(_ sideEffect: SideEffect) {
        channel.post(.sideEffectPosted(sideEffect, intent: intentName))
    }
}

/// Not `Sendable`, on purpose: a scope stays with the body it was handed to.
@available(*, unavailable)
extension MviScope: Sendable {}
