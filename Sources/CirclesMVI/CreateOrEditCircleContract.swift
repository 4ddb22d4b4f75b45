import MviKit

/// The MVI contract of the create / edit circle screen: what the view asks of its presenter.
///
/// The talk keeps `CreateOrEditCircleContract` after the migration, with a
/// `View` emptied of commands ("yay") and a presenter of user events. Here
/// the view's half is gone altogether (the view renders state instead), and
/// the presenter's half is a protocol, so the view can be handed a decorator
/// that records its calls (the interaction tests) without knowing it.
public enum CreateOrEditCircleContract {
    /// The user's events, and the subscription that feeds the view.
    @MainActor
    public protocol Presenter: AnyObject {
        /// The name field changed.
        func onNameChanged(_ circleName: String)
        /// The cover field changed; `nil` when emptied.
        func onCoverPhotoChanged(_ coverPhoto: String?)
        /// Save was pressed.
        func onFormSubmitted()
        /// Back was pressed.
        func onExitFromCreateCircleFlowRequested()
        /// The screen was opened to edit the circle with `circleIdToEdit`.
        func onEditCircleRequested(_ circleIdToEdit: String)
        /// Delete was pressed.
        func onDeleteCircleRequested()
        /// The deletion was confirmed.
        func onDeleteCircleConfirmed()
        /// Subscribes the view to states (the current one at once) and side effects.
        func subscribe(
            stateHandler: @escaping @MainActor (CreateOrEditState) -> Void,
            sideEffectHandler: @escaping @MainActor (CreateOrEditSideEffect) -> Void
        ) -> MviSubscription
    }
}
