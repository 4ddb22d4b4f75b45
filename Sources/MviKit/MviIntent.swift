/// A handle on one intent started by ``MviContainer/intent(_:_:)``.
///
/// Starting an intent never waits for it; this handle is how a caller can wait
/// for it or stop it. Most callers drop it: the container keeps the intent
/// running on its own. The handle holds the container's intent bookkeeping
/// (its inbox and core), not the container: the drainer retains the container
/// for every body it runs, and a handle retaining it too, on the caller's
/// thread, made the two threads take turns on one reference count. A weak
/// reference would have been slower still, moving the count to a side table.
public struct MviIntent: Sendable {
    /// The name the intent was started with, usually the calling method's name.
    public let name: String
    /// Whether the container refused to run the intent because it was closed.
    public let isIgnored: Bool
    private let id: UInt64
    private let control: (any MviIntentControl)?

    /// A handle on the intent `id` of `control`.
    @usableFromInline
    init(name: String, id: UInt64, control: any MviIntentControl) {
        self.name = name
        self.isIgnored = false
        self.id = id
        self.control = control
    }

    /// A handle on an intent that was never queued.
    @usableFromInline
    init(ignoredIntentNamed name: String) {
        self.name = name
        self.isIgnored = true
        self.id = 0
        self.control = nil
    }

    /// Asks the intent to stop: one not started yet never runs, and a running
    /// body sees Swift's cooperative cancellation from its next suspension on.
    public func cancel() {
        control?.cancelIntent(id: id)
    }

    /// Returns once the intent's body has returned or thrown (or was skipped).
    ///
    /// This says nothing about the main actor: to wait until the view has also
    /// seen what the intent did, use ``MviContainer/idle()``.
    public func waitUntilFinished() async {
        await control?.waitForIntent(id: id)
    }
}

/// What an ``MviIntent`` handle asks of the container that started the intent.
@usableFromInline
protocol MviIntentControl: AnyObject, Sendable {
    /// Cancels intent `id` if it is waiting or running.
    func cancelIntent(id: UInt64)
    /// Returns once intent `id` has finished.
    func waitForIntent(id: UInt64) async
}
