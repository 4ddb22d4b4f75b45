import MviKit

/// One line of an assert block: the next states, side effects or failed intents the test expects.
///
/// Made by ``states(_:)``, ``postedSideEffects(_:)`` and ``failedIntents(_:)``,
/// the words of the talk's test slide.
public struct MviExpectation<State, SideEffect> {
    /// The entries this line expects, worked out from the previous expected state, which it moves on.
    let entries: (inout State) -> [MviTimelineEntry<State, SideEffect>]
}

/// Expects these states next, in order: each closure turns the previous expected state into the next.
public func states<State, SideEffect>(_ changes: (State) -> State...) -> MviExpectation<State, SideEffect> {
    MviExpectation { state in
        changes.map { change in
            state = change(state)
            return .state(state)
        }
    }
}

/// Expects these side effects next, in order.
public func postedSideEffects<State, SideEffect>(_ sideEffects: SideEffect...) -> MviExpectation<State, SideEffect> {
    MviExpectation { _ in sideEffects.map { .sideEffect($0) } }
}

/// Expects the intents with these names to throw next, in order.
///
/// Without it, an intent that throws fails the assert: an error nobody
/// expected is a bug the test should show. A cancelled intent is no failure.
public func failedIntents<State, SideEffect>(_ intents: String...) -> MviExpectation<State, SideEffect> {
    MviExpectation { _ in intents.map { .failedIntent($0) } }
}

/// Collects the lines of an assert block, in the order they are written.
///
/// Generic over the host's types, so that inside the block
/// `$0.withCommittingChanges(true)` and `.showError` need no type names.
@resultBuilder
public enum MviExpectationBuilder<State, SideEffect> {
    /// One line; typed here so that the block's lines need no type names.
    public static func buildExpression(_ line: MviExpectation<State, SideEffect>) -> MviExpectation<State, SideEffect> {
        line
    }

    /// The lines in order; an empty block expects nothing to have happened.
    public static func buildBlock(_ lines: MviExpectation<State, SideEffect>...) -> [MviExpectation<State, SideEffect>]
    {
        lines
    }
}
