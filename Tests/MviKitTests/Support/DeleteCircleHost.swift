import MviKit

/// A tiny presenter with the talk's `onDeleteCircleConfirmed`, deleting through
/// an injected closure that a test makes succeed or throw.
// excerpt:begin host
@MainActor
final class DeleteCircleHost: MviContainerHost {
    enum SideEffect: Equatable, Sendable {
        case openAggregatedFeed
        case showError
    }

    /// Thrown when delete is confirmed with no circle being edited.
    struct NoEditedCircle: Error {}

    let container = MviContainer<DeleteCircleState, SideEffect>(initialState: DeleteCircleState())
    private let deleteCircle: @Sendable (String) async throws -> Void

    init(deleteCircle: @escaping @Sendable (String) async throws -> Void) {
        self.deleteCircle = deleteCircle
    }

    func onDeleteCircleConfirmed() {
        intent { [deleteCircle] mvi in
            mvi.reduce { $0.withCommittingChanges(true) }
            do {
                guard let circleId = mvi.state.editedCircleId else { throw NoEditedCircle() }
                try await deleteCircle(circleId)
                mvi.postSideEffect(.openAggregatedFeed)
            } catch {
                mvi.reduce { $0.withCommittingChanges(false) }
                mvi.postSideEffect(.showError)
            }
        }
    }
}
// excerpt:end host

/// What a test makes `deleteCircle`, or any intent body, throw; its message shows up in logs.
struct FakeError: Error, Equatable, CustomStringConvertible {
    let message: String

    var description: String {
        "FakeError(\(message))"
    }
}
