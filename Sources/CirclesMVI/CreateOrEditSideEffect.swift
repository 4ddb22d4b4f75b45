/// The one-off things the create / edit circle screen must do: navigate, or show a dialog.
///
/// One Swift enum replaces the talk's `Simple` enum plus its AutoValue classes
/// with a `circleId`. What the view must keep showing (the spinner, Save) is
/// state; only events that happen once are side effects.
public enum CreateOrEditSideEffect: Equatable, Sendable {
    /// Close the screen: there is nothing to lose.
    case close
    /// Go to the list of all circles, after a deletion.
    case openAggregatedFeed
    /// Ask before deleting the circle.
    case showDeleteConfirmation
    /// Ask before discarding input or changes.
    case showExitConfirmation
    /// Tell the user the create, edit or delete failed.
    case showError
    /// Tell the user the circle to edit could not be loaded; the screen closes after it.
    case showInitEditError
    /// Go to the invite screen of the circle just created.
    case openCircleInvite(circleId: String)
    /// Go to the feed of the circle just saved.
    case openCircleFeed(circleId: String)
}
