import CirclesDomain
import MvpKit

/// Step 1: the legacy presenter, its three loose fields replaced by one ``CreateOrEditState``.
///
/// Still MVP in every way that shows: it subclasses `SimplePresenter`, calls
/// the view through `ifAttached`, and gets repository results back on the
/// main actor through the scheduler. Only its bookkeeping changed: `mode`,
/// `editedCircle` and `isCommitting` are now fields of one immutable value,
/// replaced whole with `with…` copies, so the next step can hand that value
/// to a container without touching the logic again.
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
    private var state = CreateOrEditState()
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
        guard !state.committingChanges, canSubmit(createCircleRequestDomain) else { return }
        state = state.withCommittingChanges(true)
        if state.mode == .edit, let editedCircle = state.editedCircle {
            editCircle(editedCircle.id, createCircleRequestDomain)
        } else {
            createCircle(createCircleRequestDomain)
        }
    }
    // excerpt:end form-submitted

    /// Closes the form, first asking when a new circle has input or an edited one has changes.
    public func onExitFromCreateCircleFlowRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        switch state.mode {
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
        state = state.withMode(.edit)
        scheduler.subscribeOnUiThread(
            { [prepareEditCircleRequestUseCase] in try await prepareEditCircleRequestUseCase(circleId: circleIdToEdit)
            },
            onSuccess: { [weak self] circle in
                guard let self else { return }
                state = state.withEditedCircle(circle)
                ifAttached { $0.setEditableCircleData(circle) }
            },
            onError: { [weak self] _ in self?.ifAttached { $0.showInitEditErrorDialog() } }
        )
    }

    /// Asks for confirmation before deleting; there is nothing to delete in CREATE.
    public func onDeleteCircleRequested() {
        guard state.mode == .edit, state.editedCircle != nil else { return }
        ifAttached { $0.showDeleteConfirmationDialog() }
    }

    // excerpt:begin delete-confirmed
    /// Deletes the circle being edited.
    public func onDeleteCircleConfirmed() {
        guard !state.committingChanges, let editedCircle = state.editedCircle else { return }
        state = state.withCommittingChanges(true)
        ifAttached { $0.showEditSpinner() }
        scheduler.subscribeOnUiThread(
            { [circlesRepository] in try await circlesRepository.deleteCircle(editedCircle.id) },
            onSuccess: { [weak self] in
                self?.stopCommitting()
                self?.ifAttached { $0.exitToAggregatedFeed() }
            },
            onError: { [weak self] _ in
                self?.stopCommitting()
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
                self?.stopCommitting()
                self?.ifAttached { $0.redirectToCircleInviteScreen(circle.id) }
            },
            onError: { [weak self] _ in
                self?.stopCommitting()
                self?.ifAttached { $0.showCreateCircleErrorDialog() }
            }
        )
    }

    private func editCircle(_ circleId: String, _ request: CreateOrEditCircleRequestDomain) {
        ifAttached { $0.showEditSpinner() }
        scheduler.subscribeOnUiThread(
            { [circlesRepository] in try await circlesRepository.editCircle(circleId, with: request) },
            onSuccess: { [weak self] circle in
                self?.stopCommitting()
                self?.ifAttached { $0.redirectToCircleFeedScreen(circle.id) }
            },
            onError: { [weak self] _ in
                self?.stopCommitting()
                self?.ifAttached { $0.showEditCircleErrorDialog() }
            }
        )
    }

    /// Hides the spinner in the bookkeeping; a method because a `[weak self]` callback cannot reassign
    /// `state` from a copy of itself in one optional-chained expression.
    private func stopCommitting() {
        state = state.withCommittingChanges(false)
    }

    private func canSubmit(_ request: CreateOrEditCircleRequestDomain) -> Bool {
        guard shouldAllowFormSubmissionUseCase(request) else { return false }
        switch state.mode {
        case .create: return true
        case .edit: return hasChanges(request)
        }
    }

    private func hasChanges(_ request: CreateOrEditCircleRequestDomain) -> Bool {
        guard let editedCircle = state.editedCircle else { return false }
        return hasCreateCircleRequestChangedUseCase(request, comparedWith: editedCircle)
    }
}
