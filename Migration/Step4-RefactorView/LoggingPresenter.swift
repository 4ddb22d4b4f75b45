import CirclesConsole
import CirclesDomain
import MviKit

/// A decorator of the legacy presenter that reports each call before passing it on.
///
/// The presenter has no hooks, and adding some would change the code this
/// step exists to show. Wrapping it in its own contract adds them
/// from outside: the view calls this, this tells the diagnostics, then the
/// real presenter runs as it always did. Nothing is attached any more, so
/// there is no view to wrap: the presenter's answers are states and side
/// effects, which ``FormEventLogger`` writes from the container.
@MainActor
final class LoggingPresenter: CreateOrEditCircleContract.Presenter {
    private let presenter: any CreateOrEditCircleContract.Presenter
    private let diagnostics: FormDiagnostics

    /// Wraps `presenter`, reporting to `diagnostics`.
    init(wrapping presenter: any CreateOrEditCircleContract.Presenter, diagnostics: FormDiagnostics) {
        self.presenter = presenter
        self.diagnostics = diagnostics
    }

    func onCheckFormRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        report(
            PresenterCall(
                "onCheckFormRequested", .init("createCircleRequestDomain", .request(createCircleRequestDomain))))
        presenter.onCheckFormRequested(createCircleRequestDomain)
    }

    func onFormSubmitted(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        report(
            PresenterCall("onFormSubmitted", .init("createCircleRequestDomain", .request(createCircleRequestDomain))))
        presenter.onFormSubmitted(createCircleRequestDomain)
    }

    func onExitFromCreateCircleFlowRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        report(
            PresenterCall(
                "onExitFromCreateCircleFlowRequested",
                .init("createCircleRequestDomain", .request(createCircleRequestDomain))))
        presenter.onExitFromCreateCircleFlowRequested(createCircleRequestDomain)
    }

    func onEditCircleRequested(_ circleIdToEdit: String) {
        report(PresenterCall("onEditCircleRequested", .init("circleIdToEdit", .text(circleIdToEdit))))
        presenter.onEditCircleRequested(circleIdToEdit)
    }

    func onDeleteCircleRequested() {
        report(PresenterCall("onDeleteCircleRequested"))
        presenter.onDeleteCircleRequested()
    }

    func onDeleteCircleConfirmed() {
        report(PresenterCall("onDeleteCircleConfirmed"))
        presenter.onDeleteCircleConfirmed()
    }

    func subscribe(
        stateHandler: @escaping @MainActor (CreateOrEditState) -> Void,
        sideEffectHandler: @escaping @MainActor (CreateOrEditSideEffect) -> Void
    ) -> MviSubscription {
        presenter.subscribe(stateHandler: stateHandler, sideEffectHandler: sideEffectHandler)
    }

    private func report(_ call: PresenterCall) {
        diagnostics.presenterCall?(call)
        diagnostics.log?("presenter.\(call)")
    }
}
