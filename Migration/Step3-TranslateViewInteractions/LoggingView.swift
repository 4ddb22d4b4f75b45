import CirclesConsole
import CirclesDomain

/// A decorator of the legacy view that logs each call the presenter makes, then passes it on.
///
/// With ``LoggingPresenter`` it turns `--log` into the legacy screen's whole
/// conversation: what the view told the presenter, and every command the
/// presenter gave back, in order. Only three commands are left in this step;
/// the rest are state changes and side effects, which ``FormEventLogger``
/// writes from the container.
@MainActor
final class LoggingView: CreateOrEditCircleContract.View {
    private let view: any CreateOrEditCircleContract.View
    private let log: @Sendable (String) -> Void

    /// Wraps `view`, writing a line to `log` for each call.
    init(wrapping view: any CreateOrEditCircleContract.View, log: @escaping @Sendable (String) -> Void) {
        self.view = view
        self.log = log
    }

    func enableCTA() { logged("enableCTA()") { $0.enableCTA() } }

    func disableCTA() { logged("disableCTA()") { $0.disableCTA() } }

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
