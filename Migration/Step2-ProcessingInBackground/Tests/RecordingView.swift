import CirclesDomain
import Step2ProcessingInBackground

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

    /// Runs once, when the next call that leaves the form arrives and before the view records it:
    /// what a user does after the presenter decided to leave the form and before the view has.
    var beforeNextNavigation: (() -> Void)?

    func showCreateSpinner() { calls.append(.showCreateSpinner) }
    func showEditSpinner() { calls.append(.showEditSpinner) }
    func redirectToCircleFeedScreen(_ circleId: String) { navigate(.redirectToCircleFeedScreen(circleId)) }
    func redirectToCircleInviteScreen(_ circleId: String) { navigate(.redirectToCircleInviteScreen(circleId)) }
    func showCreateCircleErrorDialog() { calls.append(.showCreateCircleErrorDialog) }
    func showEditCircleErrorDialog() { calls.append(.showEditCircleErrorDialog) }
    func showInitEditErrorDialog() { calls.append(.showInitEditErrorDialog) }
    func enableCTA() { calls.append(.enableCTA) }
    func disableCTA() { calls.append(.disableCTA) }
    func exitWithCreateConfirmationDialog() { calls.append(.exitWithCreateConfirmationDialog) }
    func exitWithEditConfirmationDialog() { calls.append(.exitWithEditConfirmationDialog) }
    func exitWithoutConfirmationDialog() { navigate(.exitWithoutConfirmationDialog) }
    func exitToAggregatedFeed() { navigate(.exitToAggregatedFeed) }
    func showDeleteConfirmationDialog() { calls.append(.showDeleteConfirmationDialog) }
    func setEditableCircleData(_ result: CircleConfigModel) { calls.append(.setEditableCircleData(result)) }

    /// Forgets the calls so far, so a test can assert only what its action caused.
    func reset() { calls.removeAll() }

    /// Records a call that leaves the form, running ``beforeNextNavigation`` first.
    private func navigate(_ call: Call) {
        let action = beforeNextNavigation
        beforeNextNavigation = nil
        action?()
        calls.append(call)
    }
}
