import MviKit

/// Two intents on a counter: "busy" holds the container's drainer without
/// suspending, so "waiting", which adds one, stays queued until the test
/// opens ``gate``.
struct QueuedBehindBusyIntent {
    let gate = SpinGate()
    let waiting: MviIntent

    init(on container: MviContainer<Int, Never>) {
        container.intent("busy") { [gate] _ in gate.holdUntilOpen() }
        waiting = container.intent("waiting") { mvi in mvi.reduce { $0 + 1 } }
    }
}
