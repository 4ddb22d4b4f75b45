import MviKit

/// The medians of the timed cases, kept for the ratios printed at the end;
/// `nil` for a case that was not run.
@MainActor
struct Timings {
    /// Case 1: a plain struct mutation.
    var plain: Double?
    /// Case 1: the same mutation under `Mutex`.
    var mutex: Double?
    /// Case 2: `reduce` with one subscriber.
    var reduce: Double?
    /// Case 3: an intent in a burst.
    var burst: Double?
    /// Case 3: an intent on its own.
    var single: Double?
    /// Case 3: a bare hop to a task and back.
    var roundTrip: Double?
    /// Case 4: the MVP screen's name change.
    var mvp: Double?
    /// Case 4: the MVI presenter's reduction without the framework.
    var mviReduction: Double?
    /// Case 4: the MVI screen's name change in a burst.
    var mviBurst: Double?
    /// Case 4: the MVI screen's name change on its own.
    var mviSingle: Double?

    /// Case 1: the baselines.
    mutating func measureBaselines(into report: inout Report) async {
        plain = await timed("1. plain struct mutation", &report) { BaselineCases.plainStruct() }
        mutex = await timed("1. the same under Mutex", &report) { BaselineCases.mutex() }
    }

    /// Case 2: `reduce` through the container, with and without a subscriber.
    mutating func measureReduce(into report: inout Report) async {
        let subscribed = MviContainer<Tally, Never>(initialState: Tally())
        let probe = DeliveryProbe()
        let subscription = subscribed.subscribeToState { _ in probe.receive() }
        reduce = await timed("2. reduce, one subscriber", &report) { await ContainerCases.reduce(on: subscribed) }
        subscription.cancel()
        let alone = MviContainer<Tally, Never>(initialState: Tally())
        await timed("2. reduce, no subscriber", &report) { await ContainerCases.reduce(on: alone) }
    }

    /// Case 3: whole intents, from the call until the subscriber has the state.
    mutating func measureIntents(into report: inout Report) async {
        burst = await timed("3. intent to view, burst of 100,000", &report) { await ContainerCases.intentBurst() }
        single = await timed("3. intent to view, one at a time", &report) { await ContainerCases.intentOneAtATime() }
        roundTrip = await timed("3. bare hop: main, new task, main", &report) { await ContainerCases.bareRoundTrip() }
    }

    /// Case 4: the legacy MVP screen against the MVI screen, handling a name change.
    mutating func measurePresenters(into report: inout Report) async {
        mvp = await timed("4. MVP: name change, enableCTA", &report) { PresenterCases.mvp() }
        mviReduction = await timed("4. MVI: the reduction alone, no framework", &report) {
            PresenterCases.mviReductionAlone()
        }
        mviBurst = await timed("4. MVI: name change drawn, burst", &report) { await PresenterCases.mviBurst() }
        mviSingle = await timed("4. MVI: name change drawn, one at a time", &report) {
            await PresenterCases.mviOneAtATime()
        }
    }

    /// Measures one case in nanoseconds per operation, adds its row, and returns its median.
    @discardableResult
    private func timed(_ name: String, _ report: inout Report, _ round: () async -> Double) async -> Double {
        report.add(name, unit: "ns/op", await measure(rounds: CirclesBench.rounds, round))
    }
}
