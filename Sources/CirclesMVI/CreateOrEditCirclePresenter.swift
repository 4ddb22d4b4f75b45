import CirclesDomain
import MviKit

/// The MVI presenter of the create / edit circle screen: the talk's "after".
///
/// It owns no mutable fields and calls no view. Each user event is an intent
/// that reduces the immutable ``CreateOrEditState`` or posts a
/// ``CreateOrEditSideEffect``; the container runs it off the main actor and
/// delivers the results to whichever view is subscribed, whenever it is.
@MainActor
public final class CreateOrEditCirclePresenter: MviContainerHost, CreateOrEditCircleContract.Presenter {
    /// The container holding the screen's state and side effects.
    public let container: MviContainer<CreateOrEditState, CreateOrEditSideEffect>
    private let circlesRepository: any CirclesRepository
    private let prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase
    /// The form's rules, which the screen also needs to decide what is worth saving.
    let formCheck: FormCheck

    /// Creates the presenter with its use cases and repository, starting from `initialState`.
    public init(
        shouldAllowFormSubmissionUseCase: ShouldAllowFormSubmissionUseCase,
        hasCreateCircleRequestChangedUseCase: HasCreateCircleRequestChangedUseCase,
        circlesRepository: any CirclesRepository,
        prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase,
        initialState: CreateOrEditState = CreateOrEditState()
    ) {
        container = MviContainer(initialState: initialState)
        self.circlesRepository = circlesRepository
        self.prepareEditCircleRequestUseCase = prepareEditCircleRequestUseCase
        formCheck = FormCheck(
            shouldAllowFormSubmission: shouldAllowFormSubmissionUseCase,
            hasCreateCircleRequestChanged: hasCreateCircleRequestChangedUseCase)
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
    /// Save was pressed: create or edit, unless Save is disabled or a change is already in flight.
    public func onFormSubmitted() {
        intent { [circlesRepository] mvi in
            guard let submitted = mvi.startCommitting(when: { $0.ctaEnabled }) else { return }
            do {
                if submitted.mode == .edit, let editedCircle = submitted.editedCircle {
                    let circle = try await circlesRepository.editCircle(editedCircle.id, with: submitted.request)
                    mvi.postSideEffect(.openCircleFeed(circleId: circle.id))
                } else {
                    let circle = try await circlesRepository.createCircle(submitted.request)
                    mvi.postSideEffect(.openCircleInvite(circleId: circle.id))
                }
            } catch {
                mvi.stopCommittingWithError()
            }
        }
    }
    // excerpt:end form-submitted

    /// Back was pressed: close, or ask first when a new circle has input or an edited one has changes.
    public func onExitFromCreateCircleFlowRequested() {
        intent { [formCheck] mvi in
            mvi.postSideEffect(formCheck.wouldLoseInput(mvi.state) ? .showExitConfirmation : .close)
        }
    }

    /// The screen was opened to edit the circle with `circleIdToEdit`: load it into the form.
    public func onEditCircleRequested(_ circleIdToEdit: String) {
        intent { [prepareEditCircleRequestUseCase] mvi in
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

    /// Delete was pressed: ask first; there is nothing to delete in CREATE.
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
    /// The deletion was confirmed: delete, then go to the list of all circles.
    public func onDeleteCircleConfirmed() {
        intent { [circlesRepository] mvi in
            guard let committing = mvi.startCommitting(when: { $0.editedCircle != nil }),
                let circleId = committing.editedCircle?.id
            else { return }
            do {
                try await circlesRepository.deleteCircle(circleId)
                mvi.postSideEffect(.openAggregatedFeed)
            } catch {
                mvi.stopCommittingWithError()
            }
        }
    }
    // excerpt:end delete-confirmed
}
