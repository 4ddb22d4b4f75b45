import Locking
import MviKit

/// A thread-safe list for values produced off the main actor (log lines,
/// facts an intent body noticed), read back by the test once work has settled.
final class Recorded<Value: Sendable>: Sendable {
    private let storage = Locked<[Value]>([])

    var values: [Value] {
        storage.withLock { $0 }
    }

    func append(_ value: Value) {
        storage.withLock { $0.append(value) }
    }
}
