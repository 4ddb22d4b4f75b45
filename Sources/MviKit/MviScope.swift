/// What an intent's body works with: the talk's `mvi` parameter.
///
/// Every read and change goes through the container's lock, so a scope can
/// also be used from tasks the body starts, and no change overwrites another.
/// It does not keep the container's bodies running: once the container is
/// closed or released, what the scope changes or posts is ignored.
public struct MviScope<State: Equatable & Sendable, SideEffect: Sendable>: Sendable {
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
    /// Should another change land while `reducer` runs, it runs again on the newer
    /// state, so it must be a quick, pure function of its argument; compute
    /// anything slow before. Reading ``state`` inside it is safe. A result equal to
    /// the state it was given is no change: nothing is emitted. A late result of a
    /// cancelled body is reduced all the same: check `Task.isCancelled` first when
    /// it must not land.
    public func reduce(_ reducer: (State) -> State) {
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
