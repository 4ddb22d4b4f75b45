import MviKit

/// One line of an assert block: the next states, side effects or failed intents the test expects.
///
/// Made by ``states(_:)``, ``postedSideEffects(_:)`` and ``failedIntents(_:)``,
/// the words of the talk's test slide.
public struct MviExpectation<State, SideEffect> {
    fileprivate enum Kind {
        /// Each change turns the previous expected state into the next.
        case states([(State) -> State])
        case sideEffects([SideEffect])
        case failedIntents([String])
    }

    fileprivate let kind: Kind

    /// The timeline the lines describe, in order, with every state worked out from `initialState`.
    static func timeline(_ lines: [Self], from initialState: State) -> [MviTimelineEntry<State, SideEffect>] {
        var state = initialState
        var timeline: [MviTimelineEntry<State, SideEffect>] = []
        for line in lines {
            switch line.kind {
            case .states(let changes):
                for change in changes {
                    state = change(state)
                    timeline.append(.state(state))
                }
            case .sideEffects(let sideEffects): timeline += sideEffects.map { .sideEffect($0) }
            case .failedIntents(let intents): timeline += intents.map { .failedIntent($0) }
            }
        }
        return timeline
    }
}

/// Expects these states next, in order: each closure turns the previous expected state into the next.
public func states<State, SideEffect>(_ changes: (State) -> State...) -> MviExpectation<State, SideEffect> {
    MviExpectation(kind: .states(changes))
}

/// Expects these side effects next, in order.
public func postedSideEffects<State, SideEffect>(_ sideEffects: SideEffect...) -> MviExpectation<State, SideEffect> {
    MviExpectation(kind: .sideEffects(sideEffects))
}

/// Expects the intents with these names to throw next, in order.
///
/// Without it, an intent that throws fails an exhaustive assert: an error
/// nobody expected is a bug the test should show.
public func failedIntents<State, SideEffect>(_ intents: String...) -> MviExpectation<State, SideEffect> {
    MviExpectation(kind: .failedIntents(intents))
}

/// Collects the lines of an assert block, in the order they are written.
///
/// Generic over the host's types, so that inside the block
/// `$0.withCommittingChanges(true)` and `.showError` need no type names.
@resultBuilder
public enum MviExpectationBuilder<State, SideEffect> {
    /// One line.
    public static func buildExpression(_ line: MviExpectation<State, SideEffect>) -> [MviExpectation<State, SideEffect>]
    {
        [line]
    }

    /// The lines in order; an empty block expects an empty timeline.
    public static func buildBlock(_ lines: [MviExpectation<State, SideEffect>]...) -> [MviExpectation<
        State, SideEffect
    >] {
        lines.flatMap { $0 }
    }
}
