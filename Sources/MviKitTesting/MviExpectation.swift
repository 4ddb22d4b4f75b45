/// One line of an ``MviTestHost/assert(_:exhaustive:sourceLocation:_:)`` block:
/// states, side effects or failed intents the test expects, in order.
///
/// Made by ``states(_:)``, ``postedSideEffects(_:)`` and ``failedIntents(_:)``.
public struct MviExpectation<State, SideEffect> {
    enum Kind {
        /// Each change is applied to the previous expected state.
        case states([(State) -> State])
        case sideEffects([SideEffect])
        case failedIntents([String])
    }

    let kind: Kind
}
