import CirclesLocking

/// A list that any thread may append to: what intent bodies noticed, read back
/// by the test once the work has settled.
final class Recorded<Value: Sendable>: Sendable {
    private let storage = Locked<[Value]>([])

    /// Everything appended so far, in order.
    var values: [Value] {
        storage.withLock { $0 }
    }

    func append(_ value: Value) {
        storage.withLock { $0.append(value) }
    }
}

/// What main-actor listeners received, in order.
///
/// A class, so that listener closures can append to it and the test can read
/// it afterwards; it also stands in for the view whose release the
/// subscription tests watch.
@MainActor
final class MainActorLog<Value> {
    private(set) var values: [Value] = []
    /// Whether every value so far arrived on the main queue, that is, on the main actor.
    ///
    /// The listener types say `@MainActor`, but a container could break that
    /// promise through an unsafe cast; this checks where the call really ran.
    private(set) var isAlwaysOnMainQueue = true

    func append(_ value: Value) {
        isAlwaysOnMainQueue = isAlwaysOnMainQueue && MainQueue.isCurrent
        values.append(value)
    }
}
