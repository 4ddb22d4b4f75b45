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

extension MviTimelineEntry: Equatable where State: Equatable, SideEffect: Equatable {
    /// One message per difference between two timelines, worded for a person
    /// reading a failed test; empty when they match.
    ///
    /// A state that differs from the expected one also lists the fields that
    /// differ. Without `isExhaustive`, entries past the expected ones are fine.
    static func differences(expected: [Self], actual: [Self], isExhaustive: Bool) -> [String] {
        var messages: [String] = []
        for index in 0..<max(expected.count, actual.count) {
            let position = "entry \(index + 1) of the timeline"
            switch (index < expected.count ? expected[index] : nil, index < actual.count ? actual[index] : nil) {
            case (let expected?, let actual?) where expected != actual:
                var message = "Wrong \(position).\n  expected: \(expected)\n  actual:   \(actual)"
                if case .state(let expectedState) = expected, case .state(let actualState) = actual {
                    message +=
                        "\n  differences (expected → actual): \(MviFieldDiff(from: expectedState, to: actualState))"
                }
                messages.append(message)
            case (let expected?, nil):
                messages.append("Missing \(position): expected \(expected); only \(actual.count) recorded.")
            case (nil, let actual?) where isExhaustive:
                messages.append("Unexpected \(position): \(actual), beyond the \(expected.count) asserted.")
            default:
                break
            }
        }
        return messages
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
