import CirclesConsole
import CirclesDomain
import MviKit
import Testing

@testable import List4RefactorView

/// Step 4's list view: a table that pulls the rows of the last state drawn, and taps that name circles.
@Suite("Step 4 list view")
@MainActor
struct ConsoleCirclesListViewTests {
    private let loaded = CirclesListState(circles: ListPresenterFixture.circles, hasLoaded: true)

    // excerpt:begin animations-test
    @Test("The first state reloads the table; each later one animates what changed since the one before")
    func animationsFromTwoStates() {
        let (presenter, view) = Self.makeView()
        let hikers = CircleConfigModel(id: "circle-1", name: "Hikers")

        presenter.send(loaded)
        presenter.send(loaded.withCircles(loaded.circles.filter { $0.id != "sample-2" }))
        presenter.send(loaded.withCircles(loaded.circles.filter { $0.id != "sample-2" } + [hikers]))
        presenter.send(loaded.withCircles([CircleConfigModel(id: "sample-1", name: "Kin")] + [hikers]))

        #expect(view.table.animations == [.delete([1]), .insert([3]), .delete([1, 2]), .reload([0])])
        #expect(view.table.inconsistencies.isEmpty)
        #expect(view.display.rows == ["Kin", "Hikers"])
    }
    // excerpt:end animations-test

    @Test("A tap names the circle on the row the user sees at that moment, whatever the rows were before")
    func tapNamesTheCircleOnItsRow() {
        let (presenter, view) = Self.makeView()
        presenter.send(loaded)

        view.handle(.delete(row: 1))
        presenter.send(loaded.withCircles(Array(loaded.circles.dropFirst())))
        view.handle(.open(row: 1))
        view.handle(.edit(row: 7))

        #expect(presenter.events == ["onDeleteCircleRequested(sample-2)", "onCircleSelected(sample-3)"])
    }

    @Test("Yes to a question confirms the circle it was asked about, though the rows moved meanwhile")
    func answerNamesTheQuestionedCircle() {
        let (presenter, view) = Self.makeView()
        presenter.send(loaded)

        presenter.post(.showDeleteConfirmation(circleId: "sample-3", circleName: "Running buddies"))
        presenter.send(loaded.withCircles(Array(loaded.circles.dropFirst())))
        view.handle(.answer(.yes))

        #expect(presenter.events == ["onDeleteCircleConfirmed(sample-3)"])
        #expect(view.display.dialog == nil)
    }

    @Test("Loading, failing, an empty store and a deletion show as the legacy view showed them")
    func widgets() {
        let (presenter, view) = Self.makeView()

        presenter.send(CirclesListState(isLoading: true))
        let loading = view.display
        presenter.send(CirclesListState(hasLoadFailed: true))
        let failed = view.display
        presenter.send(CirclesListState(hasLoaded: true))
        let empty = view.display
        presenter.send(loaded.withDeletingCircleIds(["sample-1"]))
        let deleting = view.display

        #expect(loading == ListScreen(isLoading: true))
        #expect(failed == ListScreen(hasLoadFailed: true))
        #expect(empty == ListScreen(isEmptyNoteShown: true))
        #expect(deleting == ListScreen(rows: loaded.circles.map(\.name), isDeleting: true))
    }

    private static func makeView() -> (ScriptedListPresenter, ConsoleCirclesListView) {
        let presenter = ScriptedListPresenter()
        return (presenter, ConsoleCirclesListView(presenter: presenter, navigator: IgnoringNavigator()))
    }
}

/// A presenter that hands the view whatever the test says and records the view's events, each with its circle.
@MainActor
private final class ScriptedListPresenter: CirclesListContract.Presenter {
    private(set) var events: [String] = []
    private var stateHandler: (@MainActor (CirclesListState) -> Void)?
    private var sideEffectHandler: (@MainActor (CirclesListSideEffect) -> Void)?

    func send(_ state: CirclesListState) { stateHandler?(state) }
    func post(_ sideEffect: CirclesListSideEffect) { sideEffectHandler?(sideEffect) }

    func subscribeToState(_ stateHandler: @escaping @MainActor (CirclesListState) -> Void) -> MviSubscription {
        self.stateHandler = stateHandler
        return MviSubscription {}
    }

    func subscribeToSideEffects(_ sideEffectHandler: @escaping @MainActor (CirclesListSideEffect) -> Void)
        -> MviSubscription
    {
        self.sideEffectHandler = sideEffectHandler
        return MviSubscription {}
    }

    func onListOpened() { events.append("onListOpened") }
    func onRefreshRequested() { events.append("onRefreshRequested") }
    func onCircleSelected(_ circleId: String) { events.append("onCircleSelected(\(circleId))") }
    func onEditCircleRequested(_ circleId: String) { events.append("onEditCircleRequested(\(circleId))") }
    func onCreateCircleRequested() { events.append("onCreateCircleRequested") }
    func onDeleteCircleRequested(_ circleId: String) { events.append("onDeleteCircleRequested(\(circleId))") }
    func onDeleteCircleConfirmed(_ circleId: String) { events.append("onDeleteCircleConfirmed(\(circleId))") }
    func onCircleCreated(_ circle: CircleConfigModel) { events.append("onCircleCreated(\(circle.id))") }
    func onCircleChanged(_ circle: CircleConfigModel) { events.append("onCircleChanged(\(circle.id))") }
    func onCircleDeleted(_ circleId: String) { events.append("onCircleDeleted(\(circleId))") }
}

/// A navigator nobody asks anything in these tests.
@MainActor
private final class IgnoringNavigator: ListNavigator {
    func openForm(_ launch: FormLaunch) {}
    func openCircleFeed(circleId: String) {}
}
