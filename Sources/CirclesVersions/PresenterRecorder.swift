import CirclesDomain
import CirclesMVI
import CirclesMVP
import MviKit
import Step1TranslateContract
import Step2ProcessingInBackground
import Step3TranslateViewInteractions
import Step4RefactorView
import Step5SingleSourceOfTruth
import Step6ViewModel

/// Stands between a view and its presenter, in any version, telling the probe
/// each call before passing it on; with a container, also what the container delivers.
///
/// One recorder serves every version: events with the same signature are
/// written once, here and in the constrained extensions below, and each
/// version's conformance at the end of the file picks the ones its contract
/// asks for (attaching a view until step 3, a container from step 4, the
/// fields' own events from step 5).
@MainActor
final class PresenterRecorder<Presenter: RecordedPresenter> {
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
}

/// The events every version's presenter takes with the same signature.
@MainActor
protocol RecordedPresenter: AnyObject {
    func onEditCircleRequested(_ circleIdToEdit: String)
    func onDeleteCircleRequested()
    func onDeleteCircleConfirmed()
}

/// The events a presenter takes from step 0 to step 4: the legacy contract's,
/// each carrying the form's content.
@MainActor
protocol LegacyFormEvents: RecordedPresenter {
    func onCheckFormRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain)
    func onFormSubmitted(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain)
    func onExitFromCreateCircleFlowRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain)
}

/// The events a presenter takes from step 5 on, when the form's fields are state:
/// each field's change, and the rest without the form's content.
@MainActor
protocol FieldFormEvents: RecordedPresenter {
    func onNameChanged(_ circleName: String)
    func onCoverPhotoChanged(_ coverPhoto: String?)
    func onFormSubmitted()
    func onExitFromCreateCircleFlowRequested()
}

/// A presenter a view attaches to, from step 0 to step 3.
@MainActor
protocol ViewAttaching: AnyObject {
    func detach()
}

extension PresenterRecorder where Presenter: LegacyFormEvents {
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
}

extension PresenterRecorder where Presenter: ViewAttaching {
    func detach() {
        logLifecycle("detach()")
        presenter.detach()
    }

    /// Logs the view's coming or going; the interaction records leave it out, as no user event makes it.
    fileprivate func logLifecycle(_ call: String) {
        probe.log("presenter.\(call)")
    }
}

extension PresenterRecorder where Presenter: FieldFormEvents {
    func onNameChanged(_ circleName: String) {
        probe.record(PresenterCall("onNameChanged", .init("circleName", .text(circleName))))
        presenter.onNameChanged(circleName)
    }

    func onCoverPhotoChanged(_ coverPhoto: String?) {
        probe.record(PresenterCall("onCoverPhotoChanged", .init("coverPhoto", .optional(coverPhoto))))
        presenter.onCoverPhotoChanged(coverPhoto)
    }

    func onFormSubmitted() {
        probe.record(PresenterCall("onFormSubmitted"))
        presenter.onFormSubmitted()
    }

    func onExitFromCreateCircleFlowRequested() {
        probe.record(PresenterCall("onExitFromCreateCircleFlowRequested"))
        presenter.onExitFromCreateCircleFlowRequested()
    }
}

extension PresenterRecorder where Presenter == CirclesMVI.CreateOrEditCirclePresenter {
    func onFormRestored() {
        probe.record(PresenterCall("onFormRestored"))
        presenter.onFormRestored()
    }

    func subscribeToState(_ stateHandler: @escaping @MainActor (CirclesMVI.CreateOrEditState) -> Void)
        -> MviSubscription
    {
        presenter.subscribeToState(stateHandler)
    }

    func subscribeToSideEffects(
        _ sideEffectHandler: @escaping @MainActor (CirclesMVI.CreateOrEditSideEffect) -> Void
    ) -> MviSubscription {
        presenter.subscribeToSideEffects(sideEffectHandler)
    }
}

extension PresenterRecorder: MviContainerHost where Presenter: MviContainerHost {
    var container: MviContainer<Presenter.State, Presenter.SideEffect> { presenter.container }
}

// The presenters already have these methods; the conformances only say so.
extension CirclesMVP.CreateOrEditCirclePresenter: LegacyFormEvents, ViewAttaching {}
extension Step1TranslateContract.CreateOrEditCirclePresenter: LegacyFormEvents, ViewAttaching {}
extension Step2ProcessingInBackground.CreateOrEditCirclePresenter: LegacyFormEvents, ViewAttaching {}
extension Step3TranslateViewInteractions.CreateOrEditCirclePresenter: LegacyFormEvents, ViewAttaching {}
extension Step4RefactorView.CreateOrEditCirclePresenter: LegacyFormEvents {}
extension Step5SingleSourceOfTruth.CreateOrEditCirclePresenter: FieldFormEvents {}
extension Step6ViewModel.CreateOrEditCirclePresenter: FieldFormEvents {}
extension CirclesMVI.CreateOrEditCirclePresenter: FieldFormEvents {}

// Each version's contract: only attaching a view is written per version, as its type differs.
extension PresenterRecorder: CirclesMVP.CreateOrEditCircleContract.Presenter
where Presenter == CirclesMVP.CreateOrEditCirclePresenter {
    func attach(_ view: any CirclesMVP.CreateOrEditCircleContract.View) {
        logLifecycle("attach(view)")
        presenter.attach(view)
    }
}

extension PresenterRecorder: Step1TranslateContract.CreateOrEditCircleContract.Presenter
where Presenter == Step1TranslateContract.CreateOrEditCirclePresenter {
    func attach(_ view: any Step1TranslateContract.CreateOrEditCircleContract.View) {
        logLifecycle("attach(view)")
        presenter.attach(view)
    }
}

extension PresenterRecorder: Step2ProcessingInBackground.CreateOrEditCircleContract.Presenter
where Presenter == Step2ProcessingInBackground.CreateOrEditCirclePresenter {
    func attach(_ view: any Step2ProcessingInBackground.CreateOrEditCircleContract.View) {
        logLifecycle("attach(view)")
        presenter.attach(view)
    }
}

extension PresenterRecorder: Step3TranslateViewInteractions.CreateOrEditCircleContract.Presenter
where Presenter == Step3TranslateViewInteractions.CreateOrEditCirclePresenter {
    func attach(_ view: any Step3TranslateViewInteractions.CreateOrEditCircleContract.View) {
        logLifecycle("attach(view)")
        presenter.attach(view)
    }
}

extension PresenterRecorder: Step4RefactorView.CreateOrEditCircleContract.Presenter
where Presenter == Step4RefactorView.CreateOrEditCirclePresenter {}

extension PresenterRecorder: Step5SingleSourceOfTruth.CreateOrEditCircleContract.Presenter
where Presenter == Step5SingleSourceOfTruth.CreateOrEditCirclePresenter {}

extension PresenterRecorder: Step6ViewModel.CreateOrEditCircleContract.Presenter
where Presenter == Step6ViewModel.CreateOrEditCirclePresenter {}

extension PresenterRecorder: CirclesMVI.CreateOrEditCircleContract.Presenter
where Presenter == CirclesMVI.CreateOrEditCirclePresenter {}
