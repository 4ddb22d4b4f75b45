import CirclesConsole
import CirclesDomain
import CirclesVersions
import Testing

@testable import CirclesApp

/// Submitting, in every version: create or save with the spinner showing, then navigate, or show the
/// error (the "submit" rows of `docs/behaviour.md`).
@Suite("Behaviour: submitting", .timeLimit(.minutes(1)))
@MainActor
struct SubmitSpec {
    @Test(
        "Creating shows the create spinner, then opens the new circle's invite screen", arguments: Architecture.allCases
    )
    func createSucceeds(version: Architecture) async {
        let harness = await ScreenHarness(version, circles: [])
        await harness.send(.name("Climbing"))

        await harness.sendWhileHeld(.save)
        let progress = harness.form?.progress
        await harness.releaseHeldCalls()

        #expect(progress == .creating)
        #expect(harness.destinations == [.circleInvite(circleId: "circle-1")])
        #expect(harness.repository.circles == [CircleConfigModel(id: "circle-1", name: "Climbing")])
    }

    @Test("A failed create stops the spinner and shows the create error", arguments: Architecture.allCases)
    func createFails(version: Architecture) async {
        let harness = await ScreenHarness(version)
        harness.repository.fail(.create)

        await harness.send(.name("Climbing"), .save)

        #expect(
            harness.form
                == FormScreen(mode: .create, name: "Climbing", isSaveEnabled: true, dialog: .createFailed))
        #expect(harness.destinations.isEmpty)
    }

    @Test(
        "Save while disabled, or pressed again while saving, reaches the repository once at most",
        arguments: Architecture.allCases)
    func submitGuarded(version: Architecture) async {
        let harness = await ScreenHarness(version, circles: [])

        await harness.send(.name("  "), .save)
        let callsWhileInvalid = harness.repository.calls
        await harness.send(.name("Climbing"))
        await harness.sendWhileHeld(.save)
        await harness.sendDuringHeldCalls(.save)
        await harness.releaseHeldCalls()

        #expect(callsWhileInvalid.isEmpty)
        #expect(harness.repository.calls == [.create(CreateOrEditCircleRequestDomain(circleName: "Climbing"))])
        #expect(harness.destinations == [.circleInvite(circleId: "circle-1")])
    }

    @Test("Saving an edit shows the edit spinner, then opens the circle's feed", arguments: Architecture.allCases)
    func editSucceeds(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: ScreenHarness.bookClub.id))
        await harness.send(.name("Readers"))

        await harness.sendWhileHeld(.save)
        let progress = harness.form?.progress
        await harness.releaseHeldCalls()

        #expect(progress == .updating)
        #expect(harness.destinations == [.circleFeed(circleId: "sample-2")])
        #expect(harness.repository.circles.map(\.name) == ["Readers"])
    }

    @Test("A failed edit stops the spinner and shows the update error", arguments: Architecture.allCases)
    func editFails(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: ScreenHarness.bookClub.id))
        harness.repository.fail(.edit)

        await harness.send(.name("Readers"), .save)

        #expect(harness.form?.dialog == .updateFailed)
        #expect(harness.form?.progress == nil)
        #expect(harness.repository.circles == [ScreenHarness.bookClub])
    }
}
