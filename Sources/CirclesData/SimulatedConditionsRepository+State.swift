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
        /// Calls admitted to wait at the gate and not yet released, whether or
        /// not they have reached it: a call takes the armed hold on entry and
        /// reaches the gate a moment later, and in between it is held all the same.
        var heldAdmissions: Set<Int> = []
        /// Held calls released before they reached the gate; they pass it on arrival.
        var releasedBeforeArrival: Set<Int> = []
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

        /// Whether a hold is armed or a call is held.
        var isHolding: Bool { isHoldArmed || !heldAdmissions.isEmpty }

        /// Lets a call of `operation` in, using up the failure and the hold armed for it.
        mutating func admit(_ operation: RepositoryOperation) -> Admission {
            inFlightCallCount += 1
            let callId = makeTaskId()
            if isHoldArmed { heldAdmissions.insert(callId) }
            defer { isHoldArmed = false }
            return Admission(
                callId: callId,
                isHeld: isHoldArmed,
                fails: armedFailures.remove(operation) != nil
            )
        }

        /// Releases every held call, those already at the gate (whose continuations
        /// are returned) and those still on their way to it.
        mutating func releaseHeldCalls() -> [SuspendedCalls.Continuation] {
            releasedBeforeArrival.formUnion(heldAdmissions)
            heldAdmissions.removeAll()
            return heldCalls.removeAll()
        }

        /// Forgets the task `id` of `line` once it has stopped waiting, whatever the reason.
        mutating func finishWaiting(in line: WaitingLine, id: Int) {
            self[line].forget(id)
            guard line == .heldCalls else { return }
            heldAdmissions.remove(id)
            releasedBeforeArrival.remove(id)
        }

        /// Puts the task `id` in `line`, unless it need not or may not wait.
        mutating func arrive(
            in line: WaitingLine,
            id: Int,
            passingAbove threshold: Int,
            continuation: SuspendedCalls.Continuation
        ) -> Arrival {
            if line == .heldCallWatchers, heldCalls.count > threshold { return .passes }
            if line == .heldCalls, releasedBeforeArrival.remove(id) != nil { return .passes }
            guard self[line].add(id, continuation) else { return .isCancelled }
            return .waits(waking: line == .heldCalls ? heldCallWatchers.removeAll() : [])
        }
    }
}
