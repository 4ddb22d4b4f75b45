import CirclesDomain
import MviKit

/// The MVI presenter of the list of all circles.
///
/// It owns no mutable fields and calls no view. Each event is an intent that
/// reduces the immutable ``CirclesListState`` or posts a
/// ``CirclesListSideEffect``, keyed by a circle's id, never by a row: what a
/// row holds is the view's business, and it may have moved by the time a body runs.
@MainActor
public final class CirclesListPresenter: CirclesListContract.Presenter, MviContainerHost {
    /// The container holding the list's state and side effects.
    public let container = MviContainer<CirclesListState, CirclesListSideEffect>(initialState: CirclesListState())
    private let circlesRepository: any CirclesRepository

    /// Creates the presenter with its repository.
    public init(circlesRepository: any CirclesRepository) {
        self.circlesRepository = circlesRepository
    }

    /// Hands the view the states, the current one at once, on the main actor.
    public func subscribeToState(_ stateHandler: @escaping @MainActor (CirclesListState) -> Void) -> MviSubscription {
        container.subscribeToState(stateHandler)
    }

    /// Hands the view the side effects, those nobody took yet first, on the main actor.
    public func subscribeToSideEffects(_ sideEffectHandler: @escaping @MainActor (CirclesListSideEffect) -> Void)
        -> MviSubscription
    {
        container.subscribeToSideEffects(sideEffectHandler)
    }

    /// Loads the circles.
    public func onListOpened() {
        load()
    }

    /// Loads the circles again.
    public func onRefreshRequested() {
        load()
    }

    /// Opens the feed of the circle with `circleId`.
    public func onCircleSelected(_ circleId: String) {
        intent { mvi in
            mvi.postSideEffect(.openCircleFeed(circleId: circleId))
        }
    }

    /// Opens the form on the circle with `circleId`.
    public func onEditCircleRequested(_ circleId: String) {
        intent { mvi in
            mvi.postSideEffect(.openEditForm(circleId: circleId))
        }
    }

    /// Opens an empty form.
    public func onCreateCircleRequested() {
        intent { mvi in
            mvi.postSideEffect(.openCreateForm)
        }
    }

    /// Asks before deleting the circle with `circleId`, unless it is gone or already being deleted.
    public func onDeleteCircleRequested(_ circleId: String) {
        intent { mvi in
            let state = mvi.state
            guard let circle = state.circle(withId: circleId), !state.isDeleting(circleId) else {
                return
            }
            mvi.postSideEffect(.showDeleteConfirmation(circleId: circleId, circleName: circle.name))
        }
    }

    // excerpt:begin delete-confirmed
    /// Deletes the circle with `circleId`, then takes it out of the list.
    public func onDeleteCircleConfirmed(_ circleId: String) {
        intent { [circlesRepository] mvi in
            let (old, new) = mvi.reduce { state in
                guard state.circle(withId: circleId) != nil, !state.isDeleting(circleId) else { return state }
                return state.withDeletingCircleIds(state.deletingCircleIds + [circleId])
            }
            guard old != new, let deleting = old.circle(withId: circleId) else { return }
            do {
                try await circlesRepository.deleteCircle(circleId)
                mvi.reduce { state in
                    state.withCircles(state.circles.filter { !$0.hasId(circleId) })
                        .withDeletingCircleIds(state.deletingCircleIds.filter { !$0.isSameCircleId(as: circleId) })
                }
            } catch {
                mvi.reduce {
                    $0.withDeletingCircleIds($0.deletingCircleIds.filter { !$0.isSameCircleId(as: circleId) })
                }
                mvi.postSideEffect(.showDeleteError(circleName: deleting.name))
            }
        }
    }
    // excerpt:end delete-confirmed

    /// Adds the circle a form created as the last row, unless the list has it already.
    public func onCircleCreated(_ circle: CircleConfigModel) {
        intent { mvi in
            mvi.reduce { state in
                state.circle(withId: circle.id) == nil ? state.withCircles(state.circles + [circle]) : state
            }
        }
    }

    /// Puts the circle a form changed in place of its old self.
    public func onCircleChanged(_ circle: CircleConfigModel) {
        intent { mvi in
            mvi.reduce { state in state.withCircles(state.circles.map { $0.hasId(circle.id) ? circle : $0 }) }
        }
    }

    /// Takes out the circle a form deleted; a second word of it changes nothing.
    public func onCircleDeleted(_ circleId: String) {
        intent { mvi in
            mvi.reduce { state in state.withCircles(state.circles.filter { !$0.hasId(circleId) }) }
        }
    }

    /// Loads every circle, keeping what the list shows if the load fails.
    private func load(_ name: String = #function) {
        intent(name) { [circlesRepository] mvi in
            mvi.reduce { $0.withLoading(true).withLoadFailed(false) }
            do {
                let circles = try await circlesRepository.allCircles()
                mvi.reduce { $0.withCircles(circles).withLoaded(true).withLoading(false) }
            } catch {
                mvi.reduce { $0.withLoading(false).withLoadFailed(true) }
            }
        }
    }
}
