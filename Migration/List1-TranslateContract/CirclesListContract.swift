import CirclesDomain

/// Step 1: the legacy contract, each view call annotated with the state field or side effect it becomes.
///
/// Nothing is removed yet: the presenter still drives the view one call at a
/// time, by row. What changed is that every call now has a written
/// translation (see ``CirclesListState`` and ``CirclesListSideEffect``); a
/// call that names a row translates against the circles the view was told
/// of, and a call that slides rows in or out becomes no more than the
/// circles of the next state: the view works the animation out.
public enum CirclesListContract {
    /// What the presenter can tell the list to do.
    public protocol View: AnyObject {
        /// Shows the spinner of a load; becomes `isLoading = true`, `hasLoadFailed = false`.
        func showLoading()
        /// Shows these circles in place of the rows; becomes `circles`, `hasLoaded = true`, `isLoading = false`.
        func showCircles(_ circles: [CircleConfigModel])
        /// Shows that there are no circles yet; becomes `circles = []`, `hasLoaded = true`: the note is derived.
        func showEmptyState()
        /// Says the circles could not be loaded; becomes `isLoading = false`, `hasLoadFailed = true`.
        func showLoadError()
        /// Slides `circle` in as row `row`; becomes `circles` with it: the animation is derived.
        func insertCircle(_ circle: CircleConfigModel, at row: Int)
        /// Redraws row `row` with `circle`; becomes `circles` with it in place.
        func updateCircle(_ circle: CircleConfigModel, at row: Int)
        /// Slides row `row` out; becomes `circles` without it, and the deletion out of `deletingCircleIds`.
        func removeCircle(at row: Int)
        /// Asks before deleting the circle at `row`; becomes `.showDeleteConfirmation(circleId:circleName:)`.
        func showDeleteConfirmation(_ circleName: String, at row: Int)
        /// Shows the spinner of a deletion; becomes the circle's id in `deletingCircleIds`.
        func showDeletingProgress()
        /// Says the deletion failed; becomes its id out of `deletingCircleIds`, then `.showDeleteError(circleName:)`.
        func showDeleteError(_ circleName: String)
        /// Opens an empty form, to create a circle; becomes `.openCreateForm`.
        func openCreateCircleScreen()
        /// Opens the form on the circle with `circleId`; becomes `.openEditForm(circleId:)`.
        func openEditCircleScreen(_ circleId: String)
        /// Opens the feed of the circle with `circleId`; becomes `.openCircleFeed(circleId:)`.
        func openCircleFeedScreen(_ circleId: String)
    }

    /// What the list tells the presenter: the user's events, and what a form opened from it did.
    public protocol Presenter: AnyObject {
        /// Attaches the list that should receive view calls.
        func attach(_ view: any View)
        /// Detaches the list; view calls are dropped until one is attached.
        func detach()
        /// The list was opened: load the circles.
        func onListOpened()
        /// The user pulled to refresh, or tried again after a failed load.
        func onRefreshRequested()
        /// The user tapped the circle at `row`.
        func onCircleSelected(at row: Int)
        /// The user asked to edit the circle at `row`.
        func onEditCircleRequested(at row: Int)
        /// The user asked for a new circle.
        func onCreateCircleRequested()
        /// The user swiped to delete the circle at `row`.
        func onDeleteCircleRequested(at row: Int)
        /// The user confirmed deleting the circle at `row`.
        func onDeleteCircleConfirmed(at row: Int)
        /// A form created `circle`.
        func onCircleCreated(_ circle: CircleConfigModel)
        /// A form changed `circle`, given as it is now.
        func onCircleChanged(_ circle: CircleConfigModel)
        /// A form deleted the circle with `circleId`.
        func onCircleDeleted(_ circleId: String)
    }
}
