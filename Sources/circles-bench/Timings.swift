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
    /// Case 4: the MVP screen's name change.
    var mvp: Double?
    /// Case 4: the MVI screen's name change in a burst.
    var mviBurst: Double?
    /// Case 4: the MVI screen's name change on its own.
    var mviSingle: Double?

    private let rounds = CirclesBench.rounds

    /// Case 1: the baselines.
    mutating func measureBaselines(into report: inout Report) async {
        plain = report.add(
            "1. plain struct mutation", unit: "ns/op",
            await measure(rounds: rounds) {
                BaselineCases.plainStruct()
            })
        mutex = report.add(
            "1. the same under Mutex", unit: "ns/op",
            await measure(rounds: rounds) {
                BaselineCases.mutex()
            })
    }

    /// Case 2: `reduce` through the container, with and without a subscriber.
    mutating func measureReduce(into report: inout Report) async {
        let subscribed = MviContainer<Tally, Never>(initialState: Tally())
        let probe = DeliveryProbe()
        let subscription = subscribed.subscribeToState { _ in probe.receive() }
        reduce = report.add(
            "2. reduce, one subscriber", unit: "ns/op",
            await measure(rounds: rounds) {
                await ContainerCases.reduce(on: subscribed)
            })
        subscription.cancel()
        let alone = MviContainer<Tally, Never>(initialState: Tally())
        report.add(
            "2. reduce, no subscriber", unit: "ns/op",
            await measure(rounds: rounds) {
                await ContainerCases.reduce(on: alone)
            })
    }

    /// Case 3: whole intents, from the call until the subscriber has the state.
    mutating func measureIntents(into report: inout Report) async {
        burst = report.add(
            "3. intent to view, burst of 100,000", unit: "ns/op",
            await measure(rounds: rounds) {
                await ContainerCases.intentBurst()
            })
        single = report.add(
            "3. intent to view, one at a time", unit: "ns/op",
            await measure(rounds: rounds) {
                await ContainerCases.intentOneAtATime()
            })
    }

    /// Case 4: the legacy MVP screen against the MVI screen, handling a name change.
    mutating func measurePresenters(into report: inout Report) async {
        mvp = report.add(
            "4. MVP: name change, enableCTA", unit: "ns/op",
            await measure(rounds: rounds) {
                PresenterCases.mvp()
            })
        mviBurst = report.add(
            "4. MVI: name change drawn, burst", unit: "ns/op",
            await measure(rounds: rounds) {
                await PresenterCases.mviBurst()
            })
        mviSingle = report.add(
            "4. MVI: name change drawn, one at a time", unit: "ns/op",
            await measure(rounds: rounds) {
                await PresenterCases.mviOneAtATime()
            })
    }
}
