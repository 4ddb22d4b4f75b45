import CirclesDomain
import MviKit

/// Step 4: the presenter stops calling the view; Save and the edited circle are state the view reads.
///
/// `enableCTA` / `disableCTA` became a reduction of `ctaEnabled`, and
/// `setEditableCircleData` is gone: the view fills its fields from
/// `editedCircle` when it first sees it. With no view calls left, the
/// presenter no longer subclasses `SimplePresenter`: it holds no view, and
/// any number of views can subscribe to its container.
@MainActor
public final class CreateOrEditCirclePresenter: CreateOrEditCircleContract.Presenter, MviContainerHost {
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
    }

    // excerpt:begin check-form
    /// Enables Save when the name is valid and, in EDIT, the form differs from the circle.
    public func onCheckFormRequested(_ createCircleRequestDomain: CreateOrEditCircleRequestDomain) {
        intent { [self] mvi in
            mvi.reduce { $0.withCtaEnabled(canSubmit(createCircleRequestDomain, in: $0)) }
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
                mvi.postSideEffect(.showExitConfirmation)
            case .edit where hasChanges(createCircleRequestDomain, in: state):
                mvi.postSideEffect(.showExitConfirmation)
            case .create, .edit:
                mvi.postSideEffect(.close)
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
            } catch {
                mvi.postSideEffect(.showInitEditError)
            }
        }
    }

    /// Asks for confirmation before deleting; there is nothing to delete in CREATE.
    public func onDeleteCircleRequested() {
        intent { mvi in
            guard mvi.state.mode == .edit, mvi.state.editedCircle != nil else { return }
            mvi.postSideEffect(.showDeleteConfirmation)
        }
    }

    // excerpt:begin delete-confirmed
    /// Deletes the circle being edited.
    public func onDeleteCircleConfirmed() {
        intent { [self] mvi in
            guard let committing = mvi.startCommitting(when: { $0.editedCircle != nil }),
                let editedCircle = committing.editedCircle
            else { return }
            do {
                try await circlesRepository.deleteCircle(editedCircle.id)
                mvi.postSideEffect(.openAggregatedFeed)
            } catch {
                mvi.reduce { $0.withCommittingChanges(false) }
                mvi.postSideEffect(.showError)
            }
        }
    }
    // excerpt:end delete-confirmed

    private nonisolated func createCircle(_ request: CreateOrEditCircleRequestDomain, _ mvi: Scope) async {
        do {
            let circle = try await circlesRepository.createCircle(request)
            mvi.postSideEffect(.openCircleInvite(circleId: circle.id))
        } catch {
            mvi.reduce { $0.withCommittingChanges(false) }
            mvi.postSideEffect(.showError)
        }
    }

    private nonisolated func editCircle(_ circleId: String, _ request: CreateOrEditCircleRequestDomain, _ mvi: Scope)
        async
    {
        do {
            let circle = try await circlesRepository.editCircle(circleId, with: request)
            mvi.postSideEffect(.openCircleFeed(circleId: circle.id))
        } catch {
            mvi.reduce { $0.withCommittingChanges(false) }
            mvi.postSideEffect(.showError)
        }
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
