import CirclesDomain
import MviKitLocking

/// The form's way to the store, which the demo closes when it ends, so that the form it keeps for the next start
/// agrees with what the store holds.
///
/// A signal can arrive while a save is under way: the store may already
/// hold the new circle while the form still shows its spinner. Kept as it
/// is, such a form would be saved and offered again, and saving it then
/// would make the circle twice; an edit would be refused as another
/// process's change, though it was the user's own. So, when the demo ends,
/// it closes this gate: changes not yet through it never reach the store
/// (they fail, as the store being gone would make them), changes already
/// through it run to their end, and the gate records which changes went
/// through, and for which caller (``RepositoryCaller``), so that the session
/// can tell whether the open form's did: a deletion the list made meanwhile
/// is no change of the form's. Loading is let through always.
///
/// It sits between the store and the simulated conditions: a call that
/// `hold` or `--latency` keeps waiting has not reached it yet, and is
/// refused when it does.
final class StoreChangeGate: CirclesRepository {
    private struct State {
        var isClosed = false
        /// How many changes have gone through the gate so far.
        var admitted = 0
        /// The number of each caller's last change that reached the store and succeeded, counting from 1.
        var lastSucceeded: [RepositoryCaller?: Int] = [:]
        /// How many changes are at the store now.
        var inFlight = 0
        /// Who waits for the changes at the store to end.
        var drainWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let store: any CirclesRepository
    private let state = Locked(State())

    /// A gate, open, in front of `store`.
    init(wrapping store: any CirclesRepository) {
        self.store = store
    }

    /// How many changes have gone through the gate so far: ``hasSucceeded(after:by:)`` with it asks about the
    /// changes that come after now.
    var admittedCount: Int { state.withLock(\.admitted) }

    /// Whether a change `caller` made, which went through after the first `count`, reached the store and succeeded.
    func hasSucceeded(after count: Int, by caller: RepositoryCaller?) -> Bool {
        state.withLock { $0.lastSucceeded[caller, default: 0] > count }
    }

    /// Closes the gate: from now on every change is refused before it reaches the store.
    ///
    /// - Returns: whether changes are at the store still; ``changesEnded()`` returns once they have ended.
    func close() -> Bool {
        state.withLock { state in
            state.isClosed = true
            return state.inFlight > 0
        }
    }

    /// Returns once no change is at the store.
    func changesEnded() async {
        await withCheckedContinuation { continuation in
            let hasEnded = state.withLock { state in
                if state.inFlight > 0 { state.drainWaiters.append(continuation) }
                return state.inFlight == 0
            }
            if hasEnded { continuation.resume() }
        }
    }

    /// Creates the circle in the store, unless the gate is closed.
    func createCircle(_ request: CreateOrEditCircleRequestDomain) async throws -> CircleConfigModel {
        try await change { try await store.createCircle(request) }
    }

    /// Edits the circle in the store, unless the gate is closed.
    func editCircle(_ circleId: String, with request: CreateOrEditCircleRequestDomain) async throws
        -> CircleConfigModel
    {
        try await change { try await store.editCircle(circleId, with: request) }
    }

    /// Deletes the circle from the store, unless the gate is closed.
    func deleteCircle(_ circleId: String) async throws {
        try await change { try await store.deleteCircle(circleId) }
    }

    /// The circle with `circleId`, as the store has it.
    func circle(withId circleId: String) async throws -> CircleConfigModel {
        try await store.circle(withId: circleId)
    }

    /// Every circle in the store.
    func allCircles() async throws -> [CircleConfigModel] {
        try await store.allCircles()
    }

    /// Runs `call` on the store as change number N, unless the gate is closed, recording whether it succeeded
    /// and for whom.
    private func change<Result>(_ call: () async throws -> Result) async throws -> Result {
        let caller = RepositoryCaller.current
        let number: Int? = state.withLock { state in
            guard !state.isClosed else { return nil }
            state.admitted += 1
            state.inFlight += 1
            return state.admitted
        }
        guard let number else { throw CancellationError() }
        var succeeded = false
        defer {
            let waiters = state.withLock { state in
                if succeeded { state.lastSucceeded[caller] = max(state.lastSucceeded[caller, default: 0], number) }
                state.inFlight -= 1
                guard state.inFlight == 0 else { return [CheckedContinuation<Void, Never>]() }
                defer { state.drainWaiters = [] }
                return state.drainWaiters
            }
            for waiter in waiters { waiter.resume() }
        }
        let result = try await call()
        succeeded = true
        return result
    }
}
