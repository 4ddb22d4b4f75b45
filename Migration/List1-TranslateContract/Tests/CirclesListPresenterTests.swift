import CirclesDomain
import CirclesTestSupport
import List1TranslateContract
import Testing

/// Step 1's list presenter, through the calls a recording view receives: the legacy tests, but for imports.
///
/// The same tests, under the same names, are converted in place at every
/// step of the list's migration (`Migration/diff-steps.sh --list --tests`);
/// those that pin a loss of today say so, and are reversed where a step fixes it.
@Suite("Step 1 list presenter")
@MainActor
struct CirclesListPresenterTests {
    private let circles = ListPresenterFixture.circles

    @Test("Opening the list shows the spinner, loads, then shows the circles")
    func loadShowsCircles() async {
        let fixture = ListPresenterFixture()

        fixture.presenter.onListOpened()
        await fixture.settle()

        #expect(fixture.view.calls == [.showLoading, .showCircles(circles)])
        #expect(fixture.repository.calls == [.loadAll])
    }

    @Test("A store with no circles shows the empty state")
    func emptyStoreShowsEmptyState() async {
        let fixture = ListPresenterFixture(circles: [])

        fixture.presenter.onListOpened()
        await fixture.settle()

        #expect(fixture.view.calls == [.showLoading, .showEmptyState])
    }

    @Test("A failed load says so; refreshing tries again and shows the circles")
    func failedLoadThenRefresh() async {
        let fixture = ListPresenterFixture()
        fixture.repository.fail(.load)
        fixture.presenter.onListOpened()
        await fixture.settle()
        fixture.repository.stopFailing(.load)

        fixture.presenter.onRefreshRequested()
        await fixture.settle()

        #expect(fixture.view.calls == [.showLoading, .showLoadError, .showLoading, .showCircles(circles)])
    }

    @Test("Tapping a row opens that circle's feed; its Edit opens the form on it; Add opens an empty form")
    func navigation() async {
        let fixture = await ListPresenterFixture.loaded()

        fixture.presenter.onCircleSelected(at: 1)
        fixture.presenter.onEditCircleRequested(at: 2)
        fixture.presenter.onCreateCircleRequested()
        await fixture.settle()

        #expect(
            fixture.view.calls == [
                .openCircleFeedScreen("sample-2"), .openEditCircleScreen("sample-3"), .openCreateCircleScreen,
            ])
    }

    @Test("Deleting asks first; confirming shows the spinner, deletes, and takes the row out")
    func deleteSucceeds() async {
        let fixture = await ListPresenterFixture.loaded()

        fixture.presenter.onDeleteCircleRequested(at: 1)
        fixture.presenter.onDeleteCircleConfirmed(at: 1)
        await fixture.settle()

        #expect(
            fixture.view.calls == [
                .showDeleteConfirmation("Book club", at: 1), .showDeletingProgress, .removeCircle(at: 1),
            ])
        #expect(fixture.repository.circles.map(\.id) == ["sample-1", "sample-3", "sample-4"])
    }

    @Test("A failed delete says so, and the row stays")
    func deleteFails() async {
        let fixture = await ListPresenterFixture.loaded()
        fixture.repository.fail(.delete)

        fixture.presenter.onDeleteCircleConfirmed(at: 1)
        await fixture.settle()

        #expect(fixture.view.calls == [.showDeletingProgress, .showDeleteError("Book club")])
    }

    @Test("Deleting the last circle shows the empty state")
    func deleteLastShowsEmptyState() async {
        let fixture = await ListPresenterFixture.loaded([circles[0]])

        fixture.presenter.onDeleteCircleConfirmed(at: 0)
        await fixture.settle()

        #expect(fixture.view.calls == [.showDeletingProgress, .removeCircle(at: 0), .showEmptyState])
    }

    @Test(
        "What a form did shows without a load: a new circle slides in last, a change redraws its row, a deletion takes it out"
    )
    func formResults() async {
        let fixture = await ListPresenterFixture.loaded()
        let hikers = CircleConfigModel(id: "circle-1", name: "Hikers")
        let readers = CircleConfigModel(id: "sample-2", name: "Readers")

        fixture.presenter.onCircleCreated(hikers)
        fixture.presenter.onCircleChanged(readers)
        fixture.presenter.onCircleDeleted("sample-1")
        await fixture.settle()

        #expect(
            fixture.view.calls == [
                .insertCircle(hikers, at: 4), .updateCircle(readers, at: 1), .removeCircle(at: 0),
            ])
        #expect(fixture.repository.calls == [.loadAll])
    }

    // MARK: What the legacy list loses, pinned as it is

    @Test("LOSS: circles that load while no view is attached are dropped, and a new view is told nothing")
    func loadFinishingWithoutView() async {
        let fixture = ListPresenterFixture()
        fixture.repository.gate.hold("loadAll")
        fixture.presenter.onListOpened()
        await fixture.repository.gate.waitUntilHeld("loadAll")
        fixture.presenter.detach()

        fixture.repository.gate.release("loadAll")
        await fixture.settle()
        let newView = RecordingListView()
        fixture.presenter.attach(newView)
        await fixture.settle()

        #expect(fixture.view.calls == [.showLoading])
        #expect(newView.calls.isEmpty)
    }

    @Test("LOSS: the presenter keeps circles a new view does not show, and a tap on that view reaches one of them")
    func newViewShowsNothingThePresenterHas() async {
        let fixture = await ListPresenterFixture.loaded()
        fixture.presenter.detach()
        let newView = RecordingListView()
        fixture.presenter.attach(newView)

        fixture.presenter.onCircleSelected(at: 0)
        await fixture.settle()

        #expect(newView.calls == [.openCircleFeedScreen("sample-1")])
    }

    // excerpt:begin stale-row-test
    @Test("LOSS: a deletion that ends after the rows moved takes out the row the circle had, now another circle's")
    func deleteRemovesTheRowItWasGiven() async {
        let fixture = await ListPresenterFixture.loaded()
        fixture.repository.gate.hold("delete")
        fixture.presenter.onDeleteCircleConfirmed(at: 2)
        await fixture.repository.gate.waitUntilHeld("delete")

        fixture.presenter.onDeleteCircleConfirmed(at: 0)
        await fixture.settle()
        fixture.repository.gate.release("delete")
        await fixture.settle()

        #expect(fixture.repository.circles.map(\.name) == ["Book club", "Climbing crew"])
        #expect(
            fixture.view.calls == [
                .showDeletingProgress, .showDeletingProgress, .removeCircle(at: 0), .removeCircle(at: 2),
            ])
    }
    // excerpt:end stale-row-test

    @Test("LOSS: a delete that fails while no view is attached says nothing to the next view")
    func deleteFailingWithoutView() async {
        let fixture = await ListPresenterFixture.loaded()
        fixture.repository.fail(.delete)
        fixture.repository.gate.hold("delete")
        fixture.presenter.onDeleteCircleConfirmed(at: 1)
        await fixture.repository.gate.waitUntilHeld("delete")
        fixture.presenter.detach()

        fixture.repository.gate.release("delete")
        await fixture.settle()
        let newView = RecordingListView()
        fixture.presenter.attach(newView)

        #expect(fixture.view.calls == [.showDeletingProgress])
        #expect(newView.calls.isEmpty)
    }
}
