import CirclesConsole
import Testing

/// The MVI screen across a rotation: what finishes while no view exists reaches the next one.
@Suite("MVI screen: rotation")
@MainActor
struct ScreenLifecycleTests {
    @Test("A navigation posted while the view is being recreated reaches the new view")
    func navigationInTheGap() async throws {
        let fixture = ScreenFixture()
        await fixture.send(.name("Hikers"))
        await fixture.saveWhileHeld()
        let screen = try #require(fixture.screen)
        var destinationsInGap: [FormDestination] = []

        await screen.recreateView(during: {
            fixture.repository.releaseHeldCalls()
            await screen.settle()
            destinationsInGap = fixture.destinations
        })

        #expect(destinationsInGap == [])
        #expect(fixture.destinations == [.circleInvite(circleId: "circle-1")])
    }

    @Test("A new view draws the current state: the name, Save and the spinner")
    func redrawsState() async throws {
        let fixture = ScreenFixture()
        await fixture.send(.name("Hikers"))
        await fixture.saveWhileHeld()
        let screen = try #require(fixture.screen)

        await screen.recreateView(during: {})

        #expect(screen.display == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true, progress: .creating))
        fixture.repository.releaseHeldCalls()
        await screen.settle()
    }
}
