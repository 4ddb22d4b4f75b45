import CirclesDomain
import MvpKit

/// The legacy contract between the create / edit circle screen and its presenter.
///
/// This is the talk's "before": a fat view protocol of fifteen commands the
/// presenter issues one by one, and a presenter protocol of the user events the
/// view forwards. Nothing here describes what the screen *is*; the screen is
/// whatever the sequence of calls left behind.
public enum CreateOrEditCircleContract {
    /// Whether the screen creates a new circle or edits an existing one.
    public enum Mode: Sendable, Equatable {
        /// A new circle (the default).
        case create
        /// An existing circle, loaded by ``Presenter/onEditCircleRequested(_:)``.
        case edit
    }

    /// What the presenter can tell the screen to do.
    @MainActor
    public protocol View: AnyObject {
        /// Shows the spinner of a circle being created.
        func showCreateSpinner()
        /// Shows the spinner of a circle being saved or deleted.
        func showEditSpinner()
        /// Leaves the form for the feed of the circle with `circleId`.
        func redirectToCircleFeedScreen(_ circleId: String)
        /// Leaves the form for the invite screen of the new circle with `circleId`.
        func redirectToCircleInviteScreen(_ circleId: String)
        /// Stops the spinner and tells the user the circle could not be created.
        func showCreateCircleErrorDialog()
        /// Stops the spinner and tells the user the change could not be saved.
        func showEditCircleErrorDialog()
        /// Tells the user the circle to edit could not be loaded; the screen closes after it.
        func showInitEditErrorDialog()
        /// Enables the call to action (Save).
        func enableCTA()
        /// Disables the call to action (Save).
        func disableCTA()
        /// Asks before discarding a new circle's input.
        func exitWithCreateConfirmationDialog()
        /// Asks before discarding unsaved changes to a circle.
        func exitWithEditConfirmationDialog()
        /// Closes the screen at once: there is nothing to lose.
        func exitWithoutConfirmationDialog()
        /// Leaves the form for the list of all circles.
        func exitToAggregatedFeed()
        /// Asks before deleting the circle.
        func showDeleteConfirmationDialog()
        /// Fills the form with the circle being edited.
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
