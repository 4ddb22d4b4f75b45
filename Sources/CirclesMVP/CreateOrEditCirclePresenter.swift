import CirclesDomain
import MvpKit

/// The legacy presenter of the create / edit circle screen.
///
/// Written the way presenters of its era were: it keeps its own mutable
/// `mode`, `editedCircle` and `isCommitting`, and drives the view one command
/// at a time through `ifAttached`. Callbacks that arrive while no view is
/// attached are lost, and a recreated view starts from scratch: the
/// presenter never tells it again what the old view was showing.
@MainActor
public final class CreateOrEditCirclePresenter: SimplePresenter<any CreateOrEditCircleContract.View>,
    CreateOrEditCircleContract.Presenter
{
    private let shouldAllowFormSubmissionUseCase: ShouldAllowFormSubmissionUseCase
    private let hasCreateCircleRequestChangedUseCase: HasCreateCircleRequestChangedUseCase
    private let circlesRepository: any CirclesRepository
    private let prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase
    private let scheduler: UiThreadScheduler
    // excerpt:begin bookkeeping
    private var mode = CreateOrEditCircleContract.Mode.create
    private var editedCircle: CircleConfigModel?
    private var isCommitting = false
    // excerpt:end bookkeeping

    /// Creates the presenter with its use cases, repository and callback scheduler.
    public init(
        shouldAllowFormSubmissionUseCase: ShouldAllowFormSubmissionUseCase,
        hasCreateCircleRequestChangedUseCase: HasCreateCircleRequestChangedUseCase,
        circlesRepository: any CirclesRepository,
        prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase,
        scheduler: UiThreadScheduler
    ) {
        self.shouldAllowFormSubmissionUseCase = shouldAllowFormSubmissionUseCase
        self.hasCreateCircleRequestChangedUseCase = hasCreateCircleRequestChangedUseCase
        self.circlesRepository = circlesRepository
        self.prepareEditCircleRequestUseCase = prepareEditCircleRequestUseCase
        self.scheduler = scheduler
        super.init()
    }

    // excerpt:begin check-form
    /// Enables Save when the name is valid and, in EDIT, the form differs from the circle.
    public func onCheckFormRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        if canSubmit(createCircleRequestDomain) {
            ifAttached { $0.enableCTA() }
        } else {
            ifAttached { $0.disableCTA() }
        }
    }
    // excerpt:end check-form

    // excerpt:begin form-submitted
    /// Creates or saves the circle, unless Save would be disabled or a change is already in flight.
    public func onFormSubmitted(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        guard !isCommitting, canSubmit(createCircleRequestDomain) else { return }
        isCommitting = true
        if mode == .edit, let editedCircle {
            editCircle(editedCircle.id, createCircleRequestDomain)
        } else {
            createCircle(createCircleRequestDomain)
        }
    }
    // excerpt:end form-submitted

    /// Closes the form, first asking when a new circle has input or an edited one has changes.
    public func onExitFromCreateCircleFlowRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        switch mode {
        case .create where createCircleRequestDomain.hasAnyInput:
            ifAttached { $0.exitWithCreateConfirmationDialog() }
        case .edit where hasChanges(createCircleRequestDomain):
            ifAttached { $0.exitWithEditConfirmationDialog() }
        case .create, .edit:
            ifAttached { $0.exitWithoutConfirmationDialog() }
        }
    }

    /// Switches to EDIT and loads the circle, then fills the form with it.
    public func onEditCircleRequested(_ circleIdToEdit: String) {
        mode = .edit
        scheduler.subscribeOnUiThread(
            { [prepareEditCircleRequestUseCase] in try await prepareEditCircleRequestUseCase(circleId: circleIdToEdit)
            },
            onSuccess: { [weak self] circle in
                self?.editedCircle = circle
                self?.ifAttached { $0.setEditableCircleData(circle) }
            },
            onError: { [weak self] _ in self?.ifAttached { $0.showInitEditErrorDialog() } }
        )
    }

    /// Asks for confirmation before deleting; there is nothing to delete in CREATE.
    public func onDeleteCircleRequested() {
        guard mode == .edit, editedCircle != nil else { return }
        ifAttached { $0.showDeleteConfirmationDialog() }
    }

    // excerpt:begin delete-confirmed
    /// Deletes the circle being edited.
    public func onDeleteCircleConfirmed() {
        guard !isCommitting, let editedCircle else { return }
        isCommitting = true
        ifAttached { $0.showEditSpinner() }
        scheduler.subscribeOnUiThread(
            { [circlesRepository] in try await circlesRepository.deleteCircle(editedCircle.id) },
            onSuccess: { [weak self] in
                self?.isCommitting = false
                self?.ifAttached { $0.exitToAggregatedFeed() }
            },
            onError: { [weak self] _ in
                self?.isCommitting = false
                self?.ifAttached { $0.showEditCircleErrorDialog() }
            }
        )
    }
    // excerpt:end delete-confirmed

    private func createCircle(_ request: CreateOrEditCircleRequestDomain) {
        ifAttached { $0.showCreateSpinner() }
        scheduler.subscribeOnUiThread(
            { [circlesRepository] in try await circlesRepository.createCircle(request) },
            onSuccess: { [weak self] circle in
                self?.isCommitting = false
                self?.ifAttached { $0.redirectToCircleInviteScreen(circle.id) }
            },
            onError: { [weak self] _ in
                self?.isCommitting = false
                self?.ifAttached { $0.showCreateCircleErrorDialog() }
            }
        )
    }

    private func editCircle(_ circleId: String, _ request: CreateOrEditCircleRequestDomain) {
        ifAttached { $0.showEditSpinner() }
        scheduler.subscribeOnUiThread(
            { [circlesRepository] in try await circlesRepository.editCircle(circleId, with: request) },
            onSuccess: { [weak self] circle in
                self?.isCommitting = false
                self?.ifAttached { $0.redirectToCircleFeedScreen(circle.id) }
            },
            onError: { [weak self] _ in
                self?.isCommitting = false
                self?.ifAttached { $0.showEditCircleErrorDialog() }
            }
        )
    }

    private func canSubmit(_ request: CreateOrEditCircleRequestDomain) -> Bool {
        guard shouldAllowFormSubmissionUseCase(request) else { return false }
        switch mode {
        case .create: return true
        case .edit: return hasChanges(request)
        }
    }

    private func hasChanges(_ request: CreateOrEditCircleRequestDomain) -> Bool {
        guard let editedCircle else { return false }
        return hasCreateCircleRequestChangedUseCase(request, comparedWith: editedCircle)
    }
}
