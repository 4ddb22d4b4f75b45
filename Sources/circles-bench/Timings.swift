/// The medians of the timed cases, kept for the ratios printed at the end;
/// `nil` for a case that was not run.
@MainActor
struct Timings {
    /// Case 1: an intent in a burst.
    var burst: Double?
    /// Case 1: a bare task per operation on a serial executor, created under a lock, updating a `Mutex`.
    var serialTaskFloor: Double?
    /// Case 1: an intent on its own, a keystroke's round trip: its median.
    var single: Double?
    /// Case 1: the same round trip's 99th percentile.
    var singleP99: Double?
    /// Case 1: a bare task on a serial executor, then a hop back to the main actor.
    var taskHopFloor: Double?

    /// Case 1: whole intents, from the call until the subscriber has the state, against their floors.
    mutating func measureIntents(into report: inout Report) async {
        burst = await timed("1. intent to view, burst of 100,000", &report) { await ContainerCases.intentBurst() }
        serialTaskFloor = await timed("1. floor: serial task under a lock, burst of 100,000", &report) {
            await ContainerCases.serialTaskFloor()
        }
        single = await timed("1. intent to view, one at a time (median)", &report) {
            Summary(await ContainerCases.intentLatencies()).median
        }
        singleP99 = await timed("1. intent to view, one at a time (99th percentile)", &report) {
            Summary.percentile(99, of: await ContainerCases.intentLatencies())
        }
        taskHopFloor = await timed("1. floor: serial task, then main actor", &report) {
            await ContainerCases.taskHopFloor()
        }
    }

    /// Case 2: the legacy MVP screen against the MVI screen, handling a name change; figures, no ratio.
    mutating func measureScreens(into report: inout Report) async {
        await timed("2. MVP: name change, enableCTA", &report) { PresenterCases.mvp() }
        await timed("2. MVI: name change drawn, burst", &report) { await PresenterCases.mviBurst() }
        await timed("2. MVI: name change drawn, one at a time", &report) { await PresenterCases.mviOneAtATime() }
    }

    /// Measures one case in nanoseconds per operation, adds its row, and returns its median.
    @discardableResult
    private func timed(_ name: String, _ report: inout Report, _ round: () async -> Double) async -> Double {
        report.add(name, unit: "ns/op", await measure(rounds: CirclesBench.rounds, round))
    }
}
