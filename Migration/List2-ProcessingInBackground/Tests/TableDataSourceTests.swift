import CirclesConsole
import CirclesDomain
import CirclesTestSupport
import MviKit
import MviMigrationRows
import Testing

@testable import List2ProcessingInBackground

/// Step 2's trap for a table, which pulls its rows whenever it draws: the state changes off the main
/// actor a moment before the view is told, so a table must pull what its view was told, never `mvi.state`.
@Suite("Step 2: what a table pulls from")
@MainActor
struct TableDataSourceTests {
    // excerpt:begin table-trap-test
    @Test(
        "Drawn between a deletion's reduction and its view call, a table over the view's rows agrees with itself; over the container's state it does not",
        arguments: [false, true])
    func tablePullsWhatTheViewWasTold(readingContainerState: Bool) async {
        let (presenter, view) = await Self.loadedList()
        let containerRows = ContainerRows(presenter.container)
        if readingContainerState { view.table.dataSource = containerRows }
        var drawnMidway: [String] = []
        let midway = presenter.container.subscribeToState { state in
            if state.circles.count == 3 { drawnMidway = view.table.visibleCells() }
        }

        presenter.onDeleteCircleConfirmed(at: 1)
        await presenter.container.idle()
        midway.cancel()

        #expect(drawnMidway == (readingContainerState ? ["Family", "Running buddies", "Climbing crew"] : Self.names))
        #expect(view.table.inconsistencies.isEmpty == !readingContainerState)
        #expect(view.table.visibleCells() == ["Family", "Running buddies", "Climbing crew"])
    }
    // excerpt:end table-trap-test

    private static let names = ["Family", "Book club", "Running buddies", "Climbing crew"]

    /// A presenter with the console view attached, its circles loaded and shown.
    private static func loadedList() async -> (CirclesListPresenter, ConsoleCirclesListView) {
        let circles = names.enumerated().map { CircleConfigModel(id: "sample-\($0.offset + 1)", name: $0.element) }
        let presenter = CirclesListPresenter(circlesRepository: FakeCirclesRepository(circles: circles))
        let view = ConsoleCirclesListView(presenter: presenter, navigator: NoNavigator.shared)
        presenter.attach(view)
        presenter.onListOpened()
        await presenter.container.idle()
        return (presenter, view)
    }
}

/// The trap: a data source that reads the container's state, which is ahead of what the view was told.
@MainActor
private final class ContainerRows: TableViewDataSource {
    private let container: MviContainer<CirclesListState, CirclesListSideEffect>

    init(_ container: MviContainer<CirclesListState, CirclesListSideEffect>) {
        self.container = container
    }

    func numberOfRows(in tableView: TableView) -> Int { container.state.circles.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> String { container.state.circles[row].name }
}

/// A navigator nobody asks anything in these tests.
@MainActor
private final class NoNavigator: ListNavigator {
    static let shared = NoNavigator()

    func openForm(_ launch: FormLaunch) {}
    func openCircleFeed(circleId: String) {}
}
