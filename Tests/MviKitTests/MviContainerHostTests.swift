import MviKit
import Testing

@Suite("Container hosts")
@MainActor
struct MviContainerHostTests {
    @Test("A main-actor host's intents reach its container and its subscribers")
    func counterHostIncrements() async {
        let host = CounterHost(limit: 2)
        let states = MainActorLog<Int>()
        let sideEffects = MainActorLog<CounterHost.SideEffect>()
        let subscription = host.subscribe(
            stateHandler: { states.append($0) },
            sideEffectHandler: { sideEffects.append($0) }
        )

        host.onIncrement()
        await host.container.idle()
        host.onIncrement()
        await host.container.idle()

        #expect(states.values == [0, 1, 2])
        #expect(sideEffects.values == [.reachedLimit])
        subscription.cancel()
    }

    @Test("An intent started through a host is named after the host's method")
    func hostIntentNames() async {
        let host = CounterHost()
        let log = LogLines(host.container)

        host.onIncrement()
        await host.container.idle()

        #expect(log.lines.values.first == "intent started: onIncrement()")
    }

    @Test("Confirming a delete shows progress, then exits to the aggregated feed")
    func deleteSucceeds() async {
        let deletedIds = Recorded<String>()
        let host = DeleteCircleHost { deletedIds.append($0) }
        host.container.restore(DeleteCircleState(mode: .edit, editedCircleId: "c-9"))
        let sideEffects = MainActorLog<DeleteCircleHost.SideEffect>()
        let subscription = host.container.subscribeToSideEffects { sideEffects.append($0) }

        host.onDeleteCircleConfirmed()
        await host.container.idle()

        #expect(deletedIds.values == ["c-9"])
        #expect(host.container.state.committingChanges)
        #expect(sideEffects.values == [.openAggregatedFeed])
        subscription.cancel()
    }

    @Test("A failed delete stops the progress and shows an error")
    func deleteFails() async {
        let host = DeleteCircleHost { _ in throw FakeError(message: "offline") }
        host.container.restore(DeleteCircleState(mode: .edit, editedCircleId: "c-9"))
        let sideEffects = MainActorLog<DeleteCircleHost.SideEffect>()
        let subscription = host.container.subscribeToSideEffects { sideEffects.append($0) }

        host.onDeleteCircleConfirmed()
        await host.container.idle()

        #expect(!host.container.state.committingChanges)
        #expect(sideEffects.values == [.showError])
        subscription.cancel()
    }
}
