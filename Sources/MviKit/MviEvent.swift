/// One thing that happened inside an ``MviContainer``, as its observers see it.
///
/// The container reports events in the exact order they happen, so a list of
/// events is a faithful transcript of a screen's life: which intent ran, what
/// each reduction changed, what it asked the view to do, and what went wrong.
public enum MviEvent<State: Sendable, SideEffect: Sendable>: Sendable {
    /// An intent's body began to run; `intent` is the name it was given.
    case intentStarted(intent: String)
    /// A reduction inside `intent` replaced `old` with `new`.
    case stateChanged(old: State, new: State, intent: String)
    /// The intent posted a side effect for the view.
    case sideEffectPosted(SideEffect, intent: String)
    /// The intent's body returned normally.
    case intentFinished(intent: String)
    /// The intent's body threw; the container carries on.
    case intentFailed(intent: String, error: any Error)
    /// The state was replaced from outside any intent (time travel or a saved state).
    case restored(old: State, new: State)
    /// The container was closed; nothing more will be reported.
    case closed
}
