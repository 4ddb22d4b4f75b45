/// The one-off things the list must do: open another screen, or show a dialog.
///
/// Written down from the legacy view calls named next to each case. A row
/// animation is neither this nor state: the view works it out from the rows
/// of two states.
public enum CirclesListSideEffect: Equatable, Sendable {
    /// Open the feed of the circle with `circleId` (`openCircleFeedScreen`).
    case openCircleFeed(circleId: String)
    /// Open an empty form (`openCreateCircleScreen`).
    case openCreateForm
    /// Open the form on the circle with `circleId` (`openEditCircleScreen`).
    case openEditForm(circleId: String)
    /// Ask before deleting the circle with `circleId`, named `circleName` (`showDeleteConfirmation`).
    case showDeleteConfirmation(circleId: String, circleName: String)
    /// Say the circle named `circleName` could not be deleted (`showDeleteError`).
    case showDeleteError(circleName: String)
}
