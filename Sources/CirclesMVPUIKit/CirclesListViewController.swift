import CirclesConsole
import CirclesDomain
import CirclesMVP
import Foundation
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIns
#endif

/// The legacy list of all circles as a UIKit app has it: a view controller
/// whose table pulls its rows from the circles the presenter last told it of,
/// and which obeys the legacy presenter's thirteen view calls.
///
/// It is written as an MVP app of that era wrote it. Its contract comes from
/// before Swift concurrency and is not main-actor isolated, so the
/// conformance is `@preconcurrency`. The coordinator makes it over a presenter
/// it owns and opens the list (`onListOpened`); the view controller attaches
/// in `viewDidLoad` and forwards each tap with the row it was on. What it
/// shows is the sum of the calls it received: a new view controller over the
/// same presenter starts empty.
@MainActor
public final class CirclesListViewController: UIViewController, @preconcurrency CirclesListContract.View,
    UITableViewDataSource, UITableViewDelegate
{
    /// The identifier the table's cells are made with.
    static let cellIdentifier = "circle"
    /// The circles, one a row, pulled from ``circles`` whenever the table likes.
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Turns while the circles load, or one is deleted.
    let spinner = UIActivityIndicatorView()
    /// Says there are no circles yet, or that they could not be loaded.
    let messageLabel = UILabel()
    /// The circles the table shows, one a row, as the presenter last told.
    private var circles: [CircleConfigModel] = []
    /// The presenter, which the coordinator owns.
    private(set) weak var presenter: (any CirclesListContract.Presenter)?
    private weak var navigator: (any ListNavigator)?

    /// A list that forwards the user's taps to `presenter` and opens screens through `navigator`.
    public init(presenter: any CirclesListContract.Presenter, navigator: any ListNavigator) {
        self.presenter = presenter
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out the table and the buttons, wires them to the presenter, and attaches to it.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "All circles"
        for subview in [tableView, spinner, messageLabel] { view.addSubview(subview) }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [unowned self] _ in presenter?.onCreateCircleRequested() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Refresh", primaryAction: UIAction { [unowned self] _ in presenter?.onRefreshRequested() })
        presenter?.attach(self)
    }

    // MARK: The table

    /// As many rows as circles the presenter last told of.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { circles.count }

    /// The circle's name, on a reused cell.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = circles[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    /// A tap opens the circle: the presenter is told the row.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.onCircleSelected(at: indexPath.row)
    }

    /// A swipe offers Edit and Delete; each tells the presenter the row.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let row = indexPath.row
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.presenter?.onDeleteCircleRequested(at: row)
            done(true)
        }
        let edit = UIContextualAction(style: .normal, title: "Edit") { [weak self] _, _, done in
            self?.presenter?.onEditCircleRequested(at: row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, edit])
    }

    // MARK: The view contract

    /// Starts the spinner.
    public func showLoading() {
        spinner.startAnimating()
        messageLabel.text = nil
    }

    /// Shows these circles in place of the rows.
    public func showCircles(_ circles: [CircleConfigModel]) {
        self.circles = circles
        tableView.reloadData()
        spinner.stopAnimating()
        messageLabel.text = nil
    }

    /// Empties the table and says there are no circles yet.
    public func showEmptyState() {
        showCircles([])
        messageLabel.text = "No circles yet."
    }

    /// Stops the spinner and says the circles could not be loaded; the rows stay.
    public func showLoadError() {
        spinner.stopAnimating()
        messageLabel.text = "The circles could not be loaded."
    }

    /// Slides `circle` in as row `row`.
    public func insertCircle(_ circle: CircleConfigModel, at row: Int) {
        guard (0...circles.count).contains(row) else { return }
        circles.insert(circle, at: row)
        tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        messageLabel.text = nil
    }

    /// Redraws row `row` with `circle`.
    public func updateCircle(_ circle: CircleConfigModel, at row: Int) {
        guard circles.indices.contains(row) else { return }
        circles[row] = circle
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    /// Slides row `row` out, and stops the spinner of a deletion.
    public func removeCircle(at row: Int) {
        spinner.stopAnimating()
        guard circles.indices.contains(row) else { return }
        circles.remove(at: row)
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    /// Asks before deleting the circle named `circleName`; Delete confirms the row to the presenter.
    public func showDeleteConfirmation(_ circleName: String, at row: Int) {
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.presenter?.onDeleteCircleConfirmed(at: row)
        }
        showAlert("Delete \(circleName)? This cannot be undone.", actions: [delete, cancel])
    }

    /// Starts the spinner of a deletion.
    public func showDeletingProgress() { spinner.startAnimating() }

    /// Stops the spinner and says the circle could not be deleted.
    public func showDeleteError(_ circleName: String) {
        spinner.stopAnimating()
        showAlert("\(circleName) could not be deleted. Please try again.", actions: [ok])
    }

    /// Opens an empty form.
    public func openCreateCircleScreen() { navigator?.openForm(.create) }

    /// Opens the form on the circle with `circleId`.
    public func openEditCircleScreen(_ circleId: String) { navigator?.openForm(.edit(circleId: circleId)) }

    /// Opens the feed of the circle with `circleId`.
    public func openCircleFeedScreen(_ circleId: String) { navigator?.openCircleFeed(circleId: circleId) }

    private var cancel: UIAlertAction { UIAlertAction(title: "Cancel", style: .cancel) }

    private var ok: UIAlertAction { UIAlertAction(title: "OK", style: .default) }

    private func showAlert(_ message: String, actions: [UIAlertAction]) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        for action in actions { alert.addAction(action) }
        present(alert, animated: true)
    }
}
