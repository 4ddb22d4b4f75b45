import CirclesConsole
import CirclesDomain
import CirclesVersions
import Testing

@testable import CirclesApp

/// Once a screen closes, its presenter, view, container and helpers are all
/// released, in every version: no retain cycle outlives the screen.
@Suite("Screen lifetime", .timeLimit(.minutes(1)))
@MainActor
struct ScreenLifetimeTests {
    @Test("Closing the form releases everything it held", arguments: Architecture.allCases)
    func closingReleasesEverything(version: Architecture) async throws {
        let harness = await ScreenHarness(version, launch: .edit(circleId: ScreenHarness.bookClub.id))
        await harness.send(.name("Readers"), .back, .answer(.no))
        await harness.reshow()
        harness.repository.fail(.edit)
        await harness.send(.save, .answer(.ok))

        let probe = try harness.probeScreen()
        await harness.releaseScreen()

        #expect(probe.count >= 3)
        #expect(probe.survivors == [])
    }

    @Test("Leaving the form by navigating releases everything it held", arguments: Architecture.allCases)
    func navigatingAwayReleasesEverything(version: Architecture) async throws {
        let harness = await ScreenHarness(version, circles: [])
        await harness.send(.name("Climbing"))
        let probe = try harness.probeScreen()

        await harness.send(.save)
        await harness.releaseScreen()

        #expect(harness.destinations == [.circleInvite(circleId: "circle-1")])
        #expect(probe.count >= 3)
        #expect(probe.survivors == [])
    }
}
