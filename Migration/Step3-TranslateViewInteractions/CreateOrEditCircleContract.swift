import CirclesDomain
import MvpKit

/// Step 3: the view contract shrinks to the three calls that still come from the presenter.
///
/// Twelve calls became state changes and side effects, which the presenter
/// now reduces and posts. What is left touches the form's fields, which
/// still live in the view: whether Save is enabled, and the circle to fill
/// the fields with. Step 4 turns these into state the view reads.
public enum CreateOrEditCircleContract {
    /// What the presenter can still tell the screen to do.
    @MainActor
    public protocol View: AnyObject {
        /// Enables the call to action (Save); becomes `ctaEnabled = true`.
        func enableCTA()
        /// Disables the call to action (Save); becomes `ctaEnabled = false`.
        func disableCTA()
        /// Fills the form with the circle being edited; becomes `mode = .edit` and `editedCircle`.
        func setEditableCircleData(_ result: CircleConfigModel)
    }

    /// What the screen tells the presenter: the user's events, with the form's content.
    @MainActor
    public protocol Presenter: AnyObject {
        /// Attaches the screen that should receive view calls.
        func attach(_ view: any View)
        /// Detaches the screen; view calls are dropped until one is attached.
        func detach()
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
