/// Where the form goes when it closes.
public enum FormDestination: Equatable, Sendable {
    /// Back to the screen the form was opened from.
    case previousScreen
    /// The invite screen of a circle just created.
    case circleInvite(circleId: String)
    /// The feed of a circle just saved.
    case circleFeed(circleId: String)
    /// The list of all circles, after a deletion.
    case allCircles
}

/// What the form asks of the app around it: to be closed and replaced by another screen.
@MainActor
public protocol FormNavigator: AnyObject {
    /// Closes the form and shows `destination`.
    func leaveForm(to destination: FormDestination)
}
