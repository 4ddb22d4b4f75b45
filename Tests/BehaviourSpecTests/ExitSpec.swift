import CirclesConsole
import CirclesDomain
import CirclesVersions
import Testing

@testable import CirclesApp

/// Leaving the form, in every version: close at once when nothing would be lost, otherwise ask first
/// (the "back" rows of `docs/behaviour.md`).
@Suite("Behaviour: leaving the form", .timeLimit(.minutes(1)))
@MainActor
struct ExitSpec {
    @Test("An empty new circle closes at once", arguments: Architecture.allCases)
    func emptyCreateCloses(version: Architecture) async {
        let harness = await ScreenHarness(version)

        await harness.send(.back)

        #expect(harness.destinations == [.previousScreen])
    }

    @Test("A new circle with input asks; no keeps the form, yes closes it", arguments: Architecture.allCases)
    func createWithInputAsks(version: Architecture) async {
        let harness = await ScreenHarness(version)

        await harness.send(.coverPhoto("https://example.com/a.jpg"), .back)
        let dialog = harness.form?.dialog
        await harness.send(.answer(.no))
        let afterNo = harness.form
        await harness.send(.back, .answer(.yes))

        #expect(dialog == .discardNewCircle)
        #expect(afterNo == FormScreen(mode: .create, coverPhoto: "https://example.com/a.jpg"))
        #expect(harness.destinations == [.previousScreen])
    }

    @Test("An edited circle without changes closes at once", arguments: Architecture.allCases)
    func unchangedEditCloses(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: ScreenHarness.bookClub.id))

        await harness.send(.name("Book club "), .back)

        #expect(harness.destinations == [.previousScreen])
    }

    @Test("An edited circle with changes asks before discarding them", arguments: Architecture.allCases)
    func changedEditAsks(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: ScreenHarness.bookClub.id))

        await harness.send(.name("Readers"), .back)

        #expect(harness.form?.dialog == .discardChanges)
        #expect(harness.destinations.isEmpty)
    }
}
