import CirclesConsole
import CirclesDomain
import CirclesVersions
import Testing

@testable import CirclesApp

/// The list and the form side by side, for every list version over every form version: a form tells
/// the screen that opened it what it did, and the list shows it without loading again (the "list"
/// rows of `docs/behaviour.md`).
@Suite("Behaviour: the list and the form together", .timeLimit(.minutes(1)))
@MainActor
struct ListAndFormSpec {
    private let names = ScreenPairHarness.circles.map(\.name)

    // excerpt:begin spec-create-from-list
    @Test(
        "A circle created from the list is on the list when the user comes back, with no second load",
        arguments: ScreenVersions.all)
    func createFromList(versions: ScreenVersions) async {
        let harness = await ScreenPairHarness(versions)

        await harness.type("new", "name Hikers", "save")
        let afterSave = harness.screen
        await harness.type("back")

        #expect(afterSave == .circleInvite(CircleConfigModel(id: "circle-1", name: "Hikers")))
        #expect(harness.screen == .allCircles(ListScreen(rows: names + ["Hikers"])))
        #expect(harness.listLoads == 1)
        await harness.finish()
    }
    // excerpt:end spec-create-from-list

    @Test(
        "A circle changed from the list, or from its feed, is renamed on the list, with no second load",
        arguments: ScreenVersions.all)
    func editFromList(versions: ScreenVersions) async {
        let harness = await ScreenPairHarness(versions)

        await harness.type("edit 2", "name Readers", "save", "back", "open 3", "edit", "name Runners", "save", "list")

        #expect(harness.screen == .allCircles(ListScreen(rows: ["Family", "Readers", "Runners", "Climbing crew"])))
        #expect(harness.listLoads == 1)
        await harness.finish()
    }

    @Test("A circle deleted from the form is gone from the list, with no second load", arguments: ScreenVersions.all)
    func deleteFromForm(versions: ScreenVersions) async {
        let harness = await ScreenPairHarness(versions)

        await harness.type("edit 2", "delete", "yes")

        #expect(harness.screen == .allCircles(ListScreen(rows: ["Family", "Running buddies", "Climbing crew"])))
        #expect(harness.repository.circles.map(\.name) == ["Family", "Running buddies", "Climbing crew"])
        #expect(harness.listLoads == 1)
        await harness.finish()
    }

    @Test("Deleting from the list asks first, then takes the row out", arguments: ScreenVersions.all)
    func deleteFromList(versions: ScreenVersions) async {
        let harness = await ScreenPairHarness(versions)

        await harness.type("delete 2")
        let asked = harness.screen
        await harness.type("yes")

        #expect(asked == .allCircles(ListScreen(rows: names, dialog: .deleteCircle(name: "Book club"))))
        #expect(harness.screen == .allCircles(ListScreen(rows: ["Family", "Running buddies", "Climbing crew"])))
        await harness.finish()
    }

    @Test("A failed load says so and keeps the rows; a refresh loads them again", arguments: ScreenVersions.all)
    func failedLoadRetry(versions: ScreenVersions) async {
        let harness = await ScreenPairHarness(versions)

        await harness.type("fail load", "refresh")
        let failed = harness.screen
        await harness.type("refresh")

        #expect(failed == .allCircles(ListScreen(rows: names, hasLoadFailed: true)))
        #expect(harness.screen == .allCircles(ListScreen(rows: names)))
        #expect(harness.listLoads == 2)
        await harness.finish()
    }

    @Test(
        "Back while the form's circle is loading leaves at once, and the list is as it was",
        arguments: ScreenVersions.all)
    func backDuringHeldLoad(versions: ScreenVersions) async {
        let harness = await ScreenPairHarness(versions)

        await harness.type("hold", "edit 2")
        let loading = harness.screen
        await harness.type("back")

        #expect(loading == .form(FormScreen(mode: .edit)))
        #expect(harness.screen == .allCircles(ListScreen(rows: names)))
        #expect(harness.repository.circles == ScreenPairHarness.circles)
        #expect(harness.listLoads == 1)
        await harness.finish()
    }

    @Test("A change another session made shows on refresh, not before", arguments: ScreenVersions.all)
    func refreshShowsOtherSessions(versions: ScreenVersions) async throws {
        let harness = await ScreenPairHarness(versions)
        _ = try await harness.repository.createCircle(CreateOrEditCircleRequestDomain(circleName: "Hikers"))

        await harness.type("list")
        let before = harness.screen
        await harness.type("refresh")

        #expect(before == .allCircles(ListScreen(rows: names)))
        #expect(harness.screen == .allCircles(ListScreen(rows: names + ["Hikers"])))
        await harness.finish()
    }
}
