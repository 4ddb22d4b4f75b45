import CirclesDomain
import CirclesMVP

/// A fake view that records every call the presenter makes, in order.
@MainActor
final class RecordingView: CreateOrEditCircleContract.View {
    /// One view call, with its argument.
    enum Call: Equatable {
        case showCreateSpinner
        case showEditSpinner
        case redirectToCircleFeedScreen(String)
        case redirectToCircleInviteScreen(String)
        case showCreateCircleErrorDialog
        case showEditCircleErrorDialog
        case showInitEditErrorDialog
        case enableCTA
        case disableCTA
        case exitWithCreateConfirmationDialog
        case exitWithEditConfirmationDialog
        case exitWithoutConfirmationDialog
        case exitToAggregatedFeed
        case showDeleteConfirmationDialog
        case setEditableCircleData(CircleConfigModel)
    }

    /// Every call received so far, in order.
    private(set) var calls: [Call] = []

    func showCreateSpinner() { calls.append(.showCreateSpinner) }
    func showEditSpinner() { calls.append(.showEditSpinner) }
    func redirectToCircleFeedScreen(_ circleId: String) { calls.append(.redirectToCircleFeedScreen(circleId)) }
    func redirectToCircleInviteScreen(_ circleId: String) { calls.append(.redirectToCircleInviteScreen(circleId)) }
    func showCreateCircleErrorDialog() { calls.append(.showCreateCircleErrorDialog) }
    func showEditCircleErrorDialog() { calls.append(.showEditCircleErrorDialog) }
    func showInitEditErrorDialog() { calls.append(.showInitEditErrorDialog) }
    func enableCTA() { calls.append(.enableCTA) }
    func disableCTA() { calls.append(.disableCTA) }
    func exitWithCreateConfirmationDialog() { calls.append(.exitWithCreateConfirmationDialog) }
    func exitWithEditConfirmationDialog() { calls.append(.exitWithEditConfirmationDialog) }
    func exitWithoutConfirmationDialog() { calls.append(.exitWithoutConfirmationDialog) }
    func exitToAggregatedFeed() { calls.append(.exitToAggregatedFeed) }
    func showDeleteConfirmationDialog() { calls.append(.showDeleteConfirmationDialog) }
    func setEditableCircleData(_ result: CircleConfigModel) { calls.append(.setEditableCircleData(result)) }

    /// Forgets the calls so far, so a test can assert only what its action caused.
    func reset() { calls.removeAll() }
}
