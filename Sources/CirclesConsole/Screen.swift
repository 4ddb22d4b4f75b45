import CirclesDomain

/// What the console shows: one of the demo's four screens.
///
/// Every version of the form draws into this one model, so the same session
/// renders to the same text whichever architecture is behind it.
public enum Screen: Equatable, Sendable {
    /// The aggregated feed: every circle, numbered for `open N`.
    case allCircles([CircleConfigModel])
    /// One circle's feed.
    case circleFeed(CircleConfigModel)
    /// The invite screen shown after a circle is created.
    case circleInvite(CircleConfigModel)
    /// The create / edit form.
    case form(FormScreen)
}
