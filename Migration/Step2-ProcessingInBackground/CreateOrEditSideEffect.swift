// excerpt:begin side-effect
/// The one-off things the create / edit circle screen must do: navigate, or show a dialog.
///
/// Each case is written down from the legacy view calls named next to it.
/// Two calls that differ only by mode become one case, because the view can
/// tell the mode from the state: `showCreateCircleErrorDialog` and
/// `showEditCircleErrorDialog` are both ``showError``, the two exit
/// confirmations are ``showExitConfirmation``. One Swift enum with associated
/// values stands for the talk's `Simple` enum plus its AutoValue classes.
public enum CreateOrEditSideEffect: Equatable, Sendable {
    /// Close the screen: there is nothing to lose (`exitWithoutConfirmationDialog`).
    case close
    /// Go to the list of all circles, after a deletion (`exitToAggregatedFeed`).
    case openAggregatedFeed
    /// Ask before deleting the circle (`showDeleteConfirmationDialog`).
    case showDeleteConfirmation
    /// Ask before discarding input or changes (`exitWith{Create,Edit}ConfirmationDialog`).
    case showExitConfirmation
    /// Tell the user the create, edit or delete failed (`show{Create,Edit}CircleErrorDialog`).
    case showError
    /// Tell the user the circle to edit could not be loaded; the screen closes after it (`showInitEditErrorDialog`).
    case showInitEditError
    /// Go to the invite screen of the circle just created (`redirectToCircleInviteScreen`).
    case openCircleInvite(circleId: String)
    /// Go to the feed of the circle just saved (`redirectToCircleFeedScreen`).
    case openCircleFeed(circleId: String)
}
// excerpt:end side-effect
