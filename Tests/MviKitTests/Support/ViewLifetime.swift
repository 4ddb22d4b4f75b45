import MviKit

/// Subscribes a fresh view through `subscribe`, ends the subscription (by
/// cancelling it, or with `releasing` by letting it go), and tells whether the
/// view was kept alive while subscribed and freed afterwards.
///
/// The test drops its own reference to the view at once, so only the
/// container can keep it: a listener it still held after unsubscribing would
/// keep a whole screen alive.
@MainActor
func viewLifetime(
    releasing: Bool = false,
    _ subscribe: (MainActorLog<String>) -> MviSubscription
) -> (keptWhileSubscribed: Bool, freedAfterwards: Bool) {
    var view: MainActorLog<String>? = MainActorLog()
    weak let weakView = view
    var subscription = view.map(subscribe)
    view = nil
    let keptWhileSubscribed = weakView != nil

    if releasing {
        subscription = nil
    } else {
        subscription?.cancel()
    }

    return (keptWhileSubscribed, weakView == nil)
}
