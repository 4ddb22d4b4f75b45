import CirclesConsole
import CirclesDomain
import MviKit
import MviMigrationRows

/// The MVI console list: it renders state on a table, handles side effects, and sends events that name circles.
///
/// The table pulls its rows from ``rows``, the rows of the last state drawn,
/// which change on the main actor in the same turn as the table is told how;
/// a tap is turned into the circle on that row there and then, before any
/// intent runs. A new instance subscribes and draws the same list.
@MainActor
final class ConsoleCirclesListView: TableViewDataSource {
    /// The rows, as UIKit's table view has them: pulled from this view when drawn.
    let table = TableView()
    /// The rows of the last state drawn, which the table pulls.
    private var rows: [CircleConfigModel] = []
    /// What the list shows besides its rows.
    private var widgets = ListScreen()
    /// The circle a question on screen is about.
    private var questionedCircleId: String?
    private weak var presenter: (any CirclesListContract.Presenter)?
    private weak var navigator: (any ListNavigator)?
    private var states: MviSubscription?
    private var sideEffects: MviSubscription?
    private let renderer = DiffRenderer<CirclesListViewModel>()

    /// Creates a view and subscribes it to `presenter`: the current state arrives at once, and draws the list.
    init(presenter: any CirclesListContract.Presenter, navigator: any ListNavigator) {
        self.presenter = presenter
        self.navigator = navigator
        // Everything the handlers use is set up before subscribing: the first state arrives inside `subscribe`.
        table.dataSource = self
        // excerpt:begin diff-renderer
        renderer
            .diff(\.rows) { [unowned self] old, new in show(new, after: old) }
            .diff(\.isLoading) { [unowned self] in widgets.isLoading = $0 }
            .diff(\.isEmptyNoteShown) { [unowned self] in widgets.isEmptyNoteShown = $0 }
            .diff(\.hasLoadFailed) { [unowned self] in widgets.hasLoadFailed = $0 }
            .diff(\.isDeleting) { [unowned self] in widgets.isDeleting = $0 }
        // excerpt:end diff-renderer
        states = presenter.subscribeToState { [weak self] in self?.renderer.render(CirclesListViewModel($0)) }
        sideEffects = presenter.subscribeToSideEffects { [weak self] in self?.handleSideEffect($0) }
    }

    /// What the list shows now, its rows pulled from the table.
    var display: ListScreen {
        var shown = widgets
        shown.rows = table.visibleCells()
        return shown
    }

    /// Stops listening, as a destroyed view would.
    func unsubscribe() {
        states?.cancel()
        sideEffects?.cancel()
    }

    // excerpt:begin handle-input
    /// Sends the event an input is, naming the circle on the row it was on.
    func handle(_ input: ListInput) {
        switch input {
        case .open(let row): circleId(at: row).map { presenter?.onCircleSelected($0) }
        case .edit(let row): circleId(at: row).map { presenter?.onEditCircleRequested($0) }
        case .delete(let row): circleId(at: row).map { presenter?.onDeleteCircleRequested($0) }
        case .create: presenter?.onCreateCircleRequested()
        case .refresh: presenter?.onRefreshRequested()
        case .answer(let answer):
            guard let outcome = widgets.dialog?.outcome(of: answer) else { return }
            widgets.dialog = nil
            if outcome == .confirmDeletion, let circleId = questionedCircleId {
                presenter?.onDeleteCircleConfirmed(circleId)
            }
            questionedCircleId = nil
        }
    }
    // excerpt:end handle-input

    func numberOfRows(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> String { rows[row].name }

    /// The circle on `row` as the table shows it now.
    private func circleId(at row: Int) -> String? {
        rows.indices.contains(row) ? rows[row].id : nil
    }

    // excerpt:begin show-rows
    /// Draws `newRows`: the first rows (`oldRows` is `nil`) reload the table, later ones animate what changed.
    private func show(_ newRows: [CircleConfigModel], after oldRows: [CircleConfigModel]?) {
        rows = newRows
        if let oldRows {
            table.animate(RowChanges(from: oldRows, to: newRows))
        } else {
            table.reloadData()
        }
    }
    // excerpt:end show-rows

    private func handleSideEffect(_ sideEffect: CirclesListSideEffect) {
        switch sideEffect {
        case .openCircleFeed(let circleId): navigator?.openCircleFeed(circleId: circleId)
        case .openCreateForm: navigator?.openForm(.create)
        case .openEditForm(let circleId): navigator?.openForm(.edit(circleId: circleId))
        case .showDeleteConfirmation(let circleId, let circleName):
            widgets.dialog = .deleteCircle(name: circleName)
            questionedCircleId = circleId
        case .showDeleteError(let circleName): widgets.dialog = .deleteFailed(name: circleName)
        }
    }
}
