/// The demo's one window into a form: the calls its view makes on the
/// presenter, and what its container does, in the order they happen.
///
/// Every version is wired the same way: the form's screen hands its presenter
/// to ``Architecture``, which puts a ``PresenterRecorder`` in front of it that
/// tells this probe each call, and, for a version with a container, each event
/// the container delivers. `--log` prints the lines; the interaction tests read
/// the calls. Nothing in a version knows it is watched.
@MainActor
package final class FormProbe {
    private let isLogging: Bool
    private let onCall: (@MainActor (PresenterCall) -> Void)?
    private var lines: [String] = []

    /// A probe that keeps log lines when `isLogging`, and hands each presenter call to `onCall`.
    package init(isLogging: Bool, onCall: (@MainActor (PresenterCall) -> Void)? = nil) {
        self.isLogging = isLogging
        self.onCall = onCall
    }

    /// Records a call the view made on its presenter.
    package func record(_ call: PresenterCall) {
        onCall?(call)
        log("presenter.\(call)")
    }

    /// Keeps `line` for the log, when logging.
    package func log(_ line: String) {
        guard isLogging else { return }
        lines.append(line)
    }

    /// The lines kept so far, oldest first, which are then forgotten.
    package func drainLog() -> [String] {
        defer { lines = [] }
        return lines
    }
}
