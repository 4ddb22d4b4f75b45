import CirclesDomain
import MviKit
import MvpKit

/// Step 2: the presenter becomes an `MviContainerHost`, and every event's body runs inside `intent { }`.
///
/// Step 1's state moved into the container: a body reads it with `mvi.state`
/// and changes it with `mvi.reduce`, off the main actor. The view is still
/// called, by row, through an awaited hop back to the main actor, so what the
/// view shows trails the state. A row the user touches names what the view
/// shows, so the presenter keeps those circles on the main actor, changed in
/// the same turn as the view is told, and turns a row into its circle there,
/// before the intent: a body sees ids, never rows.
///
/// The class is main-actor isolated, as `MviContainerHost` is; the legacy
/// presenter protocol is not, so the conformance stays `@preconcurrency`.
@MainActor
public final class CirclesListPresenter: SimplePresenter<any CirclesListContract.View>,
    @preconcurrency CirclesListContract.Presenter, MviContainerHost
{
    // excerpt:begin bookkeeping
    /// The container holding the list's state and side effects.
    public let container = MviContainer<CirclesListState, CirclesListSideEffect>(initialState: CirclesListState())
    /// The circles as the view was last told of them, one a row: what a row the user touches means.
    private var shownCircles: [CircleConfigModel] = []
    // excerpt:end bookkeeping
    private let circlesRepository: any CirclesRepository

    /// Creates the presenter with its repository.
    public init(circlesRepository: any CirclesRepository) {
        self.circlesRepository = circlesRepository
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
        guard let circle = shownCircle(at: row) else { return }
        intent { [weak self] _ in
            await self?.ifAttachedOnMain { $0.openCircleFeedScreen(circle.id) }
        }
    }

    /// Opens the form on the circle at `row`.
    public func onEditCircleRequested(at row: Int) {
        guard let circle = shownCircle(at: row) else { return }
        intent { [weak self] _ in
            await self?.ifAttachedOnMain { $0.openEditCircleScreen(circle.id) }
        }
    }

    /// Opens an empty form.
    public func onCreateCircleRequested() {
        intent { [weak self] _ in
            await self?.ifAttachedOnMain { $0.openCreateCircleScreen() }
        }
    }

    /// Asks before deleting the circle at `row`.
    public func onDeleteCircleRequested(at row: Int) {
        guard let circle = shownCircle(at: row) else { return }
        intent { [weak self] _ in
            await self?.ifAttachedOnMain { $0.showDeleteConfirmation(circle.name, at: row) }
        }
    }

    // excerpt:begin delete-confirmed
    /// Deletes the circle at `row`, then takes out the row it has by then.
    public func onDeleteCircleConfirmed(at row: Int) {
        guard let circle = shownCircle(at: row) else { return }
        intent { [weak self, circlesRepository] mvi in
            await self?.ifAttachedOnMain { $0.showDeletingProgress() }
            do {
                try await circlesRepository.deleteCircle(circle.id)
                mvi.reduce { $0.withCircles($0.circles.filter { !$0.hasId(circle.id) }) }
                await self?.removeShownCircle(circle.id)
            } catch {
                await self?.ifAttachedOnMain { $0.showDeleteError(circle.name) }
            }
        }
    }
    // excerpt:end delete-confirmed

    /// Adds the circle a form created as the last row.
    public func onCircleCreated(_ circle: CircleConfigModel) {
        intent { [weak self] mvi in
            mvi.reduce { $0.withCircles($0.circles + [circle]) }
            await self?.appendShownCircle(circle)
        }
    }

    /// Redraws the row of the circle a form changed.
    public func onCircleChanged(_ circle: CircleConfigModel) {
        intent { [weak self] mvi in
            mvi.reduce { $0.withCircles($0.circles.map { $0.hasId(circle.id) ? circle : $0 }) }
            await self?.replaceShownCircle(circle)
        }
    }

    /// Takes out the row of the circle a form deleted.
    public func onCircleDeleted(_ circleId: String) {
        intent { [weak self] mvi in
            mvi.reduce { $0.withCircles($0.circles.filter { !$0.hasId(circleId) }) }
            await self?.removeShownCircle(circleId)
        }
    }

    private func load(_ name: String = #function) {
        intent(name) { [weak self, circlesRepository] mvi in
            await self?.ifAttachedOnMain { $0.showLoading() }
            do {
                let circles = try await circlesRepository.allCircles()
                mvi.reduce { $0.withCircles(circles) }
                await self?.showCircles(circles)
            } catch {
                await self?.ifAttachedOnMain { $0.showLoadError() }
            }
        }
    }

    /// The circle the view shows at `row`, looked up on the main actor when the user touches it.
    private func shownCircle(at row: Int) -> CircleConfigModel? {
        shownCircles.indices.contains(row) ? shownCircles[row] : nil
    }

    /// Tells the view of these circles, in the turn that keeps them as shown.
    private func showCircles(_ circles: [CircleConfigModel]) {
        shownCircles = circles
        ifAttached { circles.isEmpty ? $0.showEmptyState() : $0.showCircles(circles) }
    }

    private func appendShownCircle(_ circle: CircleConfigModel) {
        shownCircles.append(circle)
        let row = shownCircles.count - 1
        ifAttached { $0.insertCircle(circle, at: row) }
    }

    private func replaceShownCircle(_ circle: CircleConfigModel) {
        guard let row = shownCircles.firstIndex(where: { $0.hasId(circle.id) }) else { return }
        shownCircles[row] = circle
        ifAttached { $0.updateCircle(circle, at: row) }
    }

    /// Takes out the circle's row as the view shows it now, and says so when none is left.
    private func removeShownCircle(_ circleId: String) {
        guard let row = shownCircles.firstIndex(where: { $0.hasId(circleId) }) else { return }
        shownCircles.remove(at: row)
        ifAttached { $0.removeCircle(at: row) }
        if shownCircles.isEmpty {
            ifAttached { $0.showEmptyState() }
        }
    }

    /// A view call made from an intent's body, which runs off the main actor: the `await` is the hop back.
    private func ifAttachedOnMain(_ action: @MainActor (any CirclesListContract.View) -> Void) {
        ifAttached { action($0) }
    }
}
