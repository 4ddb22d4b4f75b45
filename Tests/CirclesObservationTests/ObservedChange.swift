import MviKitLocking
import Observation

/// One `withObservationTracking` registration, as a SwiftUI view's body makes:
/// whether a property the body read has changed since.
///
/// Observation calls `onChange` once, before the first change to any property
/// read in `body`, on the thread making the change; later changes call nothing.
final class ObservedChange: Sendable {
    private let fired = Locked(false)

    /// Tracks the properties `body` reads.
    @MainActor
    init(tracking body: () -> Void) {
        withObservationTracking(body, onChange: { [self] in fired.withLock { $0 = true } })
    }

    /// Whether a tracked property has changed.
    var hasFired: Bool { fired.withLock { $0 } }
}
