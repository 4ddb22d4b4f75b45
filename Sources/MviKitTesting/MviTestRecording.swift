import Locking
import MviKit

/// Everything a container in test mode emitted, in order, collected by an
/// observer (so off the main actor, under the container's lock).
final class MviTestRecording<State: Sendable, SideEffect: Sendable>: Sendable {
    /// The recorded lists, copied out together so they agree with each other.
    struct Log: Sendable {
        var states: [State] = []
        var sideEffects: [SideEffect] = []
        var failures: [MviIntentFailure] = []
    }

    private let log = Locked(Log())

    var snapshot: Log {
        log.withLock { $0 }
    }

    func record(_ event: MviEvent<State, SideEffect>) {
        log.withLock { log in
            switch event {
            case .stateChanged(_, let new, _), .restored(_, let new):
                log.states.append(new)
            case .sideEffectPosted(let sideEffect, _):
                log.sideEffects.append(sideEffect)
            case .intentFailed(let intent, let error):
                log.failures.append(MviIntentFailure(intent: intent, error: error))
            case .intentStarted, .intentFinished, .closed:
                break
            }
        }
    }
}
