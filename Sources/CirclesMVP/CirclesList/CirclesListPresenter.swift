import CirclesDomain
import MvpKit

/// The legacy presenter of the list of all circles.
///
/// Written the way list presenters of its era were: it keeps the circles in a
/// mutable array that mirrors the view's rows, finds a circle by the row the
/// user touched, and drives the view one command at a time through
/// `ifAttached`. So a result that arrives while no view is attached is lost,
/// a new view starts empty, and a deletion that ends after the rows moved
/// takes out whatever row now sits where the circle was.
@MainActor
public final class CirclesListPresenter: SimplePresenter<any CirclesListContract.View>,
    @preconcurrency CirclesListContract.Presenter
{
    private let circlesRepository: any CirclesRepository
    private let scheduler: UiThreadScheduler
    // excerpt:begin bookkeeping
    private var circles: [CircleConfigModel] = []
    // excerpt:end bookkeeping

    /// Creates the presenter with its repository and callback scheduler.
    public init(circlesRepository: any CirclesRepository, scheduler: UiThreadScheduler) {
        self.circlesRepository = circlesRepository
        self.scheduler = scheduler
        super.init()
    }

    /// Loads the circles and shows them, or the empty state.
    public func onListOpened() {
        load()
    }

    /// Loads the circles again.
    public func onRefreshRequested() {
        load()
    }

    /// Opens the feed of the circle at `row`.
    public func onCircleSelected(at row: Int) {
        guard circles.indices.contains(row) else { return }
        let circleId = circles[row].id
        ifAttached { $0.openCircleFeedScreen(circleId) }
    }

    /// Opens the form on the circle at `row`.
    public func onEditCircleRequested(at row: Int) {
        guard circles.indices.contains(row) else { return }
        let circleId = circles[row].id
        ifAttached { $0.openEditCircleScreen(circleId) }
    }

    /// Opens an empty form.
    public func onCreateCircleRequested() {
        ifAttached { $0.openCreateCircleScreen() }
    }

    /// Asks before deleting the circle at `row`.
    public func onDeleteCircleRequested(at row: Int) {
        guard circles.indices.contains(row) else { return }
        let circleName = circles[row].name
        ifAttached { $0.showDeleteConfirmation(circleName, at: row) }
    }

    // excerpt:begin delete-confirmed
    /// Deletes the circle at `row`, then takes its row out.
    public func onDeleteCircleConfirmed(at row: Int) {
        guard circles.indices.contains(row) else { return }
        let circle = circles[row]
        ifAttached { $0.showDeletingProgress() }
        scheduler.subscribeOnUiThread(
            { [circlesRepository] in try await circlesRepository.deleteCircle(circle.id) },
            onSuccess: { [weak self] in self?.removeCircle(at: row) },
            onError: { [weak self] _ in self?.ifAttached { $0.showDeleteError(circle.name) } }
        )
    }
    // excerpt:end delete-confirmed

    /// Adds the circle a form created as the last row.
    public func onCircleCreated(_ circle: CircleConfigModel) {
        circles.append(circle)
        let row = circles.count - 1
        ifAttached { $0.insertCircle(circle, at: row) }
    }

    /// Redraws the row of the circle a form changed.
    public func onCircleChanged(_ circle: CircleConfigModel) {
        guard let row = circles.firstIndex(where: { $0.hasId(circle.id) }) else { return }
        circles[row] = circle
        ifAttached { $0.updateCircle(circle, at: row) }
    }

    /// Takes out the row of the circle a form deleted.
    public func onCircleDeleted(_ circleId: String) {
        guard let row = circles.firstIndex(where: { $0.hasId(circleId) }) else { return }
        removeCircle(at: row)
    }

    private func load() {
        ifAttached { $0.showLoading() }
        scheduler.subscribeOnUiThread(
            { [circlesRepository] in try await circlesRepository.allCircles() },
            onSuccess: { [weak self] circles in
                self?.circles = circles
                self?.ifAttached { circles.isEmpty ? $0.showEmptyState() : $0.showCircles(circles) }
            },
            onError: { [weak self] _ in self?.ifAttached { $0.showLoadError() } }
        )
    }

    /// Takes out whatever circle is at `row` now, and says so when none is left.
    private func removeCircle(at row: Int) {
        guard circles.indices.contains(row) else { return }
        circles.remove(at: row)
        ifAttached { $0.removeCircle(at: row) }
        if circles.isEmpty {
            ifAttached { $0.showEmptyState() }
        }
    }
}
