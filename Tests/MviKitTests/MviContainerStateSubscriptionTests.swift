import Dispatch
import MviKit
import Testing

@Suite("State subscriptions")
@MainActor
struct MviContainerStateSubscriptionTests {
    /// Changes the state from another thread while the main actor waits, so the
    /// change is still queued for delivery when this returns.
    private func restoreWhileHoldingTheMainActor(_ container: MviContainer<Int, Never>, to state: Int) {
        let restored = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            container.restore(state)
            restored.signal()
        }
        restored.wait()
    }

    @Test("A subscriber gets the current state at once, then every change in order")
    func currentStateThenEveryChange() async {
        let container = MviContainer<Int, Never>(initialState: 7)
        let log = MainActorLog<Int>()

        let subscription = container.subscribeToState { log.append($0) }
        let valuesRightAway = log.values
        await container.intent("three steps") { mvi in
            mvi.reduce { $0 + 1 }
            mvi.reduce { $0 + 1 }
            mvi.reduce { $0 * 10 }
        }.waitUntilFinished()
        await container.idle()

        #expect(valuesRightAway == [7])
        #expect(log.values == [7, 8, 9, 90])
        subscription.cancel()
    }

    @Test("An Equatable state reduced to an equal value emits nothing")
    func equalEquatableStatesAreSkipped() async {
        let container = MviContainer<Int, Never>(initialState: 1)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }

        container.intent("no-op reductions") { mvi in
            mvi.reduce { $0 }
            mvi.reduce { $0 + 1 }
            mvi.reduce { $0 }
        }
        await container.idle()

        #expect(log.values == [1, 2])
        subscription.cancel()
    }

    @Test("A state that is not Equatable is delivered on every reduction: nothing is conflated")
    func nonEquatableStatesAreAllDelivered() async {
        let container = MviContainer<Opaque, Never>(initialState: Opaque(value: 1))
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0.value) }

        container.intent("no-op reductions") { mvi in
            mvi.reduce { $0 }
            mvi.reduce { $0 }
        }
        await container.idle()

        #expect(log.values == [1, 1, 1])
        subscription.cancel()
    }

    @Test("A subscriber joining while changes are queued skips those older than its first state")
    func lateSubscriberSkipsStaleQueuedStates() async {
        let container = MviContainer<Int, Never>(initialState: 0)
        let early = MainActorLog<Int>()
        let late = MainActorLog<Int>()
        let earlySubscription = container.subscribeToState { early.append($0) }

        restoreWhileHoldingTheMainActor(container, to: 1)
        let lateSubscription = container.subscribeToState { late.append($0) }
        await container.idle()

        #expect(early.values == [0, 1])
        #expect(late.values == [1])
        earlySubscription.cancel()
        lateSubscription.cancel()
    }

    @Test("flush() delivers a change queued from another thread, synchronously")
    func flushDeliversPendingChanges() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }

        restoreWhileHoldingTheMainActor(container, to: 5)
        let beforeFlush = log.values
        container.flush()

        #expect(beforeFlush == [0])
        #expect(log.values == [0, 5])
        subscription.cancel()
    }

    @Test("A change made on the main actor reaches subscribers before the call returns")
    func mainActorChangesAreDeliveredSynchronously() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }

        container.restore(3)

        #expect(log.values == [0, 3])
        subscription.cancel()
    }

    @Test("A listener that changes the state itself still sees every state in order")
    func reentrantChangesKeepOrder() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let first = MainActorLog<Int>()
        let second = MainActorLog<Int>()
        let firstSubscription = container.subscribeToState { state in
            first.append(state)
            if state == 1 {
                container.restore(2)
            }
        }
        let secondSubscription = container.subscribeToState { second.append($0) }

        container.restore(1)

        #expect(first.values == [0, 1, 2])
        #expect(second.values == [0, 1, 2])
        firstSubscription.cancel()
        secondSubscription.cancel()
    }

    @Test("A cancelled subscriber gets nothing more")
    func cancelledSubscriberStopsReceiving() {
        let container = MviContainer<Int, Never>(initialState: 0)
        let log = MainActorLog<Int>()
        let subscription = container.subscribeToState { log.append($0) }

        container.restore(1)
        subscription.cancel()
        subscription.cancel()
        container.restore(2)

        #expect(log.values == [0, 1])
        #expect(subscription.isCancelled)
    }
}

/// A state with no equality, so the container cannot tell two of them apart.
private struct Opaque: Sendable {
    let value: Int
}
