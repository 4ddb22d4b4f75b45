import CirclesDomain
import MviKit

/// Step 4: the view contract is gone; what is left is what the view tells the presenter.
///
/// The last three view calls became state the view reads (`ctaEnabled`,
/// `editedCircle`), so the presenter no longer knows its view, and attaching
/// and detaching went with it. The events still carry the form's content,
/// because the fields still live in the view. The presenter is an
/// `MviContainerHost`, but the view sees only its events and `subscribe`.
public enum CreateOrEditCircleContract {
    /// What the screen tells the presenter: the user's events, with the form's content.
    @MainActor
    public protocol Presenter: AnyObject {
        /// Subscribes the view to the states (the current one at once) and the side effects.
        ///
        /// All the view may do besides sending events: no container, so no intent or restore of its own.
        func subscribe(
            stateHandler: @escaping @MainActor (CreateOrEditState) -> Void,
            sideEffectHandler: @escaping @MainActor (CreateOrEditSideEffect) -> Void
        ) -> MviSubscription
        /// A form field changed; the presenter decides whether Save is enabled.
        func onCheckFormRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain)
        /// The user pressed Save.
        func onFormSubmitted(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain)
        /// The user asked to leave the form.
        func onExitFromCreateCircleFlowRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain)
        /// The screen was opened to edit the circle with `circleIdToEdit`.
        func onEditCircleRequested(_ circleIdToEdit: String)
        /// The user asked to delete the circle being edited.
        func onDeleteCircleRequested()
        /// The user confirmed the deletion.
        func onDeleteCircleConfirmed()
    }
}
