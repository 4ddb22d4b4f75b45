/// One thing that happened inside an ``MviContainer``, as its observers see it.
///
/// Observers get events in the order they happened, on the main actor, so a
/// list of events is a faithful transcript of a screen's life. Its
/// ``description`` is the line a log shows:
///
/// ```text
/// intent started: onDeleteCircleConfirmed()
/// state changed by onDeleteCircleConfirmed(): committingChanges: false → true
/// side effect from onDeleteCircleConfirmed(): openAggregatedFeed
/// intent finished: onDeleteCircleConfirmed()
/// ```
public enum MviEvent<State: Sendable, SideEffect: Sendable>: Sendable, CustomStringConvertible {
    /// An intent's body began to run; `intent` is the name it was given.
    case intentStarted(intent: String)
    /// A reduction inside `intent` replaced `old` with `new` (never with an equal state).
    case stateChanged(old: State, new: State, intent: String)
    /// The intent posted a side effect for the view.
    case sideEffectPosted(SideEffect, intent: String)
    /// The intent's body returned.
    case intentFinished(intent: String)
    /// The intent's body threw, or misused the container (the error says how); the container carries on.
    case intentFailed(intent: String, error: any Error)
    /// The intent's body ended because it was cancelled (its handle, ``MviContainer/close()``,
    /// or the container released); not a failure.
    case intentCancelled(intent: String)
    /// The state was replaced from outside any intent (time travel, a saved state).
    case restored(old: State, new: State)
    /// The container was closed; nothing follows.
    case closed

    /// The event as one log line; a state change lists only the fields that changed.
    public var description: String {
        switch self {
        case .intentStarted(let intent): "intent started: \(intent)"
        case .stateChanged(let old, let new, let intent):
            "state changed by \(intent): \(MviFieldDiff(from: old, to: new))"
        case .sideEffectPosted(let sideEffect, let intent): "side effect from \(intent): \(sideEffect)"
        case .intentFinished(let intent): "intent finished: \(intent)"
        case .intentFailed(let intent, let error): "intent failed: \(intent): \(error)"
        case .intentCancelled(let intent): "intent cancelled: \(intent)"
        case .restored(let old, let new): "state restored: \(MviFieldDiff(from: old, to: new))"
        case .closed: "container closed"
        }
    }
}
