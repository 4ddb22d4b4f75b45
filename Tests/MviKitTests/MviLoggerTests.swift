import MviKit
import Testing

@Suite("Logger")
struct MviLoggerTests {
    struct FormState: Sendable {
        var name = ""
        var committingChanges = false
    }

    @Test("The logger writes one readable line per event, in order, with field-level changes")
    func linesForAWholeIntent() async {
        let container = MviContainer<FormState, String>(initialState: FormState())
        let log = LogLines(container, label: "form")

        container.intent("onFormSubmitted()") { mvi in
            mvi.reduce { state in
                var state = state
                state.committingChanges = true
                return state
            }
            mvi.postSideEffect("openCircleFeed")
        }
        await container.idle()
        container.restore(FormState(name: "Climbers"))
        container.close()

        #expect(
            log.lines.values == [
                "form: intent started: onFormSubmitted()",
                "form: state changed by onFormSubmitted(): committingChanges: false → true",
                "form: side effect from onFormSubmitted(): openCircleFeed",
                "form: intent finished: onFormSubmitted()",
                "form: state restored: name: \"\" → \"Climbers\", committingChanges: true → false",
                "form: container closed",
            ]
        )
    }

    @Test("Without a label, lines start with the event")
    func linesWithoutLabel() async {
        let container = MviContainer<Int, Never>(initialState: 1)
        let log = LogLines(container)

        container.restore(2)

        #expect(log.lines.values == ["state restored: 1 → 2"])
    }

    @Test("A cancelled observer hears nothing more")
    func cancelledObserverStops() async {
        let container = MviContainer<Int, Never>(initialState: 1)
        let log = LogLines(container)

        container.restore(2)
        log.subscription.cancel()
        container.restore(3)

        #expect(log.lines.values == ["state restored: 1 → 2"])
    }
}
