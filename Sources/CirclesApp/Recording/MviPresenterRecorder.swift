import CirclesMVI
import MviKit

/// Stands between the final MVI view and its presenter, telling the probe
/// each call before passing it on, and what the container delivers.
@MainActor
final class MviPresenterRecorder: CreateOrEditCircleContract.Presenter {
    private let presenter: CreateOrEditCirclePresenter
    private let probe: FormProbe
    private var observation: MviSubscription?

    /// Records the calls made on `presenter`, and what its container delivers, to `probe`.
    init(_ presenter: CreateOrEditCirclePresenter, probe: FormProbe) {
        self.presenter = presenter
        self.probe = probe
        observation = presenter.container.observe { [probe] in probe.log($0.description) }
    }

    var container: MviContainer<CreateOrEditState, CreateOrEditSideEffect> { presenter.container }

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

    func onFormRestored() {
        probe.record(PresenterCall("onFormRestored"))
        presenter.onFormRestored()
    }
}
