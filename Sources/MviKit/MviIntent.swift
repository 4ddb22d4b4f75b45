/// A started intent, as ``MviContainer/intent(_:_:)`` returns it: the talk's
/// framework returns a cancellable job in the same place.
///
/// Keeping it is optional. Cancel it to stop work whose result nobody wants
/// any more (a search the user has typed past):
///
/// ```swift
/// search?.cancel()
/// search = intent { [catalogue] mvi in
///     let results = try await catalogue.search(query)
///     mvi.reduce { $0.withResults(results) }
/// }
/// ```
public struct MviIntent: Sendable {
    /// The body's task; `nil` when the container was closed and never started it.
    let task: Task<Void, Never>?

    /// Cancels the intent: a body that has not started never runs; a running
    /// one sees `Task.isCancelled`, and `CancellationError` from cancellable
    /// awaits, from then on. The queue may start a body before `intent` has
    /// returned, so a body cancelled at once may still run up to its first
    /// check. Its ending is not a failure. Cancelling an intent that has
    /// ended, or one the closed container never started, does nothing.
    public func cancel() {
        task?.cancel()
    }
}
