import MviKit

/// One entry of what a container emitted under test, in the order it happened.
public enum MviTimelineEntry<State, SideEffect> {
    /// A new state.
    case state(State)
    /// A posted side effect.
    case sideEffect(SideEffect)
    /// An intent, by name, whose body threw.
    case failedIntent(String)
}

extension MviTimelineEntry: Sendable where State: Sendable, SideEffect: Sendable {}

extension MviTimelineEntry: Equatable where State: Equatable, SideEffect: Equatable {
    /// One message per difference between what an assert expects and what was recorded,
    /// worded for a person reading a failed test; empty when they match.
    ///
    /// Entries are numbered from the start of the test, `offset` being how many came
    /// before these. A state that differs from the expected one also lists the fields that differ.
    static func differences(expected: [Self], actual: [Self], from offset: Int) -> [String] {
        (0..<max(expected.count, actual.count)).compactMap { index in
            let position = "entry \(offset + index + 1) of the timeline"
            switch (
                expected.indices.contains(index) ? expected[index] : nil,
                actual.indices.contains(index) ? actual[index] : nil
            ) {
            case (let expected?, let actual?) where expected != actual:
                var message = "Wrong \(position).\n  expected: \(expected)\n  actual:   \(actual)"
                if case .state(let expectedState) = expected, case .state(let actualState) = actual {
                    message +=
                        "\n  differences (expected → actual): \(MviFieldDiff(from: expectedState, to: actualState))"
                }
                return message
            case (let expected?, nil):
                return "Missing \(position): expected \(expected); only \(offset + actual.count) recorded."
            case (nil, let actual?):
                return "Unexpected \(position): \(actual), beyond the \(offset + expected.count) asserted."
            default:
                return nil
            }
        }
    }
}

extension MviTimelineEntry: CustomStringConvertible {
    /// `state …`, `side effect …` or `failed intent …`, values printed field by field.
    public var description: String {
        switch self {
        case .state(let state): "state \(MviFieldDiff.describe(state))"
        case .sideEffect(let sideEffect): "side effect \(MviFieldDiff.describe(sideEffect))"
        case .failedIntent(let intent): "failed intent \(intent)"
        }
    }
}
