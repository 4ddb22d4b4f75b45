/// Collects the lines of an assert block into a list of expectations.
///
/// Generic over the host's state and side-effect types, so that inside the
/// block `$0.withCommittingChanges(true)` and `.showError` need no type names.
@resultBuilder
public enum MviExpectationBuilder<State, SideEffect> {
    /// Wraps one line.
    public static func buildExpression(
        _ expectation: MviExpectation<State, SideEffect>
    ) -> [MviExpectation<State, SideEffect>] {
        [expectation]
    }

    /// Joins the lines in the order they were written; an empty block expects nothing.
    public static func buildBlock(
        _ lines: [MviExpectation<State, SideEffect>]...
    ) -> [MviExpectation<State, SideEffect>] {
        lines.flatMap { $0 }
    }
}
