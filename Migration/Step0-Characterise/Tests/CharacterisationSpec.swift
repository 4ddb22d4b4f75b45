import CirclesConsole
import Testing

/// What the legacy "new circle" screen does, pinned down through the seam
/// before any of its code moves; every version must keep passing it.
@Suite("Characterisation: the new circle screen", .timeLimit(.minutes(1)))
@MainActor
struct CharacterisationSpec {
    @Test("The form opens empty, with Save disabled", arguments: Version.allCases)
    func opensEmpty(version: Version) {
        let harness = SeamHarness(version)

        #expect(harness.form == FormScreen(mode: .create))
    }

    @Test("Save follows the name: a fitting name enables it, a blank one disables it", arguments: Version.allCases)
    func saveFollowsName(version: Version) async {
        let harness = SeamHarness(version)

        await harness.send(.name("Hikers"))
        let named = harness.form
        await harness.send(.name("   "))

        #expect(named == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
        #expect(harness.form == FormScreen(mode: .create, name: "   "))
    }

    // excerpt:begin spec-save
    @Test("Saving shows the spinner, creates the circle, then opens its invite screen", arguments: Version.allCases)
    func saveCreates(version: Version) async {
        let harness = SeamHarness(version)
        await harness.send(.name("Hikers"))

        await harness.sendWhileHeld(.save)
        let progress = harness.form?.progress
        await harness.releaseHeldCalls()

        #expect(progress == .creating)
        #expect(harness.destinations == [.circleInvite(circleId: "circle-1")])
        #expect(harness.repository.circles.map(\.name) == ["Hikers"])
    }
    // excerpt:end spec-save

    @Test("A failed create stops the spinner and shows the error; ok dismisses it", arguments: Version.allCases)
    func saveFails(version: Version) async {
        let harness = SeamHarness(version)
        harness.repository.fail(.create)

        await harness.send(.name("Hikers"), .save)
        let failed = harness.form
        await harness.send(.answer(.ok))

        #expect(failed == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true, dialog: .createFailed))
        #expect(harness.form == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
        #expect(harness.destinations.isEmpty)
    }
}
