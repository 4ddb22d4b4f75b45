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
    private var idleWaiters: [(allowedPending: Int, continuation: CheckedContinuation<Void, Never>)] = []

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
        await waitUntilIdle(allowingPending: 0)
    }

    /// Like ``waitUntilIdle()``, but returns once at most `count` pieces of work are
    /// pending: how the demo waits for everything except the calls it holds.
    package func waitUntilIdle(allowingPending count: Int) async {
        guard pendingCount > count else { return }
        await withCheckedContinuation { idleWaiters.append((count, $0)) }
    }

    private func finishOne() {
        pendingCount -= 1
        let woken = idleWaiters.filter { $0.allowedPending >= pendingCount }
        idleWaiters.removeAll { $0.allowedPending >= pendingCount }
        for waiter in woken { waiter.continuation.resume() }
    }
}
