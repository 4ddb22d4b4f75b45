import CirclesDomain
import MviKit
import MvpKit

/// Step 2: the presenter becomes an `MviContainerHost`, and every event's body runs inside `intent { }`.
///
/// Step 1's bookkeeping moved into the container: intents read it with
/// `mvi.state` and change it with `mvi.reduce`, since a body off the main
/// actor may not touch the presenter's fields. The view is still called
/// through `ifAttached`; each call is awaited, and that `await` is the hop
/// back to the main actor. The UI-thread scheduler is gone.
@MainActor
public final class CreateOrEditCirclePresenter: SimplePresenter<any CreateOrEditCircleContract.View>,
    CreateOrEditCircleContract.Presenter, MviContainerHost
{
    // excerpt:begin bookkeeping
    /// The container holding the screen's state and side effects.
    public let container = MviContainer<CreateOrEditState, CreateOrEditSideEffect>(initialState: CreateOrEditState())
    // excerpt:end bookkeeping
    private let shouldAllowFormSubmissionUseCase: ShouldAllowFormSubmissionUseCase
    private let hasCreateCircleRequestChangedUseCase: HasCreateCircleRequestChangedUseCase
    private let circlesRepository: any CirclesRepository
    private let prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase

    /// Creates the presenter with its use cases and repository.
    public init(
        shouldAllowFormSubmissionUseCase: ShouldAllowFormSubmissionUseCase,
        hasCreateCircleRequestChangedUseCase: HasCreateCircleRequestChangedUseCase,
        circlesRepository: any CirclesRepository,
        prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase
    ) {
        self.shouldAllowFormSubmissionUseCase = shouldAllowFormSubmissionUseCase
        self.hasCreateCircleRequestChangedUseCase = hasCreateCircleRequestChangedUseCase
        self.circlesRepository = circlesRepository
        self.prepareEditCircleRequestUseCase = prepareEditCircleRequestUseCase
        super.init()
    }

    // excerpt:begin check-form
    /// Enables Save when the name is valid and, in EDIT, the form differs from the circle.
    public func onCheckFormRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        intent { [self] mvi in
            if canSubmit(createCircleRequestDomain, in: mvi.state) {
                await ifAttachedOnMain { $0.enableCTA() }
            } else {
                await ifAttachedOnMain { $0.disableCTA() }
            }
        }
    }
    // excerpt:end check-form

    // excerpt:begin form-submitted
    /// Creates or saves the circle, unless Save would be disabled or a change is already in flight.
    public func onFormSubmitted(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        intent { [self] mvi in
            guard let submitted = mvi.startCommitting(when: { canSubmit(createCircleRequestDomain, in: $0) })
            else { return }
            if submitted.mode == .edit, let editedCircle = submitted.editedCircle {
                await editCircle(editedCircle.id, createCircleRequestDomain, mvi)
            } else {
                await createCircle(createCircleRequestDomain, mvi)
            }
        }
    }
    // excerpt:end form-submitted

    /// Closes the form, first asking when a new circle has input or an edited one has changes.
    public func onExitFromCreateCircleFlowRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        intent { [self] mvi in
            let state = mvi.state
            switch state.mode {
            case .create where createCircleRequestDomain.hasAnyInput:
                await ifAttachedOnMain { $0.exitWithCreateConfirmationDialog() }
            case .edit where hasChanges(createCircleRequestDomain, in: state):
                await ifAttachedOnMain { $0.exitWithEditConfirmationDialog() }
            case .create, .edit:
                await ifAttachedOnMain { $0.exitWithoutConfirmationDialog() }
            }
        }
    }

    /// Switches to EDIT and loads the circle, then fills the form with it.
    public func onEditCircleRequested(_ circleIdToEdit: String) {
        intent { [self] mvi in
            mvi.reduce { $0.withMode(.edit) }
            do {
                let circle = try await prepareEditCircleRequestUseCase(circleId: circleIdToEdit)
                mvi.reduce { $0.withEditedCircle(circle) }
                await ifAttachedOnMain { $0.setEditableCircleData(circle) }
            } catch {
                await ifAttachedOnMain { $0.showInitEditErrorDialog() }
            }
        }
    }

    /// Asks for confirmation before deleting; there is nothing to delete in CREATE.
    public func onDeleteCircleRequested() {
        intent { [self] mvi in
            guard mvi.state.mode == .edit, mvi.state.editedCircle != nil else { return }
            await ifAttachedOnMain { $0.showDeleteConfirmationDialog() }
        }
    }

    // excerpt:begin delete-confirmed
    /// Deletes the circle being edited.
    public func onDeleteCircleConfirmed() {
        intent { [self] mvi in
            guard let committing = mvi.startCommitting(when: { $0.editedCircle != nil }),
                let editedCircle = committing.editedCircle
            else { return }
            await ifAttachedOnMain { $0.showEditSpinner() }
            do {
                try await circlesRepository.deleteCircle(editedCircle.id)
                await ifAttachedOnMain { $0.exitToAggregatedFeed() }
            } catch {
                mvi.reduce { $0.withCommittingChanges(false) }
                await ifAttachedOnMain { $0.showEditCircleErrorDialog() }
            }
        }
    }
    // excerpt:end delete-confirmed

    private nonisolated func createCircle(_ request: CreateOrEditCircleRequestDomain, _ mvi: Scope) async {
        await ifAttachedOnMain { $0.showCreateSpinner() }
        do {
            let circle = try await circlesRepository.createCircle(request)
            await ifAttachedOnMain { $0.redirectToCircleInviteScreen(circle.id) }
        } catch {
            mvi.reduce { $0.withCommittingChanges(false) }
            await ifAttachedOnMain { $0.showCreateCircleErrorDialog() }
        }
    }

    private nonisolated func editCircle(_ circleId: String, _ request: CreateOrEditCircleRequestDomain, _ mvi: Scope)
        async
    {
        await ifAttachedOnMain { $0.showEditSpinner() }
        do {
            let circle = try await circlesRepository.editCircle(circleId, with: request)
            await ifAttachedOnMain { $0.redirectToCircleFeedScreen(circle.id) }
        } catch {
            mvi.reduce { $0.withCommittingChanges(false) }
            await ifAttachedOnMain { $0.showEditCircleErrorDialog() }
        }
    }

    /// `ifAttached` as intents call it: they run off the main actor and the view
    /// lives on it, so the caller awaits this method, and the await is the hop.
    private func ifAttachedOnMain(_ action: @MainActor (any CreateOrEditCircleContract.View) -> Void) {
        ifAttached { action($0) }
    }

    /// What an intent's body works with, named once to keep the helpers' signatures short.
    private typealias Scope = MviScope<CreateOrEditState, CreateOrEditSideEffect>

    /// Reads the state it is given rather than a field: intents run off the main actor.
    private nonisolated func canSubmit(_ request: CreateOrEditCircleRequestDomain, in state: CreateOrEditState)
        -> Bool
    {
        guard shouldAllowFormSubmissionUseCase(request) else { return false }
        switch state.mode {
        case .create: return true
        case .edit: return hasChanges(request, in: state)
        }
    }

    private nonisolated func hasChanges(_ request: CreateOrEditCircleRequestDomain, in state: CreateOrEditState) -> Bool
    {
        guard let editedCircle = state.editedCircle else { return false }
        return hasCreateCircleRequestChangedUseCase(request, comparedWith: editedCircle)
    }
}
