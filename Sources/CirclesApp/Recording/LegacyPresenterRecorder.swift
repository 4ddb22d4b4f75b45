import CirclesDomain
import CirclesMVP
import MviKit
import Step1TranslateContract
import Step2ProcessingInBackground
import Step3TranslateViewInteractions
import Step4RefactorView

/// The events a presenter takes from step 0 to step 4: the legacy contract's,
/// each carrying the form's content. The presenters of those versions already
/// have these methods; the conformances below only say so.
@MainActor
protocol LegacyFormEvents: AnyObject {
    func onCheckFormRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain)
    func onFormSubmitted(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain)
    func onExitFromCreateCircleFlowRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain)
    func onEditCircleRequested(_ circleIdToEdit: String)
    func onDeleteCircleRequested()
    func onDeleteCircleConfirmed()
}

/// Stands between a view and its presenter, from step 0 to step 4, telling
/// the probe each call before passing it on; with a container, also what the
/// container delivers.
///
/// One recorder serves the five versions: their events have the same
/// signatures, so the methods below satisfy each version's contract, and
/// each conformance at the end of the file adds what differs (attaching a
/// view until step 3, the container from step 4).
@MainActor
final class LegacyPresenterRecorder<Presenter: LegacyFormEvents> {
    let presenter: Presenter
    let probe: FormProbe
    private var observation: MviSubscription?

    /// Records the calls made on `presenter` to `probe`.
    init(_ presenter: Presenter, probe: FormProbe) {
        self.presenter = presenter
        self.probe = probe
    }

    /// Records the calls made on `presenter`, and what `container` delivers, to `probe`.
    convenience init<State, SideEffect>(
        _ presenter: Presenter, probe: FormProbe, container: MviContainer<State, SideEffect>
    ) {
        self.init(presenter, probe: probe)
        observation = container.observe { [probe] in probe.log($0.description) }
    }

    func onCheckFormRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        probe.record(
            PresenterCall(
                "onCheckFormRequested", .init("createCircleRequestDomain", .request(createCircleRequestDomain))))
        presenter.onCheckFormRequested(createCircleRequestDomain)
    }

    func onFormSubmitted(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        probe.record(
            PresenterCall("onFormSubmitted", .init("createCircleRequestDomain", .request(createCircleRequestDomain))))
        presenter.onFormSubmitted(createCircleRequestDomain)
    }

    func onExitFromCreateCircleFlowRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        probe.record(
            PresenterCall(
                "onExitFromCreateCircleFlowRequested",
                .init("createCircleRequestDomain", .request(createCircleRequestDomain))))
        presenter.onExitFromCreateCircleFlowRequested(createCircleRequestDomain)
    }

    func onEditCircleRequested(_ circleIdToEdit: String) {
        probe.record(PresenterCall("onEditCircleRequested", .init("circleIdToEdit", .text(circleIdToEdit))))
        presenter.onEditCircleRequested(circleIdToEdit)
    }

    func onDeleteCircleRequested() {
        probe.record(PresenterCall("onDeleteCircleRequested"))
        presenter.onDeleteCircleRequested()
    }

    func onDeleteCircleConfirmed() {
        probe.record(PresenterCall("onDeleteCircleConfirmed"))
        presenter.onDeleteCircleConfirmed()
    }

    /// Logs the view's coming or going; the interaction records leave it out, as no user event makes it.
    fileprivate func logLifecycle(_ call: String) {
        probe.log("presenter.\(call)")
    }
}

extension CirclesMVP.CreateOrEditCirclePresenter: LegacyFormEvents {}
extension Step1TranslateContract.CreateOrEditCirclePresenter: LegacyFormEvents {}
extension Step2ProcessingInBackground.CreateOrEditCirclePresenter: LegacyFormEvents {}
extension Step3TranslateViewInteractions.CreateOrEditCirclePresenter: LegacyFormEvents {}
extension Step4RefactorView.CreateOrEditCirclePresenter: LegacyFormEvents {}

extension LegacyPresenterRecorder: CirclesMVP.CreateOrEditCircleContract.Presenter
where Presenter == CirclesMVP.CreateOrEditCirclePresenter {
    func attach(_ view: any CirclesMVP.CreateOrEditCircleContract.View) {
        logLifecycle("attach(view)")
        presenter.attach(view)
    }

    func detach() {
        logLifecycle("detach()")
        presenter.detach()
    }
}

extension LegacyPresenterRecorder: Step1TranslateContract.CreateOrEditCircleContract.Presenter
where Presenter == Step1TranslateContract.CreateOrEditCirclePresenter {
    func attach(_ view: any Step1TranslateContract.CreateOrEditCircleContract.View) {
        logLifecycle("attach(view)")
        presenter.attach(view)
    }

    func detach() {
        logLifecycle("detach()")
        presenter.detach()
    }
}

extension LegacyPresenterRecorder: Step2ProcessingInBackground.CreateOrEditCircleContract.Presenter
where Presenter == Step2ProcessingInBackground.CreateOrEditCirclePresenter {
    func attach(_ view: any Step2ProcessingInBackground.CreateOrEditCircleContract.View) {
        logLifecycle("attach(view)")
        presenter.attach(view)
    }

    func detach() {
        logLifecycle("detach()")
        presenter.detach()
    }
}

extension LegacyPresenterRecorder: Step3TranslateViewInteractions.CreateOrEditCircleContract.Presenter
where Presenter == Step3TranslateViewInteractions.CreateOrEditCirclePresenter {
    func attach(_ view: any Step3TranslateViewInteractions.CreateOrEditCircleContract.View) {
        logLifecycle("attach(view)")
        presenter.attach(view)
    }

    func detach() {
        logLifecycle("detach()")
        presenter.detach()
    }
}

extension LegacyPresenterRecorder: Step4RefactorView.CreateOrEditCircleContract.Presenter
where Presenter == Step4RefactorView.CreateOrEditCirclePresenter {}

extension LegacyPresenterRecorder: MviContainerHost where Presenter == Step4RefactorView.CreateOrEditCirclePresenter {
    var container: MviContainer<Step4RefactorView.CreateOrEditState, Step4RefactorView.CreateOrEditSideEffect> {
        presenter.container
    }
}
