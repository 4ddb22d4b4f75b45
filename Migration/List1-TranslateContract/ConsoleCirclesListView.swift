import CirclesConsole
import CirclesDomain
import MviMigrationRows

/// The legacy console list: it implements the view contract on a table and the widgets around it.
///
/// Passive, as an MVP view should be: it forwards every tap to the presenter
/// with the row it was on, and does what each view call says. It keeps its own
/// copy of the circles, which the table pulls its rows from, so what it shows
/// is the sum of the calls it received: a new instance shows nothing.
@MainActor
final class ConsoleCirclesListView: @preconcurrency CirclesListContract.View, TableViewDataSource {
    /// The rows, as UIKit's table view has them: pulled from this view when drawn.
    let table = TableView()
    /// The circles the table shows, one a row, as the presenter last told.
    private var circles: [CircleConfigModel] = []
    /// What the list shows besides its rows.
    private var widgets = ListScreen()
    /// The row a question on screen is about.
    private var questionedRow: Int?
    private weak var presenter: (any CirclesListContract.Presenter)?
    private weak var navigator: (any ListNavigator)?

    /// Creates an empty list that forwards events to `presenter` and opens screens through `navigator`.
    init(presenter: any CirclesListContract.Presenter, navigator: any ListNavigator) {
        self.presenter = presenter
        self.navigator = navigator
        table.dataSource = self
    }

    /// What the list shows now, its rows pulled from the table.
    var display: ListScreen {
        var shown = widgets
        shown.rows = table.visibleCells()
        return shown
    }

    /// Forwards an input the list accepts to the presenter, with the row it was on.
    func handle(_ input: ListInput) {
        switch input {
        case .open(let row): presenter?.onCircleSelected(at: row)
        case .edit(let row): presenter?.onEditCircleRequested(at: row)
        case .delete(let row): presenter?.onDeleteCircleRequested(at: row)
        case .create: presenter?.onCreateCircleRequested()
        case .refresh: presenter?.onRefreshRequested()
        case .answer(let answer):
            guard let outcome = widgets.dialog?.outcome(of: answer) else { return }
            widgets.dialog = nil
            if outcome == .confirmDeletion, let row = questionedRow {
                presenter?.onDeleteCircleConfirmed(at: row)
            }
            questionedRow = nil
        }
    }

    func numberOfRows(in tableView: TableView) -> Int { circles.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> String { circles[row].name }

    /// Shows the spinner of a load, in place of a failure said before.
    func showLoading() {
        widgets.isLoading = true
        widgets.hasLoadFailed = false
    }

    /// Shows these circles in place of the rows, and nothing else.
    func showCircles(_ circles: [CircleConfigModel]) {
        self.circles = circles
        table.reloadData()
        widgets.isLoading = false
        widgets.isEmptyNoteShown = false
        widgets.hasLoadFailed = false
    }

    /// Empties the rows and says there are no circles yet.
    func showEmptyState() {
        showCircles([])
        widgets.isEmptyNoteShown = true
    }

    /// Stops the spinner and says the load failed; the rows stay.
    func showLoadError() {
        widgets.isLoading = false
        widgets.hasLoadFailed = true
    }

    /// Slides `circle` in as row `row`.
    func insertCircle(_ circle: CircleConfigModel, at row: Int) {
        guard (0...circles.count).contains(row) else { return }
        circles.insert(circle, at: row)
        table.insertRows(at: [row])
        widgets.isEmptyNoteShown = false
    }

    /// Redraws row `row` with `circle`.
    func updateCircle(_ circle: CircleConfigModel, at row: Int) {
        guard circles.indices.contains(row) else { return }
        circles[row] = circle
        table.reloadRows(at: [row])
    }

    /// Slides row `row` out, and stops the spinner of a deletion.
    func removeCircle(at row: Int) {
        widgets.isDeleting = false
        guard circles.indices.contains(row) else { return }
        circles.remove(at: row)
        table.deleteRows(at: [row])
    }

    /// Asks before deleting the circle named `circleName`; yes confirms the row to the presenter.
    func showDeleteConfirmation(_ circleName: String, at row: Int) {
        widgets.dialog = .deleteCircle(name: circleName)
        questionedRow = row
    }

    /// Shows the spinner of a deletion.
    func showDeletingProgress() { widgets.isDeleting = true }

    /// Stops the spinner and says the circle could not be deleted.
    func showDeleteError(_ circleName: String) {
        widgets.isDeleting = false
        widgets.dialog = .deleteFailed(name: circleName)
    }

    /// Opens an empty form.
    func openCreateCircleScreen() { navigator?.openForm(.create) }

    /// Opens the form on the circle with `circleId`.
    func openEditCircleScreen(_ circleId: String) { navigator?.openForm(.edit(circleId: circleId)) }

    /// Opens the feed of the circle with `circleId`.
    func openCircleFeedScreen(_ circleId: String) { navigator?.openCircleFeed(circleId: circleId) }
}
