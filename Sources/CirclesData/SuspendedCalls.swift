/// The tasks waiting at one suspension point, each under an identifier, in arrival order.
///
/// Cancellation and arrival race: a task can be cancelled before its
/// continuation is stored. Such an identifier is remembered, so that the late
/// arrival is refused and resumed with `CancellationError` instead of waiting
/// for ever.
struct SuspendedCalls {
    /// A waiting task's continuation.
    typealias Continuation = CheckedContinuation<Void, any Error>

    private var waiting: [(id: Int, continuation: Continuation)] = []
    private var cancelledBeforeArrival: Set<Int> = []

    /// How many tasks are waiting.
    var count: Int { waiting.count }

    /// Adds the task `id`; returns `false`, storing nothing, when it was already cancelled.
    mutating func add(_ id: Int, _ continuation: Continuation) -> Bool {
        guard cancelledBeforeArrival.remove(id) == nil else { return false }
        waiting.append((id, continuation))
        return true
    }

    /// Removes the task `id` and returns its continuation, to be resumed with `CancellationError`.
    ///
    /// Returns `nil` when it is not waiting (yet), and remembers it in case it arrives later.
    mutating func cancel(_ id: Int) -> Continuation? {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else {
            cancelledBeforeArrival.insert(id)
            return nil
        }
        return waiting.remove(at: index).continuation
    }

    /// Forgets the task `id` once it has stopped waiting, whatever the reason.
    ///
    /// A task cancelled after it was released leaves its identifier behind; this clears it.
    mutating func forget(_ id: Int) {
        cancelledBeforeArrival.remove(id)
    }

    /// Removes every waiting task and returns their continuations, first arrived first.
    mutating func removeAll() -> [Continuation] {
        defer { waiting.removeAll() }
        return waiting.map(\.continuation)
    }
}
