import CirclesConsole
import CirclesDomain
import CirclesVersions
import Testing

@testable import CirclesApp

/// Editing and deleting, in every version: load the circle and prefill the form, ask before deleting,
/// delete, or report the failure (the "edit requested" and "delete" rows of `docs/behaviour.md`).
@Suite("Behaviour: editing and deleting", .timeLimit(.minutes(1)))
@MainActor
struct EditAndDeleteSpec {
    private let bookClub = ScreenHarness.bookClub

    @Test("Editing prefills the form with the circle; Save stays disabled", arguments: Architecture.allCases)
    func editPrefills(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: bookClub.id))

        #expect(harness.form == FormScreen(mode: .edit, name: "Book club", coverPhoto: bookClub.coverPhoto))
        #expect(harness.repository.calls == [.load(bookClub.id)])
    }

    @Test(
        "A circle that cannot be loaded shows the load error, and ok closes the form", arguments: Architecture.allCases)
    func editLoadFails(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: "gone"))

        let form = harness.form
        await harness.send(.answer(.ok))

        #expect(form == FormScreen(mode: .edit, dialog: .loadFailed))
        #expect(harness.destinations == [.previousScreen])
    }

    @Test("Delete asks first; no keeps the circle", arguments: Architecture.allCases)
    func deleteAsks(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: bookClub.id))

        await harness.send(.delete)
        let dialog = harness.form?.dialog
        await harness.send(.answer(.no))

        #expect(dialog == .deleteCircle)
        #expect(harness.form?.dialog == nil)
        #expect(harness.repository.circles == [bookClub])
    }

    @Test("Confirming shows the edit spinner, deletes, then opens all circles", arguments: Architecture.allCases)
    func deleteSucceeds(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: bookClub.id))
        await harness.send(.delete)

        await harness.sendWhileHeld(.answer(.yes))
        let progress = harness.form?.progress
        await harness.releaseHeldCalls()

        #expect(progress == .updating)
        #expect(harness.destinations == [.allCircles])
        #expect(harness.repository.circles.isEmpty)
    }

    @Test("A failed delete stops the spinner and shows the update error", arguments: Architecture.allCases)
    func deleteFails(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: bookClub.id))
        harness.repository.fail(.delete)

        await harness.send(.delete, .answer(.yes))

        #expect(
            harness.form
                == FormScreen(mode: .edit, name: "Book club", coverPhoto: bookClub.coverPhoto, dialog: .updateFailed)
        )
        #expect(harness.repository.circles == [bookClub])
    }

    @Test("There is nothing to delete in CREATE", arguments: Architecture.allCases)
    func deleteIgnoredInCreate(version: Architecture) async {
        let harness = await ScreenHarness(version)

        await harness.send(.delete)

        #expect(harness.form == FormScreen(mode: .create))
        #expect(harness.repository.calls.isEmpty)
    }
}
