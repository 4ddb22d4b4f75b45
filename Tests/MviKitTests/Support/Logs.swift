import MviKit
import MviKitLocking

/// A list that any thread may append to: what intent bodies noticed, read back
/// by the test once the work has settled, or awaited while it goes on.
final class Recorded<Value: Sendable>: Sendable {
    private struct Waiter {
        let isReady: @Sendable ([Value]) -> Bool
        let continuation: CheckedContinuation<[Value], Never>
    }

    private let storage = Locked<(values: [Value], waiters: [Waiter])>(([], []))

    /// Everything appended so far, in order.
    var values: [Value] {
        storage.withLock { $0.values }
    }

    func append(_ value: Value) {
        let ready = storage.withLock { storage in
            storage.values.append(value)
            let values = storage.values
            let ready = storage.waiters.filter { $0.isReady(values) }
            storage.waiters.removeAll { $0.isReady(values) }
            return ready.map { ($0.continuation, values) }
        }
        for (continuation, values) in ready { continuation.resume(returning: values) }
    }

    /// Returns the values as soon as `isReady` holds for them (at once if it already does);
    /// should the test be cancelled meanwhile (its time limit ran out), returns them as they are.
    func values(when isReady: @escaping @Sendable ([Value]) -> Bool) async -> [Value] {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let values = storage.withLock { storage -> [Value]? in
                    guard !isReady(storage.values), !Task.isCancelled else { return storage.values }
                    storage.waiters.append(Waiter(isReady: isReady, continuation: continuation))
                    return nil
                }
                if let values { continuation.resume(returning: values) }
            }
        } onCancel: {
            let waiting = storage.withLock { storage in
                defer { storage.waiters = [] }
                return storage.waiters.map { ($0.continuation, storage.values) }
            }
            for (continuation, values) in waiting { continuation.resume(returning: values) }
        }
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

extension MviContainer {
    /// The first state a subscribed view is handed that satisfies `isReady`
    /// (the current one, if it does): how a test waits for work while other work is still in flight.
    /// Should the test be cancelled meanwhile (its time limit ran out), returns the state as it is.
    @MainActor
    func state(when isReady: @escaping @MainActor (State) -> Bool) async -> State {
        let states = Recorded<State>()
        let subscription = subscribeToState { state in
            if isReady(state) { states.append(state) }
        }
        defer { subscription.cancel() }
        return await states.values(when: { !$0.isEmpty }).first ?? state
    }
}
