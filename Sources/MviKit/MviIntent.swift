/// A started intent, as ``MviContainer/intent(_:_:)`` returns it: the talk's
/// framework returns a cancellable job in the same place.
///
/// Keeping it is optional. Cancel it to stop work whose result nobody wants
/// any more (a search the user has typed past):
///
/// ```swift
/// search?.cancel()
/// search = intent { mvi in
///     let results = try await catalogue.search(query)
///     mvi.reduce { $0.withResults(results) }
/// }
/// ```
public struct MviIntent: Sendable {
    /// What a handle cancels through: the container that started the intent.
    @usableFromInline
    protocol Canceller: AnyObject, Sendable {
        func cancelIntent(_ id: UInt64)
    }

    private let id: UInt64
    private let canceller: (any Canceller)?

    @usableFromInline
    init(id: UInt64, canceller: (any Canceller)?) {
        self.id = id
        self.canceller = canceller
    }

    /// Cancels the intent: a body that has not started never runs; a running
    /// one sees `Task.isCancelled` and gets `CancellationError` from cancellable
    /// awaits from its next suspension on. Cancelling a finished intent does nothing.
    public func cancel() {
        canceller?.cancelIntent(id)
    }
}
