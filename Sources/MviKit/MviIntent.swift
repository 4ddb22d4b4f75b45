/// A handle on one intent started by ``MviContainer/intent(_:_:)``.
///
/// Starting an intent never waits for it; this handle is how a caller can wait
/// for it or stop it. Most callers drop it: the container keeps the intent
/// running on its own.
public struct MviIntent: Sendable {
    /// The name the intent was started with, usually the calling method's name.
    public let name: String
    private let task: Task<Void, Never>?

    @usableFromInline
    init(name: String, task: Task<Void, Never>?) {
        self.name = name
        self.task = task
    }

    /// Whether the container refused to run the intent because it was closed.
    public var isIgnored: Bool {
        task == nil
    }

    /// Asks the intent's body to stop, through Swift's cooperative cancellation.
    public func cancel() {
        task?.cancel()
    }

    /// Returns once the intent's body has returned or thrown.
    ///
    /// This says nothing about the main actor: to wait until the view has also
    /// seen what the intent did, use ``MviContainer/idle()``.
    public func waitUntilFinished() async {
        await task?.value
    }
}
