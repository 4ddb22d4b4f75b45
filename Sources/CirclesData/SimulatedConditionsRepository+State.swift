import CirclesDomain

extension SimulatedConditionsRepository {
    /// The two places a task can wait: at the hold gate, or for a call to be held.
    enum WaitingLine {
        /// Calls stopped by ``SimulatedConditionsRepository/holdNext()``.
        case heldCalls
        /// Tasks in ``SimulatedConditionsRepository/waitUntilHeld()``.
        case heldCallWatchers
    }

    /// What happens to a task arriving in a waiting line.
    enum Arrival {
        /// It waits; the watchers listed are woken because a call is now held.
        case waits(waking: [SuspendedCalls.Continuation])
        /// It goes on at once: what it waits for has already happened.
        case passes
        /// It was cancelled before it arrived.
        case isCancelled
    }

    /// What a call decided on entry, so that arming during its latency does not change it.
    struct Admission {
        /// The identifier of the call, should it wait at the gate.
        let callId: Int
        /// Whether the call stops at the gate.
        let isHeld: Bool
        /// Whether the call fails instead of reaching the store.
        let fails: Bool
    }

    /// Everything the decorator changes, kept behind one lock so that each change is atomic.
    struct State {
        var armedFailures: Set<RepositoryOperation> = []
        var isHoldArmed = false
        var inFlightCallCount = 0
        var heldCalls = SuspendedCalls()
        var heldCallWatchers = SuspendedCalls()
        private var lastTaskId = 0

        /// The suspended tasks of `line`.
        subscript(line: WaitingLine) -> SuspendedCalls {
            get {
                switch line {
                case .heldCalls: heldCalls
                case .heldCallWatchers: heldCallWatchers
                }
            }
            set {
                switch line {
                case .heldCalls: heldCalls = newValue
                case .heldCallWatchers: heldCallWatchers = newValue
                }
            }
        }

        /// A new identifier for a task that may wait in a line.
        mutating func makeTaskId() -> Int {
            lastTaskId += 1
            return lastTaskId
        }

        /// Lets a call of `operation` in, using up the failure and the hold armed for it.
        mutating func admit(_ operation: RepositoryOperation) -> Admission {
            inFlightCallCount += 1
            defer { isHoldArmed = false }
            return Admission(
                callId: makeTaskId(),
                isHeld: isHoldArmed,
                fails: armedFailures.remove(operation) != nil
            )
        }

        /// Puts the task `id` in `line`, unless it need not or may not wait.
        mutating func arrive(
            in line: WaitingLine,
            id: Int,
            continuation: SuspendedCalls.Continuation
        ) -> Arrival {
            if line == .heldCallWatchers, heldCalls.count > 0 { return .passes }
            guard self[line].add(id, continuation) else { return .isCancelled }
            return .waits(waking: line == .heldCalls ? heldCallWatchers.removeAll() : [])
        }
    }
}
