import CirclesConsole
import CirclesDomain
import Testing

/// What the legacy create / edit / delete screen does, pinned down through the
/// seam before any of its code moves; every version must keep passing it.
@Suite("Characterisation: the create / edit / delete circle screen", .timeLimit(.minutes(1)))
@MainActor
struct CharacterisationSpec {
    private let bookClub = SeamHarness.bookClub

    @Test("The form opens empty, with Save disabled", arguments: Version.allCases)
    func opensEmpty(version: Version) async {
        let harness = await SeamHarness(version)

        #expect(harness.form == FormScreen(mode: .create))
    }

    @Test("Save follows the name: a fitting name enables it, a blank one disables it", arguments: Version.allCases)
    func saveFollowsName(version: Version) async {
        let harness = await SeamHarness(version)

        await harness.send(.name("Hikers"))
        let named = harness.form
        await harness.send(.name("   "))

        #expect(named == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
        #expect(harness.form == FormScreen(mode: .create, name: "   "))
    }

    // excerpt:begin spec-save
    @Test("Saving shows the spinner, creates the circle, then opens its invite screen", arguments: Version.allCases)
    func saveCreates(version: Version) async {
        let harness = await SeamHarness(version)
        await harness.send(.name("Hikers"))

        await harness.sendWhileHeld(.save, holding: "create")
        let progress = harness.form?.progress
        await harness.release("create")

        #expect(progress == .creating)
        #expect(harness.destinations == [.circleInvite(circleId: "circle-1")])
        #expect(harness.repository.circles.map(\.name) == ["Hikers"])
    }
    // excerpt:end spec-save

    @Test("A failed create stops the spinner and shows the error; ok dismisses it", arguments: Version.allCases)
    func saveFails(version: Version) async {
        let harness = await SeamHarness(version)
        harness.repository.fail(.create)

        await harness.send(.name("Hikers"), .save)
        let failed = harness.form
        await harness.send(.answer(.ok))

        #expect(failed == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true, dialog: .createFailed))
        #expect(harness.form == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
        #expect(harness.destinations.isEmpty)
    }

    @Test("Opened to edit, the form shows the circle, and Save waits for a change", arguments: Version.allCases)
    func editOpensFilled(version: Version) async {
        let harness = await SeamHarness.editing(version)

        let loaded = harness.form
        await harness.send(.coverPhoto(nil))

        #expect(loaded == FormScreen(mode: .edit, name: "Book club", coverPhoto: bookClub.coverPhoto))
        #expect(harness.form == FormScreen(mode: .edit, name: "Book club", isSaveEnabled: true))
    }

    @Test("Saving a change shows the spinner, saves it, then opens the circle's feed", arguments: Version.allCases)
    func editSaves(version: Version) async {
        let harness = await SeamHarness.editing(version)
        await harness.send(.name("Readers"))

        await harness.sendWhileHeld(.save, holding: "edit")
        let progress = harness.form?.progress
        await harness.release("edit")

        #expect(progress == .updating)
        #expect(harness.destinations == [.circleFeed(circleId: bookClub.id)])
        #expect(harness.repository.circles.map(\.name) == ["Readers"])
    }

    @Test("Delete asks first; no keeps the circle, and the form stays", arguments: Version.allCases)
    func deleteAsksFirst(version: Version) async {
        let harness = await SeamHarness.editing(version)

        await harness.send(.delete)
        let asking = harness.form?.dialog
        await harness.send(.answer(.no))

        #expect(asking == .deleteCircle)
        #expect(harness.form == FormScreen(mode: .edit, name: "Book club", coverPhoto: bookClub.coverPhoto))
        #expect(harness.repository.circles == [bookClub])
    }

    @Test("Confirming the deletion shows the spinner, deletes, then opens all circles", arguments: Version.allCases)
    func deleteDeletes(version: Version) async {
        let harness = await SeamHarness.editing(version)
        await harness.send(.delete)

        await harness.sendWhileHeld(.answer(.yes), holding: "delete")
        let progress = harness.form?.progress
        await harness.release("delete")

        #expect(progress == .updating)
        #expect(harness.destinations == [.allCircles])
        #expect(harness.repository.circles.isEmpty)
    }
}
