import CirclesConsole
import MviKit

/// A decorator of the presenter that reports each user event to the form's diagnostics, then passes it on.
///
/// The MVI log comes from the container (intents, state changes, side
/// effects); what this adds is the view's side of the conversation, for the
/// interaction tests: which event the view sent, with which parameters.
@MainActor
final class ReportingPresenter: CreateOrEditCircleContract.Presenter {
    private let presenter: any CreateOrEditCircleContract.Presenter
    private let report: (@MainActor @Sendable (PresenterCall) -> Void)?

    /// Wraps `presenter`, handing each call to `report` when there is one.
    init(
        wrapping presenter: any CreateOrEditCircleContract.Presenter,
        report: (@MainActor @Sendable (PresenterCall) -> Void)?
    ) {
        self.presenter = presenter
        self.report = report
    }

    func onNameChanged(_ circleName: String) {
        report?(PresenterCall("onNameChanged", .init("circleName", .text(circleName))))
        presenter.onNameChanged(circleName)
    }

    func onCoverPhotoChanged(_ coverPhoto: String?) {
        report?(PresenterCall("onCoverPhotoChanged", .init("coverPhoto", .optional(coverPhoto))))
        presenter.onCoverPhotoChanged(coverPhoto)
    }

    func onFormSubmitted() {
        report?(PresenterCall("onFormSubmitted"))
        presenter.onFormSubmitted()
    }

    func onExitFromCreateCircleFlowRequested() {
        report?(PresenterCall("onExitFromCreateCircleFlowRequested"))
        presenter.onExitFromCreateCircleFlowRequested()
    }

    func onEditCircleRequested(_ circleIdToEdit: String) {
        report?(PresenterCall("onEditCircleRequested", .init("circleIdToEdit", .text(circleIdToEdit))))
        presenter.onEditCircleRequested(circleIdToEdit)
    }

    func onDeleteCircleRequested() {
        report?(PresenterCall("onDeleteCircleRequested"))
        presenter.onDeleteCircleRequested()
    }

    func onDeleteCircleConfirmed() {
        report?(PresenterCall("onDeleteCircleConfirmed"))
        presenter.onDeleteCircleConfirmed()
    }

    func subscribe(
        stateHandler: @escaping @MainActor (CreateOrEditState) -> Void,
        sideEffectHandler: @escaping @MainActor (CreateOrEditSideEffect) -> Void
    ) -> MviSubscription {
        presenter.subscribe(stateHandler: stateHandler, sideEffectHandler: sideEffectHandler)
    }
}
