import Synchronization

/// A latch that an intent's body waits on without suspending, so that it keeps
/// the container's drainer busy and later intents stay queued until the test
/// opens it.
///
/// It spins: a suspension would let the drainer start the next intent, which
/// is exactly what these tests must prevent. The test opens it right after
/// arranging what it checks, so the spin is short.
final class SpinGate: Sendable {
    private let isOpen = Atomic(false)

    /// Returns once the gate is open, without ever suspending.
    func holdUntilOpen() {
        while !isOpen.load(ordering: .acquiring) {}
    }

    /// Lets every holder go on.
    func open() {
        isOpen.store(true, ordering: .releasing)
    }
}
