import CirclesConsole
import CirclesDomain

/// A decorator of the legacy presenter that reports each call before passing it on.
///
/// The legacy presenter has no hooks, and adding some would change the code
/// this version exists to show. Wrapping it in its own contract adds them
/// from outside: the view calls this, this tells the diagnostics, then the
/// real presenter runs as it always did. Views it attaches are wrapped in a
/// ``LoggingView`` when a log is listening, so the presenter's answers are
/// logged too.
@MainActor
final class LoggingPresenter: CreateOrEditCircleContract.Presenter {
    private let presenter: any CreateOrEditCircleContract.Presenter
    private let diagnostics: FormDiagnostics

    /// Wraps `presenter`, reporting to `diagnostics`.
    init(wrapping presenter: any CreateOrEditCircleContract.Presenter, diagnostics: FormDiagnostics) {
        self.presenter = presenter
        self.diagnostics = diagnostics
    }

    func attach(_ view: any CreateOrEditCircleContract.View) {
        diagnostics.log?("presenter.attach(view)")
        presenter.attach(diagnostics.log.map { LoggingView(wrapping: view, log: $0) } ?? view)
    }

    func detach() {
        diagnostics.log?("presenter.detach()")
        presenter.detach()
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

    private func report(_ call: PresenterCall) {
        diagnostics.presenterCall?(call)
        diagnostics.log?("presenter.\(call)")
    }
}
