import MviKit
import Testing

/// ``MviContainerHost``: a presenter's intents and a view's subscription, through the host.
@Suite("Container hosts")
@MainActor
struct MviContainerHostTests {
    private let editing = DeleteCircleState(mode: .edit, editedCircleId: "c-9")

    @Test("A host's intent runs on its container, named after the method that started it")
    func hostIntentIsNamedAfterItsMethod() async {
        let host = DeleteCircleHost { _ in }
        host.container.restore(editing)
        let transcript = Transcript(of: host.container)

        host.onDeleteCircleConfirmed()
        await host.container.idle()

        #expect(
            transcript.lines == [
                "intent started: onDeleteCircleConfirmed()",
                "state changed by onDeleteCircleConfirmed(): committingChanges: false → true",
                "side effect from onDeleteCircleConfirmed(): openAggregatedFeed",
                "intent finished: onDeleteCircleConfirmed()",
            ]
        )
    }

    @Test("A view subscribed through the host gets the current state at once, then states and side effects in order")
    func subscribeDeliversBoth() async {
        let deleted = Recorded<String>()
        let host = DeleteCircleHost { deleted.append($0) }
        host.container.restore(editing)
        let view = MainActorLog<String>()
        let subscription = host.subscribe(
            stateHandler: { view.append("committing \($0.committingChanges)") },
            sideEffectHandler: { view.append("side effect \($0)") }
        )
        defer { subscription.cancel() }

        host.onDeleteCircleConfirmed()
        await host.container.idle()

        #expect(view.values == ["committing false", "committing true", "side effect openAggregatedFeed"])
        #expect(deleted.values == ["c-9"])
    }

    @Test("Cancelling the host's subscription ends both the states and the side effects")
    func cancelEndsBoth() async {
        let host = DeleteCircleHost { _ in }
        host.container.restore(editing)
        let view = MainActorLog<String>()
        let subscription = host.subscribe(
            stateHandler: { view.append("committing \($0.committingChanges)") },
            sideEffectHandler: { view.append("side effect \($0)") }
        )

        subscription.cancel()
        host.onDeleteCircleConfirmed()
        await host.container.idle()
        let next = MainActorLog<DeleteCircleHost.SideEffect>()
        let nextSubscription = host.container.subscribeToSideEffects { next.append($0) }
        defer { nextSubscription.cancel() }

        #expect(view.values == ["committing false"])
        #expect(next.values == [.openAggregatedFeed])
    }

    @Test("Releasing the host's subscription frees the view both handlers captured")
    func releasingFreesTheView() {
        let host = DeleteCircleHost { _ in }

        let lifetime = viewLifetime(releasing: true) { view in
            host.subscribe(
                stateHandler: { view.append("state \($0)") },
                sideEffectHandler: { view.append("side effect \($0)") }
            )
        }

        #expect(lifetime == (true, true))
    }
}
