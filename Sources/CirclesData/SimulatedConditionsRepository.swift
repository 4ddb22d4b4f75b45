import CirclesDomain
import MviKitLocking

/// A repository that wraps another and adds latency, injected failures and a hold gate.
///
/// It is how the demo and the tests make any store slow or failing: the
/// in-memory store and the JSON file store have no such switches of their own.
/// Every call goes through these steps, in this order:
///
/// 1. On entry it takes the armed hold and the armed failure for its
///    operation, if any, so its fate is settled when it is made.
/// 2. If held, it waits at the gate until ``releaseHeld()``.
/// 3. It sleeps for ``latency`` (`Task.sleep(for:)`), when that is not zero.
/// 4. If a failure was armed, it throws
///    ``CirclesDomain/CirclesRepositoryError/simulatedFailure(_:)`` without
///    touching the wrapped store; otherwise it forwards the call.
///
/// A cancelled call stops where it is, at the gate or in its sleep, with
/// `CancellationError`.
public final class SimulatedConditionsRepository: Sendable {
    /// The store calls are forwarded to.
    let wrapped: any CirclesRepository

    /// How long every call waits before it reaches the store (or fails).
    public let latency: Duration

    private let sleep: @Sendable (Duration) async throws -> Void
    let state = Locked(State())

    /// Wraps `repository`, adding `latency` to every call.
    public convenience init(wrapping repository: any CirclesRepository, latency: Duration = .zero) {
        self.init(wrapping: repository, latency: latency) { try await Task.sleep(for: $0) }
    }

    /// Wraps `repository`, waiting through `sleep`, so that a test can watch the latency.
    init(
        wrapping repository: any CirclesRepository,
        latency: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        wrapped = repository
        self.latency = latency
        self.sleep = sleep
    }

    /// Makes the next call of `operation` fail with `simulatedFailure(operation)`.
    ///
    /// One-shot: the call after it works again. Arming the same operation
    /// twice before it is called still fails only one call, because the switch
    /// is on or off, not a count; the demo's `fail create` means "the next one".
    public func failNext(_ operation: RepositoryOperation) {
        state.withLock { _ = $0.armedFailures.insert(operation) }
    }

    /// Makes the next call, of any operation, wait before the store until ``releaseHeld()``.
    ///
    /// Only one call is held per arming, however many times it is armed.
    public func holdNext() {
        state.withLock { $0.isHoldArmed = true }
    }

    /// Lets every held call go on, and disarms a hold no call has used yet.
    ///
    /// With nothing held and nothing armed it does nothing. Disarming means a
    /// release sent before the call arrived is not lost.
    public func releaseHeld() {
        release(disarming: true)
    }

    /// Lets every held call go on, but keeps a hold no call has used yet for the next call.
    ///
    /// For a screen that closes while its call is held: the call has no one
    /// left to wait for it, and the hold the user armed is still meant for the
    /// next call.
    public func releaseHeldCalls() {
        release(disarming: false)
    }

    private func release(disarming: Bool) {
        let released = state.withLock { state in
            if disarming { state.isHoldArmed = false }
            return state.releaseHeldCalls()
        }
        for continuation in released { continuation.resume() }
    }

    /// How many calls are held now: waiting at the gate, or on their way to it.
    ///
    /// A call counts from the moment it takes the armed hold, a moment before
    /// it reaches the gate: otherwise a caller looking in between would see
    /// nothing held while a call is about to wait.
    public var heldCallCount: Int {
        state.withLock { $0.heldAdmissions.count }
    }

    /// Whether a hold is armed or a call is waiting at the gate.
    ///
    /// While it is true, "all work has settled" means "everything left is held".
    public var isHolding: Bool {
        state.withLock { $0.isHolding }
    }

    /// How many calls have started and not yet returned, held ones included.
    ///
    /// When it equals ``heldCallCount``, the only work left is waiting on the gate.
    public var inFlightCallCount: Int {
        state.withLock { $0.inFlightCallCount }
    }

    /// Returns once more than `count` calls are waiting at the gate: at once if they already are.
    ///
    /// - Throws: `CancellationError` when the waiting task is cancelled.
    public func waitUntilHeld(moreThan count: Int = 0) async throws {
        try await wait(in: .heldCallWatchers, id: state.withLock { $0.makeTaskId() }, passingAbove: count)
    }

    /// Runs `call` on the wrapped store after the gate, the latency and the failure check.
    func perform<Result: Sendable>(
        _ operation: RepositoryOperation,
        _ call: () async throws -> Result
    ) async throws -> Result {
        let admission = state.withLock { $0.admit(operation) }
        defer { state.withLock { $0.inFlightCallCount -= 1 } }
        if admission.isHeld {
            try await wait(in: .heldCalls, id: admission.callId)
        }
        if latency > .zero {
            try await sleep(latency)
        }
        if admission.fails {
            throw CirclesRepositoryError.simulatedFailure(operation)
        }
        return try await call()
    }

    /// Suspends the task `id` in `line` until it is resumed, or until it is cancelled.
    ///
    /// A watcher (in `.heldCallWatchers`) passes once more than `threshold` calls are held;
    /// each new held call wakes every watcher, and one not yet satisfied waits again.
    private func wait(in line: WaitingLine, id: Int, passingAbove threshold: Int = 0) async throws {
        defer { state.withLock { $0.finishWaiting(in: line, id: id) } }
        while try await arrive(in: line, id: id, passingAbove: threshold) == .woken, line == .heldCallWatchers {
            try Task.checkCancellation()
        }
    }

    private enum Outcome { case passed, woken }

    private func arrive(in line: WaitingLine, id: Int, passingAbove threshold: Int) async throws -> Outcome {
        var outcome = Outcome.woken
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: SuspendedCalls.Continuation) in
                switch state.withLock({
                    $0.arrive(in: line, id: id, passingAbove: threshold, continuation: continuation)
                }) {
                case .waits(let watchers):
                    for watcher in watchers { watcher.resume() }
                case .passes:
                    outcome = .passed
                    continuation.resume()
                case .isCancelled:
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            state.withLock { $0[line].cancel(id) }?.resume(throwing: CancellationError())
        }
        return outcome
    }
}
