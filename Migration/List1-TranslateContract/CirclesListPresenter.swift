import CirclesDomain
import MvpKit

/// Step 1: the legacy presenter, its circles kept in one ``CirclesListState`` value.
///
/// Same thread, same order, same view calls: only the bookkeeping changed,
/// from a mutable array to a state replaced whole with `with…` copies. The
/// loading and deletion fields have no writer yet: only the view knows them.
@MainActor
public final class CirclesListPresenter: SimplePresenter<any CirclesListContract.View>,
    @preconcurrency CirclesListContract.Presenter
{
    private let circlesRepository: any CirclesRepository
    private let scheduler: UiThreadScheduler
    // excerpt:begin bookkeeping
    private var state = CirclesListState()
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
        guard state.circles.indices.contains(row) else { return }
        let circleId = state.circles[row].id
        ifAttached { $0.openCircleFeedScreen(circleId) }
    }

    /// Opens the form on the circle at `row`.
    public func onEditCircleRequested(at row: Int) {
        guard state.circles.indices.contains(row) else { return }
        let circleId = state.circles[row].id
        ifAttached { $0.openEditCircleScreen(circleId) }
    }

    /// Opens an empty form.
    public func onCreateCircleRequested() {
        ifAttached { $0.openCreateCircleScreen() }
    }

    /// Asks before deleting the circle at `row`.
    public func onDeleteCircleRequested(at row: Int) {
        guard state.circles.indices.contains(row) else { return }
        let circleName = state.circles[row].name
        ifAttached { $0.showDeleteConfirmation(circleName, at: row) }
    }

    // excerpt:begin delete-confirmed
    /// Deletes the circle at `row`, then takes its row out.
    public func onDeleteCircleConfirmed(at row: Int) {
        guard state.circles.indices.contains(row) else { return }
        let circle = state.circles[row]
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
        state = state.withCircles(state.circles + [circle])
        let row = state.circles.count - 1
        ifAttached { $0.insertCircle(circle, at: row) }
    }

    /// Redraws the row of the circle a form changed.
    public func onCircleChanged(_ circle: CircleConfigModel) {
        guard let row = state.circles.firstIndex(where: { $0.hasId(circle.id) }) else { return }
        state = state.withCircles(state.circles.map { $0.hasId(circle.id) ? circle : $0 })
        ifAttached { $0.updateCircle(circle, at: row) }
    }

    /// Takes out the row of the circle a form deleted.
    public func onCircleDeleted(_ circleId: String) {
        guard let row = state.circles.firstIndex(where: { $0.hasId(circleId) }) else { return }
        removeCircle(at: row)
    }

    private func load() {
        ifAttached { $0.showLoading() }
        scheduler.subscribeOnUiThread(
            { [circlesRepository] in try await circlesRepository.allCircles() },
            onSuccess: { [weak self] circles in
                guard let self else { return }
                state = state.withCircles(circles)
                ifAttached { circles.isEmpty ? $0.showEmptyState() : $0.showCircles(circles) }
            },
            onError: { [weak self] _ in self?.ifAttached { $0.showLoadError() } }
        )
    }

    /// Takes out whatever circle is at `row` now, and says so when none is left.
    private func removeCircle(at row: Int) {
        guard state.circles.indices.contains(row) else { return }
        state = state.withCircles(state.circles.enumerated().filter { $0.offset != row }.map(\.element))
        ifAttached { $0.removeCircle(at: row) }
        if state.circles.isEmpty {
            ifAttached { $0.showEmptyState() }
        }
    }
}
