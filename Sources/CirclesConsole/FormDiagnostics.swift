/// Where a version's form reports what happens inside it, when someone listens.
///
/// The demo's `--log` listens to ``log``; the interaction tests listen to
/// ``presenterCall``. Each version decides what it has to tell: the legacy
/// version its presenter and view calls, an MVI version its intents, state
/// changes and side effects, a migration step whichever of these it has.
/// Both hooks are optional, so a version that reports nothing still works;
/// it just says nothing.
public struct FormDiagnostics: Sendable {
    /// Receives each log line, in the order things happened; called from any thread.
    public var log: (@Sendable (String) -> Void)?
    /// Receives each call the view makes on its presenter, on the main actor.
    public var presenterCall: (@MainActor @Sendable (PresenterCall) -> Void)?

    /// Hooks; with no arguments, nobody listens.
    public init(
        log: (@Sendable (String) -> Void)? = nil,
        presenterCall: (@MainActor @Sendable (PresenterCall) -> Void)? = nil
    ) {
        self.log = log
        self.presenterCall = presenterCall
    }
}
