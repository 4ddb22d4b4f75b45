import Testing

@testable import CirclesApp

/// The `--log` buffer: lines come out in the order they went in, once.
@Suite("FormLog")
struct FormLogTests {
    @Test("Draining returns the lines in order and leaves the log empty")
    func drain() {
        let log = FormLog()
        log.append("intent started: onFormSubmitted()")
        log.append("intent finished: onFormSubmitted()")

        let first = log.drain()
        let second = log.drain()

        #expect(first == ["intent started: onFormSubmitted()", "intent finished: onFormSubmitted()"])
        #expect(second == [])
    }
}
