import CirclesVersions
import Testing

@testable import CirclesApp

/// The demo's probe: log lines come out in the order they went in, once; calls reach their listener.
@Suite("FormProbe")
@MainActor
struct FormProbeTests {
    @Test("Draining returns the lines in order and leaves the log empty")
    func drain() {
        let probe = FormProbe(isLogging: true)
        probe.log("intent started: onFormSubmitted()")
        probe.record(PresenterCall("onFormSubmitted"))

        let first = probe.drainLog()
        let second = probe.drainLog()

        #expect(first == ["intent started: onFormSubmitted()", "presenter.onFormSubmitted()"])
        #expect(second == [])
    }

    @Test("Without logging, nothing is kept, but calls still reach their listener")
    func callsWithoutLog() {
        var calls: [PresenterCall] = []
        let probe = FormProbe(isLogging: false) { calls.append($0) }

        probe.record(PresenterCall("onDeleteCircleRequested"))
        probe.log("container closed")

        #expect(calls == [PresenterCall("onDeleteCircleRequested")])
        #expect(probe.drainLog() == [])
    }
}
