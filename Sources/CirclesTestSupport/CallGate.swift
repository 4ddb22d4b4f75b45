import MviKitLocking

/// A gate that async calls pass straight through when open and wait at when closed.
final class CallGate: Sendable {
    private struct State {
        var isClosed = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

        mutating func takeSatisfiedWatchers() -> [CheckedContinuation<Void, Never>] {
            let satisfied = watchers.filter { $0.count <= waiting.count }
            watchers.removeAll { $0.count <= waiting.count }
            return satisfied.map(\.continuation)
        }
    }

    private let state = Locked(State())

    func close() {
        state.withLock { $0.isClosed = true }
    }

    func open() {
        let released = state.withLock { state in
            state.isClosed = false
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in released { continuation.resume() }
    }

    func pass() async {
        await withCheckedContinuation { continuation in
            let (passNow, ready) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                guard state.isClosed else { return (true, []) }
                state.waiting.append(continuation)
                return (false, state.takeSatisfiedWatchers())
            }
            for watcher in ready { watcher.resume() }
            if passNow { continuation.resume() }
        }
    }

    /// Waits at the gate whether it is closed or not, until it is next opened.
    func hold() async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                state.waiting.append(continuation)
                return state.takeSatisfiedWatchers()
            }
            for watcher in ready { watcher.resume() }
        }
    }

    func waitUntilWaiting(count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Bool in
                guard state.waiting.count < count else { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
