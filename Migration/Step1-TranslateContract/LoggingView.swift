import CirclesConsole
import CirclesDomain

/// A decorator of the legacy view that logs each call the presenter makes, then passes it on.
///
/// With ``LoggingPresenter`` it turns `--log` into the legacy screen's whole
/// conversation: what the view told the presenter, and every command the
/// presenter gave back, in order.
@MainActor
final class LoggingView: CreateOrEditCircleContract.View {
    private let view: any CreateOrEditCircleContract.View
    private let log: @Sendable (String) -> Void

    /// Wraps `view`, writing a line to `log` for each call.
    init(wrapping view: any CreateOrEditCircleContract.View, log: @escaping @Sendable (String) -> Void) {
        self.view = view
        self.log = log
    }

    func showCreateSpinner() { logged("showCreateSpinner()") { $0.showCreateSpinner() } }

    func showEditSpinner() { logged("showEditSpinner()") { $0.showEditSpinner() } }

    func redirectToCircleFeedScreen(_ circleId: String) {
        logged("redirectToCircleFeedScreen(\"\(circleId)\")") { $0.redirectToCircleFeedScreen(circleId) }
    }

    func redirectToCircleInviteScreen(_ circleId: String) {
        logged("redirectToCircleInviteScreen(\"\(circleId)\")") { $0.redirectToCircleInviteScreen(circleId) }
    }

    func showCreateCircleErrorDialog() { logged("showCreateCircleErrorDialog()") { $0.showCreateCircleErrorDialog() } }

    func showEditCircleErrorDialog() { logged("showEditCircleErrorDialog()") { $0.showEditCircleErrorDialog() } }

    func showInitEditErrorDialog() { logged("showInitEditErrorDialog()") { $0.showInitEditErrorDialog() } }

    func enableCTA() { logged("enableCTA()") { $0.enableCTA() } }

    func disableCTA() { logged("disableCTA()") { $0.disableCTA() } }

    func exitWithCreateConfirmationDialog() {
        logged("exitWithCreateConfirmationDialog()") { $0.exitWithCreateConfirmationDialog() }
    }

    func exitWithEditConfirmationDialog() {
        logged("exitWithEditConfirmationDialog()") { $0.exitWithEditConfirmationDialog() }
    }

    func exitWithoutConfirmationDialog() {
        logged("exitWithoutConfirmationDialog()") { $0.exitWithoutConfirmationDialog() }
    }

    func exitToAggregatedFeed() { logged("exitToAggregatedFeed()") { $0.exitToAggregatedFeed() } }

    func showDeleteConfirmationDialog() {
        logged("showDeleteConfirmationDialog()") { $0.showDeleteConfirmationDialog() }
    }

    func setEditableCircleData(_ result: CircleConfigModel) {
        let cover = result.coverPhoto.map { "\"\($0)\"" } ?? "nil"
        logged("setEditableCircleData({id: \"\(result.id)\", name: \"\(result.name)\", coverPhoto: \(cover)})") {
            $0.setEditableCircleData(result)
        }
    }

    /// Logs `call` before making it, so a call that navigates away is logged before what follows it.
    private func logged(_ call: String, _ action: (any CreateOrEditCircleContract.View) -> Void) {
        log("view.\(call)")
        action(view)
    }
}
