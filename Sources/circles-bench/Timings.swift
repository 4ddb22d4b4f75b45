/// The medians of the timed cases, kept for the ratios printed at the end;
/// `nil` for a case that was not run.
@MainActor
struct Timings {
    /// Case 1: an intent in a burst.
    var burst: Double?
    /// Case 1: a bare `Task.detached` in a burst, the cost of a task hop per operation.
    var taskPerOperation: Double?
    /// Case 1: an intent on its own.
    var single: Double?
    /// Case 1: a bare hop to a task and back.
    var roundTrip: Double?
    /// Case 2: the MVP screen's name change.
    var mvp: Double?
    /// Case 2: the MVI screen's name change in a burst.
    var mviBurst: Double?

    /// Case 1: whole intents, from the call until the subscriber has the state.
    mutating func measureIntents(into report: inout Report) async {
        burst = await timed("1. intent to view, burst of 100,000", &report) { await ContainerCases.intentBurst() }
        taskPerOperation = await timed("1. bare Task.detached, burst of 100,000", &report) {
            await ContainerCases.taskPerOperation()
        }
        single = await timed("1. intent to view, one at a time", &report) { await ContainerCases.intentOneAtATime() }
        roundTrip = await timed("1. bare hop: main, new task, main", &report) { await ContainerCases.bareRoundTrip() }
    }

    /// Case 2: the legacy MVP screen against the MVI screen, handling a name change.
    mutating func measureScreens(into report: inout Report) async {
        mvp = await timed("2. MVP: name change, enableCTA", &report) { PresenterCases.mvp() }
        mviBurst = await timed("2. MVI: name change drawn, burst", &report) { await PresenterCases.mviBurst() }
        await timed("2. MVI: name change drawn, one at a time", &report) { await PresenterCases.mviOneAtATime() }
    }

    /// Measures one case in nanoseconds per operation, adds its row, and returns its median.
    @discardableResult
    private func timed(_ name: String, _ report: inout Report, _ round: () async -> Double) async -> Double {
        report.add(name, unit: "ns/op", await measure(rounds: CirclesBench.rounds, round))
    }
}
