/// Runs asynchronous work and calls back on the main actor: the legacy
/// stand-in for the talk's `subscribeOnUiThread(onSuccess, onError)`.
///
/// Legacy presenters of that era were handed a scheduler so that tests could
/// wait for callbacks instead of sleeping. This one keeps count of the work
/// in flight, and ``waitUntilIdle()`` returns once every callback has run.
@MainActor
public final class UiThreadScheduler {
    /// How many pieces of work started here have not yet called back.
    public private(set) var pendingCount = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a scheduler with nothing in flight.
    public init() {}

    /// Runs `work` off the main actor, then calls `onSuccess` or `onError` on it.
    public func subscribeOnUiThread<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value,
        onSuccess: @escaping @MainActor (Value) -> Void,
        onError: @escaping @MainActor (any Error) -> Void
    ) {
        pendingCount += 1
        Task { @MainActor in
            do {
                let value = try await work()
                onSuccess(value)
            } catch {
                onError(error)
            }
            finishOne()
        }
    }

    /// Returns once every piece of work started so far, and its callback, has finished.
    public func waitUntilIdle() async {
        guard pendingCount > 0 else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    private func finishOne() {
        pendingCount -= 1
        guard pendingCount == 0 else { return }
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }
}
