import CirclesDomain
import MviKit

/// The MVI contract of the list of all circles: what the view asks of its presenter.
///
/// The legacy view's thirteen commands are gone (the view renders state), and
/// so is every row: an event names the circle, which the view read off the
/// row the user touched, on the main actor, at the moment of the touch.
public enum CirclesListContract {
    /// What the list tells the presenter: the user's events, and what a form opened from it did.
    @MainActor
    public protocol Presenter: AnyObject {
        /// Subscribes the view to the states: the current one at once, then every change.
        ///
        /// Apart from ``subscribeToSideEffects(_:)`` because a view controller
        /// takes states from `viewDidLoad` on, and side effects only while it is on screen.
        func subscribeToState(_ stateHandler: @escaping @MainActor (CirclesListState) -> Void) -> MviSubscription
        /// Subscribes the view to the side effects, first those posted while no view listened.
        func subscribeToSideEffects(_ sideEffectHandler: @escaping @MainActor (CirclesListSideEffect) -> Void)
            -> MviSubscription
        /// The list was opened: load the circles.
        func onListOpened()
        /// The user pulled to refresh, or tried again after a failed load.
        func onRefreshRequested()
        /// The user tapped the circle with `circleId`.
        func onCircleSelected(_ circleId: String)
        /// The user asked to edit the circle with `circleId`.
        func onEditCircleRequested(_ circleId: String)
        /// The user asked for a new circle.
        func onCreateCircleRequested()
        /// The user swiped to delete the circle with `circleId`.
        func onDeleteCircleRequested(_ circleId: String)
        /// The user confirmed deleting the circle with `circleId`.
        func onDeleteCircleConfirmed(_ circleId: String)
        /// A form created `circle`.
        func onCircleCreated(_ circle: CircleConfigModel)
        /// A form changed `circle`, given as it is now.
        func onCircleChanged(_ circle: CircleConfigModel)
        /// A form deleted the circle with `circleId`.
        func onCircleDeleted(_ circleId: String)
    }
}
