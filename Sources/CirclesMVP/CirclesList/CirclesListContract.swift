import CirclesDomain

/// The legacy contract between the list of all circles and its presenter.
///
/// A fat view of thirteen commands, and a presenter of the user's events,
/// each carrying the row the user touched. Both protocols come from before
/// Swift concurrency and say nothing of threads, so they are not isolated to
/// the main actor, while the classes that conform are: each conformance is
/// `@preconcurrency`, which checks at run time that calls arrive on the main
/// actor.
public enum CirclesListContract {
    /// What the presenter can tell the list to do.
    public protocol View: AnyObject {
        /// Shows the spinner of a load.
        func showLoading()
        /// Shows these circles, one a row, in place of whatever the list showed.
        func showCircles(_ circles: [CircleConfigModel])
        /// Shows that there are no circles yet.
        func showEmptyState()
        /// Stops the spinner and says the circles could not be loaded; refreshing tries again.
        func showLoadError()
        /// Slides `circle` in as row `row`.
        func insertCircle(_ circle: CircleConfigModel, at row: Int)
        /// Redraws row `row` with `circle`.
        func updateCircle(_ circle: CircleConfigModel, at row: Int)
        /// Slides row `row` out.
        func removeCircle(at row: Int)
        /// Asks before deleting the circle named `circleName`, shown at `row`.
        func showDeleteConfirmation(_ circleName: String, at row: Int)
        /// Shows the spinner of a deletion.
        func showDeletingProgress()
        /// Says the circle named `circleName` could not be deleted.
        func showDeleteError(_ circleName: String)
        /// Opens an empty form, to create a circle.
        func openCreateCircleScreen()
        /// Opens the form on the circle with `circleId`.
        func openEditCircleScreen(_ circleId: String)
        /// Opens the feed of the circle with `circleId`.
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
