import CirclesConsole
import CirclesDomain
import Testing

/// What the legacy list of all circles does, pinned down through the seam
/// before any of its code moves; every version must keep passing it.
///
/// What a recreated view loses differs per step on purpose, so it is tested
/// in each step's presenter tests, not here.
@Suite("Characterisation: the list of all circles", .timeLimit(.minutes(1)))
@MainActor
struct ListCharacterisationSpec {
    private let names = ListSeamHarness.circles.map(\.name)

    // excerpt:begin spec-load
    @Test("The list opens with a spinner, loads, then shows every circle, one a row", arguments: Version.allCases)
    func opensLoaded(version: Version) async {
        let harness = await ListSeamHarness(version, holdingLoad: true)
        let loading = harness.list

        await harness.release("loadAll")

        #expect(loading == ListScreen(isLoading: true))
        #expect(harness.list == ListScreen(rows: names))
        #expect(harness.repository.calls == [.loadAll])
    }
    // excerpt:end spec-load

    @Test("An empty store shows that there are no circles yet", arguments: Version.allCases)
    func opensEmpty(version: Version) async {
        let harness = await ListSeamHarness(version, circles: [])

        #expect(harness.list == ListScreen(isEmptyNoteShown: true))
    }

    @Test("A failed load says so; refresh loads again and shows the circles", arguments: Version.allCases)
    func failedLoadThenRefresh(version: Version) async {
        let harness = await ListSeamHarness(version, failingLoad: true)
        let failed = harness.list
        harness.repository.stopFailing(.load)

        await harness.send(.refresh)

        #expect(failed == ListScreen(hasLoadFailed: true))
        #expect(harness.list == ListScreen(rows: names))
    }

    @Test("A refresh shows what another session changed in the store", arguments: Version.allCases)
    func refreshShowsChangesElsewhere(version: Version) async throws {
        let harness = await ListSeamHarness(version)
        _ = try await harness.repository.createCircle(CreateOrEditCircleRequestDomain(circleName: "Hikers"))
        let before = harness.list

        await harness.send(.refresh)

        #expect(before == ListScreen(rows: names))
        #expect(harness.list == ListScreen(rows: names + ["Hikers"]))
    }

    @Test(
        "Deleting asks first; no keeps the circle; yes shows the spinner, deletes, and takes its row out",
        arguments: Version.allCases)
    func deleteAsksThenDeletes(version: Version) async {
        let harness = await ListSeamHarness(version)

        await harness.send(.delete(row: 1))
        let asked = harness.list
        await harness.send(.answer(.no), .delete(row: 1))
        await harness.sendWhileHeld(.answer(.yes), holding: "delete")
        let deleting = harness.list
        await harness.release("delete")

        #expect(asked == ListScreen(rows: names, dialog: .deleteCircle(name: "Book club")))
        #expect(deleting == ListScreen(rows: names, isDeleting: true))
        #expect(harness.list == ListScreen(rows: ["Family", "Running buddies", "Climbing crew"]))
        #expect(harness.repository.circles.map(\.name) == ["Family", "Running buddies", "Climbing crew"])
    }

    @Test(
        "Two circles whose ids are one text spelt two ways are two rows: deleting the second asks about it, and takes out it alone",
        arguments: Version.allCases)
    func idsSpeltTwoWays(version: Version) async {
        let circles = [
            CircleConfigModel(id: "\u{E9}", name: "Composed"), CircleConfigModel(id: "e\u{301}", name: "Decomposed"),
        ]
        let harness = await ListSeamHarness(version, circles: circles)

        await harness.send(.delete(row: 1))
        let asked = harness.list
        await harness.send(.answer(.yes))

        #expect(asked == ListScreen(rows: ["Composed", "Decomposed"], dialog: .deleteCircle(name: "Decomposed")))
        #expect(harness.list == ListScreen(rows: ["Composed"]))
        #expect(harness.repository.circles.map(\.name) == ["Composed"])
    }

    @Test(
        "A deletion confirmed after the rows moved under its question: up to step 2 the circle on the asked row by then goes; from step 4 the one asked about",
        arguments: Version.allCases)
    func deleteAfterRowsMoved(version: Version) async {
        let harness = await ListSeamHarness(version)
        await harness.send(.delete(row: 0))
        await harness.sendWhileHeld(.answer(.yes), holding: "delete")

        await harness.sendDuringHeldCall(.delete(row: 1))
        let asked = harness.list.dialog
        await harness.release("delete")
        await harness.send(.answer(.yes))

        let isLegacy = [.mvp, .step1, .step2].contains(version)
        #expect(asked == .deleteCircle(name: "Book club"))
        #expect(
            harness.repository.circles.map(\.name)
                == (isLegacy ? ["Book club", "Climbing crew"] : ["Running buddies", "Climbing crew"]))
    }

    @Test("A failed delete says so and keeps the row; ok dismisses it", arguments: Version.allCases)
    func deleteFails(version: Version) async {
        let harness = await ListSeamHarness(version)
        harness.repository.fail(.delete)

        await harness.send(.delete(row: 1), .answer(.yes))
        let failed = harness.list
        await harness.send(.answer(.ok))

        #expect(failed == ListScreen(rows: names, dialog: .deleteFailed(name: "Book club")))
        #expect(harness.list == ListScreen(rows: names))
    }

    @Test("Deleting the last circle says there are none left", arguments: Version.allCases)
    func deleteLast(version: Version) async {
        let harness = await ListSeamHarness(version, circles: [ListSeamHarness.circles[0]])

        await harness.send(.delete(row: 0), .answer(.yes))

        #expect(harness.list == ListScreen(isEmptyNoteShown: true))
    }

    @Test("A row opens its circle's feed or the form on it; Add opens an empty form", arguments: Version.allCases)
    func navigation(version: Version) async {
        let harness = await ListSeamHarness(version)

        await harness.send(.open(row: 1), .edit(row: 2), .create)

        #expect(
            harness.openings == [.circleFeed(circleId: "sample-2"), .form(.edit(circleId: "sample-3")), .form(.create)])
    }

    @Test(
        "What a form did shows at once, with no load: a circle created comes last, a change renames its row, a deletion takes it out",
        arguments: Version.allCases)
    func formResults(version: Version) async {
        let harness = await ListSeamHarness(version)

        await harness.receive(.created(CircleConfigModel(id: "circle-1", name: "Hikers")))
        await harness.receive(.changed(CircleConfigModel(id: "sample-2", name: "Readers")))
        await harness.receive(.deleted(circleId: "sample-1"))

        #expect(harness.list == ListScreen(rows: ["Readers", "Running buddies", "Climbing crew", "Hikers"]))
        #expect(harness.repository.calls == [.loadAll])
    }

    @Test("A circle created on an empty list replaces the note that there are none", arguments: Version.allCases)
    func firstCircleCreated(version: Version) async {
        let harness = await ListSeamHarness(version, circles: [])

        await harness.receive(.created(CircleConfigModel(id: "circle-1", name: "Hikers")))

        #expect(harness.list == ListScreen(rows: ["Hikers"]))
    }
}
