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
    private let circlesRepository: any CirclesRepository
    private let prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase
    /// The form's rules, which the screen also needs to decide what is worth saving.
    let formCheck: FormCheck

    /// Creates the presenter with its use cases and repository.
    public init(
        shouldAllowFormSubmissionUseCase: ShouldAllowFormSubmissionUseCase,
        hasCreateCircleRequestChangedUseCase: HasCreateCircleRequestChangedUseCase,
        circlesRepository: any CirclesRepository,
        prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase
    ) {
        self.circlesRepository = circlesRepository
        self.prepareEditCircleRequestUseCase = prepareEditCircleRequestUseCase
        formCheck = FormCheck(
            shouldAllowFormSubmission: shouldAllowFormSubmissionUseCase,
            hasCreateCircleRequestChanged: hasCreateCircleRequestChangedUseCase)
    }

    /// Hands the view the states, the current one at once, on the main actor.
    public func subscribeToState(_ stateHandler: @escaping @MainActor (CreateOrEditState) -> Void) -> MviSubscription {
        container.subscribeToState(stateHandler)
    }

    /// Hands the view the side effects, those nobody took yet first, on the main actor.
    public func subscribeToSideEffects(_ sideEffectHandler: @escaping @MainActor (CreateOrEditSideEffect) -> Void)
        -> MviSubscription
    {
        container.subscribeToSideEffects(sideEffectHandler)
    }

    // excerpt:begin name-changed
    /// The name field changed: keep it, and decide whether Save is enabled.
    public func onNameChanged(_ circleName: String) {
        intent { [formCheck] mvi in
            mvi.reduce { formCheck.checked($0.withCircleName(circleName)) }
        }
    }
    // excerpt:end name-changed

    /// The cover field changed (`nil` when emptied): keep it, and decide whether Save is enabled.
    public func onCoverPhotoChanged(_ coverPhoto: String?) {
        intent { [formCheck] mvi in
            mvi.reduce { formCheck.checked($0.withCoverPhoto(coverPhoto)) }
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
    ///
    /// While a change is being saved it does nothing, as Save does: where the
    /// form goes is that change's outcome. The earlier versions ask, or close,
    /// and leave the change to finish unseen.
    public func onExitFromCreateCircleFlowRequested() {
        intent { [formCheck] mvi in
            guard !mvi.state.committingChanges else { return }
            mvi.postSideEffect(formCheck.wouldLoseInput(mvi.state) ? .showExitConfirmation : .close)
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

    /// The form was put back from a saved state: a change in flight did not survive, so stop its spinner and decide Save again.
    public func onFormRestored() {
        intent { [formCheck] mvi in
            mvi.reduce { formCheck.checked($0.withCommittingChanges(false)) }
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
}
