extension MviContainer {
    /// Puts the container into test mode: the state silently becomes
    /// `initialState` and `observer` sees every event from then on.
    ///
    /// Silent because a test states its starting point; subscribers and other
    /// observers have no business seeing that as a change. Done under one lock
    /// so the recording starts exactly at the new state.
    package func startTest(
        initialState: State,
        observer: @escaping @Sendable (MviEvent<State, SideEffect>) -> Void
    ) -> MviSubscription {
        addObserver(replacingStateWith: initialState, observe: observer)
    }
}
