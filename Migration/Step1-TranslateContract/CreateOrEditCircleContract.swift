import CirclesDomain
import MvpKit

/// Step 1: the legacy contract, each view call annotated with the state field or side effect it becomes.
///
/// Nothing is removed yet: the presenter still drives the view one call at a
/// time. What changed is that every call now has a written translation
/// (see ``CreateOrEditState`` and ``CreateOrEditSideEffect``), and the screen's
/// mode moved into the state, where the presenter keeps it.
public enum CreateOrEditCircleContract {
    /// What the presenter can tell the screen to do.
    @MainActor
    public protocol View: AnyObject {
        /// Shows the spinner of a circle being created; becomes `committingChanges = true` in CREATE.
        func showCreateSpinner()
        /// Shows the spinner of a circle being saved or deleted; becomes `committingChanges = true` in EDIT.
        func showEditSpinner()
        /// Leaves the form for the feed of the circle with `circleId`; becomes `.openCircleFeed(circleId:)`.
        func redirectToCircleFeedScreen(_ circleId: String)
        /// Leaves the form for the new circle's invite screen; becomes `.openCircleInvite(circleId:)`.
        func redirectToCircleInviteScreen(_ circleId: String)
        /// Stops the spinner with the create error; becomes `committingChanges = false` and `.showError`.
        func showCreateCircleErrorDialog()
        /// Stops the spinner with the edit error; becomes `committingChanges = false` and `.showError`.
        func showEditCircleErrorDialog()
        /// Tells the user the circle to edit could not be loaded; becomes `.showInitEditError`.
        func showInitEditErrorDialog()
        /// Enables the call to action (Save); becomes `ctaEnabled = true`.
        func enableCTA()
        /// Disables the call to action (Save); becomes `ctaEnabled = false`.
        func disableCTA()
        /// Asks before discarding a new circle's input; becomes `.showExitConfirmation` in CREATE.
        func exitWithCreateConfirmationDialog()
        /// Asks before discarding unsaved changes; becomes `.showExitConfirmation` in EDIT.
        func exitWithEditConfirmationDialog()
        /// Closes the screen at once: there is nothing to lose; becomes `.close`.
        func exitWithoutConfirmationDialog()
        /// Leaves the form for the list of all circles; becomes `.openAggregatedFeed`.
        func exitToAggregatedFeed()
        /// Asks before deleting the circle; becomes `.showDeleteConfirmation`.
        func showDeleteConfirmationDialog()
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
