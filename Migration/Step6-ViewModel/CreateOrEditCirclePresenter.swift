import CirclesDomain
import MviKit

/// The MVI presenter of the create / edit circle screen: the talk's "after".
///
/// It owns no mutable fields and calls no view. Each user event is an intent
/// that reduces the immutable ``CreateOrEditState`` or posts a
/// ``CreateOrEditSideEffect``; the container runs it off the main actor and
/// delivers the results to whichever view is subscribed, whenever it is.
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

    // excerpt:begin name-changed
    /// The name field changed: keep it, and decide whether Save is enabled.
    public func onNameChanged(_ circleName: String) {
        intent { [self] mvi in
            mvi.reduce { checked($0.withCircleName(circleName)) }
        }
    }
    // excerpt:end name-changed

    /// The cover field changed (`nil` when emptied): keep it, and decide whether Save is enabled.
    public func onCoverPhotoChanged(_ coverPhoto: String?) {
        intent { [self] mvi in
            mvi.reduce { checked($0.withCoverPhoto(coverPhoto)) }
        }
    }

    // excerpt:begin form-submitted
    /// Creates or saves the circle, unless Save would be disabled or a change is already in flight.
    public func onFormSubmitted() {
        intent { [self] mvi in
            guard let submitted = mvi.startCommitting(when: { $0.ctaEnabled }) else { return }
            if submitted.mode == .edit, let editedCircle = submitted.editedCircle {
                await editCircle(editedCircle.id, submitted.request, mvi)
            } else {
                await createCircle(submitted.request, mvi)
            }
        }
    }
    // excerpt:end form-submitted

    /// Closes the form, first asking when a new circle has input or an edited one has changes.
    public func onExitFromCreateCircleFlowRequested() {
        intent { [self] mvi in
            let state = mvi.state
            switch state.mode {
            case .create where state.request.hasAnyInput:
                mvi.postSideEffect(.showExitConfirmation)
            case .edit where hasChanges(state):
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
                mvi.reduce {
                    $0.withEditedCircle(circle).withCircleName(circle.name).withCoverPhoto(circle.coverPhoto)
                        .withCtaEnabled(false)
                }
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

    /// `state` with Save enabled exactly when the name is valid and, in EDIT, the form differs from the circle.
    private nonisolated func checked(_ state: CreateOrEditState) -> CreateOrEditState {
        state.withCtaEnabled(canSubmit(state))
    }

    /// Reads the state it is given rather than a field: intents run off the main actor.
    private nonisolated func canSubmit(_ state: CreateOrEditState) -> Bool {
        guard shouldAllowFormSubmissionUseCase(state.request) else { return false }
        switch state.mode {
        case .create: return true
        case .edit: return hasChanges(state)
        }
    }

    private nonisolated func hasChanges(_ state: CreateOrEditState) -> Bool {
        guard let editedCircle = state.editedCircle else { return false }
        return hasCreateCircleRequestChangedUseCase(state.request, comparedWith: editedCircle)
    }
}
