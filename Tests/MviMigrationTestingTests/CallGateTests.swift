import MviKit
import MviKitLocking
import Testing

@testable import MviMigrationTesting

/// The gate a fake's calls pass: a call held by name, waited for by name, released; every wait
/// ends, with a message, rather than hanging.
@Suite("Call gate", .timeLimit(.minutes(1)))
struct CallGateTests {
    @Test("A held call waits until released, while a call of another name goes straight through")
    func holdsOnlyTheNamedCall() async {
        let (gate, reports) = Self.gate()
        gate.hold("delete")

        let deleting = Task { await gate.pass("delete") }
        await gate.pass("load")
        await gate.waitUntilHeld("delete")
        let held = gate.heldCalls
        gate.release("delete")
        await deleting.value

        #expect(held == ["delete"])
        #expect(gate.heldCalls.isEmpty)
        #expect(reports.all.isEmpty)
    }

    @Test("A call released the moment it is held is let go, every time: it counts as held only once it waits")
    func releasedAsSoonAsHeld() async {
        let (gate, reports) = Self.gate()

        // Were a call counted as held before it waits, a release could come first: tried many times.
        for _ in 0..<500 {
            gate.hold("delete")
            let deleting = Task { await gate.pass("delete") }
            await gate.waitUntilHeld("delete")
            gate.release("delete")
            await deleting.value
        }

        #expect(reports.all.isEmpty)
        #expect(gate.heldCalls.isEmpty)
    }

    @Test("Waiting for a call is not satisfied by another call held meanwhile: it fails, naming both")
    func waitsForThatCall() async {
        let (gate, reports) = Self.gate(timeout: .milliseconds(100))
        gate.hold("load")
        gate.hold("delete")
        let loading = Task { await gate.pass("load") }
        await gate.waitUntilHeld("load")

        let line = #line + 1
        await gate.waitUntilHeld("delete")
        gate.releaseAll()
        await loading.value

        let waited = reports.all.filter { $0.contains("for the call \"delete\"") }
        #expect(waited.count == 1)
        #expect(
            waited.first?.hasPrefix("line \(line): Waited 0.1 seconds for the call \"delete\" to be held; held: ")
                == true)
    }

    @Test("A call held and never released fails the test at the line that held it, and goes on")
    func heldTooLong() async {
        let (gate, reports) = Self.gate(timeout: .milliseconds(100))
        let line = #line + 1
        gate.hold("create")

        await gate.pass("create")

        #expect(
            reports.all == [
                "line \(line): The call \"create\" was held for 0.1 seconds and never released, so the work waiting "
                    + "for it could not end; it goes on now. Release it with release(\"create\") once the test has "
                    + "done what it held it for."
            ])
    }

    @Test("Releasing a call that is not held fails, and drops the hold so the call goes through")
    func releaseBeforeHeld() async {
        let (gate, reports) = Self.gate()
        gate.hold("create")

        let line = #line + 1
        gate.release("create")
        await gate.pass("create")

        #expect(
            reports.all == [
                "line \(line): release(\"create\"): no call \"create\" is held (held: none). Wait for it with "
                    + "waitUntilHeld(\"create\") before releasing it."
            ])
    }

    @Test("Waiting for the container but the held calls returns while a call is held, with the rest done")
    @MainActor
    func idleExceptHeld() async {
        let (gate, reports) = Self.gate()
        let container = MviContainer<Int, Never>(initialState: 0)
        gate.hold("create")
        container.intent("save") { mvi in
            await gate.pass("create")
            mvi.reduce { $0 + 10 }
        }
        await gate.waitUntilHeld("create")
        container.intent("type") { mvi in mvi.reduce { $0 + 1 } }

        await container.idle(exceptHeldAt: gate)
        let whileHeld = container.state
        gate.release("create")
        await container.idle(exceptHeldAt: gate)

        #expect(whileHeld == 1)
        #expect(container.state == 11)
        #expect(reports.all.isEmpty)
    }

    @Test("A bare idle() behind a call nobody releases returns once the call's time is up, and the test fails")
    @MainActor
    func bareIdleDoesNotHang() async {
        let (gate, reports) = Self.gate(timeout: .milliseconds(100))
        let container = MviContainer<Int, Never>(initialState: 0)
        gate.hold("create")
        container.intent("save") { mvi in
            await gate.pass("create")
            mvi.reduce { $0 + 1 }
        }

        await container.idle()

        #expect(container.state == 1)
        #expect(reports.all.count == 1)
        #expect(reports.all.first?.contains("The call \"create\" was held for 0.1 seconds and never released") == true)
    }

    @Test("Waiting for the container past an intent that awaits something else fails, naming what it left out")
    @MainActor
    func idleExceptHeldTimesOut() async {
        let (gate, reports) = Self.gate(timeout: .milliseconds(100))
        let container = MviContainer<Int, Never>(initialState: 0)
        let (never, _) = AsyncStream<Void>.makeStream()
        let stuck = container.intent("stuck") { _ in for await _ in never {} }

        let line = #line + 1
        await container.idle(exceptHeldAt: gate)
        stuck.cancel()
        await container.idle()

        #expect(
            reports.all == [
                "line \(line): Waited 0.1 seconds for every intent to end but the 0 waiting at the calls held (none); some did "
                    + "not. An intent awaiting something else, or a call held after this wait began, keeps the "
                    + "container busy."
            ])
    }

    /// A gate whose failures are kept, each as "line N: message", instead of failing this test.
    private static func gate(timeout: Duration = .seconds(30)) -> (CallGate, Reports) {
        let reports = Reports()
        return (CallGate(timeout: timeout) { reports.add("line \($1.line): \($0)") }, reports)
    }
}

/// The failures a gate reported, in order.
private final class Reports: Sendable {
    private let lines = Locked<[String]>([])

    func add(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }
}
