import MviKit

/// The MVI contract of the create / edit circle screen: what the view asks of its presenter.
///
/// The talk keeps `CreateOrEditCircleContract` after the migration, with a
/// `View` emptied of commands ("yay") and a presenter of user events. Here
/// the view's half is gone altogether (the view renders state instead); the
/// presenter is an `MviContainerHost`, but the view sees only its events and
/// `subscribe`.
public enum CreateOrEditCircleContract {
    /// What the screen tells the presenter: the user's events.
    @MainActor
    public protocol Presenter: AnyObject {
        /// Subscribes the view to the states: the current one at once, then every change.
        ///
        /// With ``subscribeToSideEffects(_:)``, all the view may do besides
        /// sending events: no container, so no intent or restore of its own.
        /// The two are apart because a view controller takes states from
        /// `viewDidLoad` on, and side effects only while it is on screen.
        func subscribeToState(_ stateHandler: @escaping @MainActor (CreateOrEditState) -> Void) -> MviSubscription
        /// Subscribes the view to the side effects, first those posted while no view listened.
        func subscribeToSideEffects(_ sideEffectHandler: @escaping @MainActor (CreateOrEditSideEffect) -> Void)
            -> MviSubscription
        /// The name field changed.
        func onNameChanged(_ circleName: String)
        /// The cover field changed; `nil` when emptied.
        func onCoverPhotoChanged(_ coverPhoto: String?)
        /// The user pressed Save.
        func onFormSubmitted()
        /// The user asked to leave the form.
        func onExitFromCreateCircleFlowRequested()
        /// The screen was opened to edit the circle with `circleIdToEdit`.
        func onEditCircleRequested(_ circleIdToEdit: String)
        /// The user asked to delete the circle being edited.
        func onDeleteCircleRequested()
        /// The user confirmed the deletion.
        func onDeleteCircleConfirmed()
        /// The form was put back from a saved state: nothing is in flight any more.
        func onFormRestored()
    }
}
