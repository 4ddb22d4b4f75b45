import CirclesData
import CirclesDomain

/// The debugging handles of the repository the forms use: failures and holds.
///
/// The session only needs these four, so it depends on this rather than on a
/// concrete repository; the demo passes the simulated-conditions repository.
protocol RepositoryControls: Sendable {
    /// Makes the next call of `operation` fail.
    func failNext(_ operation: RepositoryOperation)
    /// Makes the next call wait until ``releaseHeld()``.
    func holdNext()
    /// Lets every held call go on.
    func releaseHeld()
    /// Lets held calls go on but keeps an unused hold armed.
    func releaseHeldCalls()
    /// How many calls are waiting to be released.
    var heldCallCount: Int { get }
    /// Whether a hold is armed or a call is held.
    var isHolding: Bool { get }
    /// Returns once more than `count` calls wait at the hold; throws `CancellationError` when cancelled first.
    func waitUntilHeld(moreThan count: Int) async throws
}

extension SimulatedConditionsRepository: RepositoryControls {}
