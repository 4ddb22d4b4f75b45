import CirclesConsole
import CirclesDomain

/// Where the session is: one of the demo's screens, with what it needs to draw itself.
///
/// The list of all circles is always open beneath the others, as the root of
/// a navigation stack is; `list` means it is the screen on top.
@MainActor
enum Place {
    /// The list of all circles.
    case list
    /// A circle's feed.
    case circleFeed(CircleConfigModel)
    /// The invite screen of a circle just created.
    case circleInvite(CircleConfigModel)
    /// The form, and the screen it returns to when it closes without going anywhere else.
    case form(any CircleFormScreen, returnTo: ReturnPlace)
}

/// A screen the form can return to.
enum ReturnPlace: Equatable {
    /// The list of all circles.
    case allCircles
    /// The feed of the circle with this id.
    case circleFeed(circleId: String)
}
