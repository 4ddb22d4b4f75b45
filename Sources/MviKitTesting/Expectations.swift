// The words of the assert block, as the talk's test slide spells them. They are
// free functions so the block reads like the slide; their types come from the
// block, so they cannot be used by mistake elsewhere.

/// Expects these states, in order: each closure turns the previous expected
/// state (starting from the assert's initial state) into the next one.
public func states<State, SideEffect>(_ changes: (State) -> State...) -> MviExpectation<State, SideEffect> {
    MviExpectation(kind: .states(changes))
}

/// Expects these side effects to have been posted, in order.
public func postedSideEffects<State, SideEffect>(_ sideEffects: SideEffect...) -> MviExpectation<State, SideEffect> {
    MviExpectation(kind: .sideEffects(sideEffects))
}

/// Expects the intents with these names to have thrown, in order.
///
/// Without it, an intent that throws fails an exhaustive assert: an error
/// nobody expected is a bug the test should show.
public func failedIntents<State, SideEffect>(_ intents: String...) -> MviExpectation<State, SideEffect> {
    MviExpectation(kind: .failedIntents(intents))
}
