import CirclesConsole
import CirclesDomain
import CirclesMVI
import Foundation
import MviKit
import MviMigrationRows

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIns
#endif

/// The final list of all circles as a UIKit app has it: a view controller
/// that renders the MVI presenter's state on a table, handles its side
/// effects, and sends events that name circles.
///
/// The coordinator makes it over a presenter it owns, opens the list
/// (`onListOpened`) and closes it; a new view controller over the same
/// presenter draws the same list. What a caller may rely on:
///
/// 1. The table pulls the rows of the last state drawn, which change inside
///    the batch update that tells the table how, so it never asks for a row
///    its data source does not have, even when its last reload is still due.
/// 2. Rows slide in and out as the rows of the state drawn before and of the
///    new one differ: the animation is worked out from two states.
/// 3. A tap, a swipe's button or an alert's answer names the circle on that
///    row when the user touched it, before any intent runs.
/// 4. States are rendered from `viewDidLoad`; side effects are handled only
///    from `viewDidAppear` to `viewWillDisappear`, so an alert or a
///    navigation posted while the list is covered waits for its return. Under
///    a page sheet UIKit calls neither: the coordinator that presents the
///    sheet tells the list, with `beginAppearanceTransition`.
@MainActor
public final class CirclesListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The identifier the table's cells are made with.
    static let cellIdentifier = "circle"
    /// The circles, one a row, pulled from the rows of the last state drawn.
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Turns while the circles load, or one is deleted.
    let spinner = UIActivityIndicatorView()
    /// Says there are no circles yet, or that they could not be loaded.
    let messageLabel = UILabel()
    /// The presenter, which the coordinator owns and closes.
    let presenter: any CirclesListContract.Presenter
    private weak var navigator: (any ListNavigator)?
    /// The rows of the last state drawn: what the table pulls.
    private var rows: [CircleConfigModel] = []
    private let renderer = DiffRenderer<CirclesListState>()
    private var states: MviSubscription?
    private var sideEffects: MviSubscription?

    /// A list over `presenter` that opens screens through `navigator`.
    public init(presenter: any CirclesListContract.Presenter, navigator: any ListNavigator) {
        self.presenter = presenter
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out the table and the buttons, wires them to events, and renders the state from now on.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "All circles"
        for subview in [tableView, spinner, messageLabel] { view.addSubview(subview) }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        // The first state arrives inside `subscribeToState`: the table must be ready for it.
        tableView.dataSource = self
        tableView.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [unowned self] _ in presenter.onCreateCircleRequested() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Refresh", primaryAction: UIAction { [unowned self] _ in presenter.onRefreshRequested() })
        renderer
            .diff(\.circles) { [unowned self] old, new in show(new, after: old) }
            .diff {
                $0.isLoading || !$0.deletingCircleIds.isEmpty
            } set: { [unowned self] in
                spin($0)
            }
            .diff(Self.message) { [unowned self] in messageLabel.text = $0 }
        states = presenter.subscribeToState { [weak self] in self?.renderer.render($0) }
    }

    /// Takes side effects while the list is on screen.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sideEffects = presenter.subscribeToSideEffects { [weak self] in self?.handle($0) }
    }

    /// Stops taking side effects as a transition begins: one posted meanwhile waits in the container.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        sideEffects?.cancel()
        sideEffects = nil
    }

    // MARK: The table

    /// As many rows as the last state drawn has circles.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    /// The circle's name, on a reused cell.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    /// A tap opens the circle on that row, named now.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let circle = circle(at: indexPath) else { return }
        presenter.onCircleSelected(circle.id)
    }

    /// A swipe offers Edit and Delete for the circle on that row, named when the row is swiped.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard let circle = circle(at: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.presenter.onDeleteCircleRequested(circle.id)
            done(true)
        }
        let edit = UIContextualAction(style: .normal, title: "Edit") { [weak self] _, _, done in
            self?.presenter.onEditCircleRequested(circle.id)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, edit])
    }

    private func circle(at indexPath: IndexPath) -> CircleConfigModel? {
        rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    // MARK: Rendering

    /// Keeps `newRows` for the table and tells it: the first rows reload it, later ones animate
    /// what changed, and are kept inside the batch, where UIKit wants the model changed.
    private func show(_ newRows: [CircleConfigModel], after oldRows: [CircleConfigModel]?) {
        let changes = oldRows.map { RowChanges(from: $0, to: newRows) }
        guard let changes, !changes.isEmpty else {
            rows = newRows
            if oldRows == nil { tableView.reloadData() }
            return
        }
        let paths = { (rows: [Int]) in rows.map { IndexPath(row: $0, section: 0) } }
        tableView.performBatchUpdates { [self] in
            rows = newRows
            if !changes.deleted.isEmpty { tableView.deleteRows(at: paths(changes.deleted), with: .automatic) }
            if !changes.inserted.isEmpty { tableView.insertRows(at: paths(changes.inserted), with: .automatic) }
            if !changes.reloaded.isEmpty { tableView.reloadRows(at: paths(changes.reloaded), with: .automatic) }
        }
    }

    private func spin(_ isSpinning: Bool) {
        if isSpinning { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    /// What the label under the table says: a failed load first, then that there are no circles.
    private static func message(_ state: CirclesListState) -> String? {
        if state.hasLoadFailed { return "The circles could not be loaded." }
        return state.hasLoaded && state.circles.isEmpty ? "No circles yet." : nil
    }

    private func handle(_ sideEffect: CirclesListSideEffect) {
        switch sideEffect {
        case .openCircleFeed(let circleId): navigator?.openCircleFeed(circleId: circleId)
        case .openCreateForm: navigator?.openForm(.create)
        case .openEditForm(let circleId): navigator?.openForm(.edit(circleId: circleId))
        case .showDeleteConfirmation(let circleId, let circleName):
            let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.presenter.onDeleteCircleConfirmed(circleId)
            }
            showAlert("Delete \(circleName)? This cannot be undone.", actions: [delete, cancel])
        case .showDeleteError(let circleName):
            showAlert("\(circleName) could not be deleted. Please try again.", actions: [ok])
        }
    }

    private var cancel: UIAlertAction { UIAlertAction(title: "Cancel", style: .cancel) }

    private var ok: UIAlertAction { UIAlertAction(title: "OK", style: .default) }

    private func showAlert(_ message: String, actions: [UIAlertAction]) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        for action in actions { alert.addAction(action) }
        present(alert, animated: true)
    }
}
