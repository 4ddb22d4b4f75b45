import MviKit

/// Compares what a container emitted with what an assert block expects and
/// words every difference for a person reading a failed test.
///
/// Kept apart from Swift Testing so its messages can be tested directly.
package struct MviExpectationCheck<State: Equatable, SideEffect: Equatable> {
    private var expectedStates: [State] = []
    private var expectedSideEffects: [SideEffect] = []
    private var expectedFailures: [String] = []
    private let isExhaustive: Bool

    /// Works out the expected lists by applying the state changes one after another.
    package init(initialState: State, expectations: [MviExpectation<State, SideEffect>], isExhaustive: Bool) {
        self.isExhaustive = isExhaustive
        var state = initialState
        for expectation in expectations {
            switch expectation.kind {
            case .states(let changes):
                for change in changes {
                    state = change(state)
                    expectedStates.append(state)
                }
            case .sideEffects(let sideEffects):
                expectedSideEffects += sideEffects
            case .failedIntents(let intents):
                expectedFailures += intents
            }
        }
    }

    /// One message per difference; empty when everything matches.
    package func failures(states: [State], sideEffects: [SideEffect], failedIntents: [String]) -> [String] {
        compare("state", expected: expectedStates, actual: states)
            + compare("side effect", expected: expectedSideEffects, actual: sideEffects)
            + compare("failed intent", expected: expectedFailures, actual: failedIntents)
    }

    private func compare<Value: Equatable>(_ noun: String, expected: [Value], actual: [Value]) -> [String] {
        var messages: [String] = []
        for index in 0..<max(expected.count, actual.count) {
            let position = "\(noun) \(index + 1)"
            switch (expected[safe: index], actual[safe: index]) {
            case (let expectedValue?, let actualValue?) where expectedValue != actualValue:
                messages.append(Self.mismatch(position, expected: expectedValue, actual: actualValue))
            case (let expectedValue?, nil):
                messages.append(
                    "Missing \(position): expected \(Self.count(expected.count, noun)), "
                        + "got \(Self.count(actual.count, noun)).\n  expected: \(MviFieldDiff.describe(expectedValue))"
                )
            case (nil, let actualValue?) where isExhaustive:
                messages.append(
                    "Unexpected \(position): only \(Self.count(expected.count, noun)) asserted, "
                        + "got \(actual.count).\n  actual: \(MviFieldDiff.describe(actualValue))"
                )
            default:
                break
            }
        }
        return messages
    }

    private static func mismatch<Value>(_ position: String, expected: Value, actual: Value) -> String {
        let (expectedText, actualText) = (MviFieldDiff.describe(expected), MviFieldDiff.describe(actual))
        var message = "Wrong \(position).\n  expected: \(expectedText)\n  actual:   \(actualText)"
        let diff = MviFieldDiff(from: expected, to: actual)
        if diff.changes.contains(where: { !$0.path.isEmpty }) {
            message += "\n  differences (expected → actual): \(diff)"
        }
        return message
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
