import MviKit
import Testing

/// ``MviEvent/description``: the line a log shows for each event.
@Suite("Events as log lines")
struct MviEventTests {
    typealias Event = MviEvent<DeleteCircleState, DeleteCircleHost.SideEffect>

    /// One event and the line it must print as.
    struct Line: Sendable, CustomTestStringConvertible {
        let event: Event
        let text: String

        var testDescription: String { text }
    }

    private static let idle = DeleteCircleState(mode: .edit, editedCircleId: "c-1")

    static let lines: [Line] = [
        Line(
            event: .intentStarted(intent: "onDeleteCircleConfirmed()"),
            text: "intent started: onDeleteCircleConfirmed()"
        ),
        Line(
            event: .stateChanged(old: idle, new: idle.withCommittingChanges(true), intent: "onDeleteCircleConfirmed()"),
            text: "state changed by onDeleteCircleConfirmed(): committingChanges: false → true"
        ),
        Line(
            event: .sideEffectPosted(.openAggregatedFeed, intent: "onDeleteCircleConfirmed()"),
            text: "side effect from onDeleteCircleConfirmed(): openAggregatedFeed"
        ),
        Line(
            event: .intentFinished(intent: "onDeleteCircleConfirmed()"),
            text: "intent finished: onDeleteCircleConfirmed()"
        ),
        Line(
            event: .intentFailed(intent: "onDeleteCircleConfirmed()", error: FakeError(message: "offline")),
            text: "intent failed: onDeleteCircleConfirmed(): FakeError(offline)"
        ),
        Line(
            event: .restored(old: idle, new: DeleteCircleState()),
            text: #"state restored: mode: edit → create, editedCircleId: "c-1" → nil"#
        ),
        Line(event: .closed, text: "container closed"),
    ]

    @Test("An event prints as its log line", arguments: lines)
    func eventPrintsAsItsLogLine(line: Line) {
        let text = line.event.description

        #expect(text == line.text)
    }
}
