import Locking

/// The lines `--log` collects until the session writes them.
///
/// An MVI form logs from whichever thread runs its intents, with its
/// container locked, so a line cannot be written straight to the console:
/// it would land in the middle of a screen. Lines wait here, in the order
/// they were logged, and the session writes them between a command and the
/// screen it leads to, so a transcript with `--log` is the same every run.
final class FormLog: Sendable {
    private let lines = Locked<[String]>([])

    /// Creates an empty log.
    init() {}

    /// Keeps `line`; safe from any thread.
    @Sendable
    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// The lines kept so far, oldest first, which are then forgotten.
    func drain() -> [String] {
        lines.withLock { lines in
            defer { lines.removeAll() }
            return lines
        }
    }
}
