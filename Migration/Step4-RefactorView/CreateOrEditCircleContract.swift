import CirclesDomain
import MviKit

/// Step 4: the view contract is gone; what is left is what the view tells the presenter.
///
/// The last three view calls became state the view reads (`ctaEnabled`,
/// `editedCircle`), so the presenter no longer knows its view, and attaching
/// and detaching went with it. The events still carry the form's content,
/// because the fields still live in the view. The view subscribes through
/// this protocol too, not through the presenter's class, so the screen can
/// hand it a decorator that reports its calls, as in step 5.
public enum CreateOrEditCircleContract {
    /// What the screen tells the presenter: the user's events, with the form's content, and its subscription.
    @MainActor
    public protocol Presenter: AnyObject {
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
        /// Subscribes the view to states (the current one at once) and side effects.
        func subscribe(
            stateHandler: @escaping @MainActor (CreateOrEditState) -> Void,
            sideEffectHandler: @escaping @MainActor (CreateOrEditSideEffect) -> Void
        ) -> MviSubscription
    }
}
