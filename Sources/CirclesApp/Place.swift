import CirclesConsole
import CirclesDomain

/// Where the session is: one of the demo's screens, with what it needs to draw itself.
@MainActor
enum Place {
    /// The list of all circles, as last loaded.
    case allCircles([CircleConfigModel])
    /// A circle's feed.
    case circleFeed(CircleConfigModel)
    /// The invite screen of a circle just created.
    case circleInvite(CircleConfigModel)
    /// The form, and the screen it returns to when it closes without going anywhere else.
    case form(any CircleFormScreen, returnTo: ReturnPlace)

    /// The screen model to render.
    var screen: Screen {
        switch self {
        case .allCircles(let circles): .allCircles(circles)
        case .circleFeed(let circle): .circleFeed(circle)
        case .circleInvite(let circle): .circleInvite(circle)
        case .form(let form, _): .form(form.display)
        }
    }
}

/// A screen the form can return to.
enum ReturnPlace: Equatable {
    /// The list of all circles.
    case allCircles
    /// The feed of the circle with this id.
    case circleFeed(circleId: String)
}
