import CirclesDomain
import CirclesMVI
import CirclesTestSupport
import MviKitTesting
import Testing

/// The MVI list presenter, with the test DSL: the legacy list's tests, converted in place.
///
/// Each `testIntent` is followed by one `assert` covering what it did. The
/// legacy losses are reversed under the same names: a result with no view
/// waits for the next, and a deletion names its circle, not a row.
@Suite("MVI list presenter")
@MainActor
struct CirclesListPresenterTests {
    private let circles = ListPresenterFixture.circles

    @Test("Opening the list shows the spinner, loads, then shows the circles")
    func loadShowsCircles() async {
        let fixture = ListPresenterFixture()
        let testPresenter = fixture.presenter.test(CirclesListState())

        await testPresenter.testIntent { $0.onListOpened() }

        testPresenter.assert {
            states(
                { $0.withLoading(true) },
                { $0.withCircles(circles).withLoaded(true).withLoading(false) }
            )
        }
        #expect(fixture.repository.calls == [.loadAll])
    }

    @Test("A store with no circles shows the empty state")
    func emptyStoreShowsEmptyState() async {
        let fixture = ListPresenterFixture(circles: [])
        let testPresenter = fixture.presenter.test(CirclesListState())

        await testPresenter.testIntent { $0.onListOpened() }

        testPresenter.assert {
            states({ $0.withLoading(true) }, { $0.withLoaded(true).withLoading(false) })
        }
    }

    @Test("A failed load says so; refreshing tries again and shows the circles")
    func failedLoadThenRefresh() async {
        let fixture = ListPresenterFixture()
        let testPresenter = fixture.presenter.test(CirclesListState(hasLoadFailed: true))

        await testPresenter.testIntent { $0.onRefreshRequested() }

        testPresenter.assert {
            states(
                { $0.withLoading(true).withLoadFailed(false) },
                { $0.withCircles(circles).withLoaded(true).withLoading(false) }
            )
        }
    }

    @Test("A load that fails keeps the circles shown and says so")
    func failedLoadKeepsCircles() async {
        let fixture = ListPresenterFixture()
        fixture.repository.fail(.load)
        let testPresenter = fixture.presenter.test(ListPresenterFixture.loaded())

        await testPresenter.testIntent { $0.onRefreshRequested() }

        testPresenter.assert {
            states({ $0.withLoading(true) }, { $0.withLoading(false).withLoadFailed(true) })
        }
    }

    @Test("Tapping a row opens that circle's feed; its Edit opens the form on it; Add opens an empty form")
    func navigation() async {
        let fixture = ListPresenterFixture()
        let testPresenter = fixture.presenter.test(ListPresenterFixture.loaded())

        await testPresenter.testIntent {
            $0.onCircleSelected("sample-2")
            $0.onEditCircleRequested("sample-3")
            $0.onCreateCircleRequested()
        }

        testPresenter.assert {
            postedSideEffects(
                .openCircleFeed(circleId: "sample-2"), .openEditForm(circleId: "sample-3"), .openCreateForm)
        }
    }

    @Test("Deleting asks first; confirming shows the spinner, deletes, and takes the row out")
    func deleteSucceeds() async {
        let fixture = ListPresenterFixture()
        let testPresenter = fixture.presenter.test(ListPresenterFixture.loaded())

        await testPresenter.testIntent {
            $0.onDeleteCircleRequested("sample-2")
            $0.onDeleteCircleConfirmed("sample-2")
        }

        testPresenter.assert {
            postedSideEffects(.showDeleteConfirmation(circleId: "sample-2", circleName: "Book club"))
            states(
                { $0.withDeletingCircleIds(["sample-2"]) },
                { $0.withCircles($0.circles.filter { $0.id != "sample-2" }).withDeletingCircleIds([]) }
            )
        }
        #expect(fixture.repository.circles.map(\.id) == ["sample-1", "sample-3", "sample-4"])
    }

    @Test("A failed delete says so, and the row stays")
    func deleteFails() async {
        let fixture = ListPresenterFixture()
        fixture.repository.fail(.delete)
        let testPresenter = fixture.presenter.test(ListPresenterFixture.loaded())

        await testPresenter.testIntent { $0.onDeleteCircleConfirmed("sample-2") }

        testPresenter.assert {
            states({ $0.withDeletingCircleIds(["sample-2"]) }, { $0.withDeletingCircleIds([]) })
            postedSideEffects(.showDeleteError(circleName: "Book club"))
        }
    }

    @Test("Deleting the last circle shows the empty state")
    func deleteLastShowsEmptyState() async {
        let fixture = ListPresenterFixture(circles: [ListPresenterFixture.circles[0]])
        let testPresenter = fixture.presenter.test(ListPresenterFixture.loaded([circles[0]]))

        await testPresenter.testIntent { $0.onDeleteCircleConfirmed("sample-1") }

        testPresenter.assert {
            states({ $0.withDeletingCircleIds(["sample-1"]) }, { $0.withCircles([]).withDeletingCircleIds([]) })
        }
    }

    @Test(
        "What a form did shows without a load: a new circle slides in last, a change redraws its row, a deletion takes it out"
    )
    func formResults() async {
        let fixture = ListPresenterFixture()
        let testPresenter = fixture.presenter.test(ListPresenterFixture.loaded())
        let hikers = CircleConfigModel(id: "circle-1", name: "Hikers")
        let readers = CircleConfigModel(id: "sample-2", name: "Readers")

        await testPresenter.testIntent {
            $0.onCircleCreated(hikers)
            $0.onCircleChanged(readers)
            $0.onCircleDeleted("sample-1")
        }

        testPresenter.assert {
            states(
                { $0.withCircles($0.circles + [hikers]) },
                { $0.withCircles($0.circles.map { $0.id == readers.id ? readers : $0 }) },
                { $0.withCircles(Array($0.circles.dropFirst())) }
            )
        }
        #expect(fixture.repository.calls.isEmpty)
    }

    @Test("A result told twice changes the list once: a circle is not added again, nor another taken out")
    func formResultsTwice() async {
        let fixture = ListPresenterFixture()
        let testPresenter = fixture.presenter.test(ListPresenterFixture.loaded())
        let hikers = CircleConfigModel(id: "circle-1", name: "Hikers")

        await testPresenter.testIntent {
            $0.onCircleCreated(hikers)
            $0.onCircleCreated(hikers)
            $0.onCircleDeleted("sample-1")
            $0.onCircleDeleted("sample-1")
        }

        testPresenter.assert {
            states({ $0.withCircles($0.circles + [hikers]) }, { $0.withCircles(Array($0.circles.dropFirst())) })
        }
    }

    // MARK: What the legacy list lost, kept

    @Test("KEPT: circles that load while no view is subscribed reach the next view")
    func loadFinishingWithoutView() async {
        let fixture = ListPresenterFixture()
        fixture.repository.gate.hold("loadAll")
        let view = ListSubscriber(fixture.presenter)
        fixture.presenter.onListOpened()
        await fixture.repository.gate.waitUntilHeld("loadAll")
        view.unsubscribe()

        fixture.repository.gate.release("loadAll")
        await fixture.settle()
        let newView = ListSubscriber(fixture.presenter)

        #expect(view.states == [CirclesListState(), CirclesListState(isLoading: true)])
        #expect(newView.states == [ListPresenterFixture.loaded()])
    }

    @Test("KEPT: a new view draws every circle the state has")
    func newViewShowsNothingThePresenterHas() async {
        let fixture = ListPresenterFixture()
        fixture.presenter.onListOpened()
        await fixture.settle()

        let newView = ListSubscriber(fixture.presenter)

        #expect(newView.states == [ListPresenterFixture.loaded()])
    }

    // excerpt:begin stale-row-test
    @Test("KEPT: a deletion that ends after the rows moved takes out its own circle, named by its id")
    func deleteRemovesTheRowItWasGiven() async {
        let fixture = ListPresenterFixture()
        let testPresenter = fixture.presenter.test(ListPresenterFixture.loaded())
        fixture.repository.gate.hold("delete")
        fixture.presenter.onDeleteCircleConfirmed("sample-3")
        await fixture.repository.gate.waitUntilHeld("delete")
        fixture.presenter.onDeleteCircleConfirmed("sample-1")
        await fixture.settle()

        await testPresenter.testIntent { _ in fixture.repository.gate.release("delete") }

        testPresenter.assert {
            states(
                { $0.withDeletingCircleIds(["sample-3"]) },
                { $0.withDeletingCircleIds(["sample-3", "sample-1"]) },
                { $0.withCircles(Array($0.circles.dropFirst())).withDeletingCircleIds(["sample-3"]) },
                { $0.withCircles($0.circles.filter { $0.id != "sample-3" }).withDeletingCircleIds([]) }
            )
        }
        #expect(fixture.repository.circles.map(\.name) == ["Book club", "Climbing crew"])
    }
    // excerpt:end stale-row-test

    @Test("KEPT: a delete that fails while no view is subscribed is told to the next view")
    func deleteFailingWithoutView() async {
        let fixture = ListPresenterFixture()
        fixture.presenter.onListOpened()
        await fixture.settle()
        fixture.repository.fail(.delete)
        fixture.repository.gate.hold("delete")
        let view = ListSubscriber(fixture.presenter)
        fixture.presenter.onDeleteCircleConfirmed("sample-2")
        await fixture.repository.gate.waitUntilHeld("delete")
        view.unsubscribe()

        fixture.repository.gate.release("delete")
        await fixture.settle()
        let newView = ListSubscriber(fixture.presenter)

        #expect(view.sideEffects.isEmpty)
        #expect(newView.sideEffects == [.showDeleteError(circleName: "Book club")])
    }

    @Test("A circle being deleted is not asked about, nor deleted, again")
    func deleteTwiceIgnored() async {
        let fixture = ListPresenterFixture()
        let deleting = ListPresenterFixture.loaded().withDeletingCircleIds(["sample-2"])
        let testPresenter = fixture.presenter.test(deleting)

        await testPresenter.testIntent {
            $0.onDeleteCircleRequested("sample-2")
            $0.onDeleteCircleConfirmed("sample-2")
        }

        testPresenter.assert {}
        #expect(fixture.repository.calls.isEmpty)
    }
}
