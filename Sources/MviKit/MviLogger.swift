/// An observer that turns a container's events into readable lines.
///
/// State changes are written as the fields that changed, so a log reads like
/// the story of the screen:
///
/// ```text
/// intent started: onDeleteCircleConfirmed()
/// state changed by onDeleteCircleConfirmed(): committingChanges: false → true
/// side effect from onDeleteCircleConfirmed(): openAggregatedFeed
/// intent finished: onDeleteCircleConfirmed()
/// ```
///
/// Lines go to an injected sink (standard error, a file, a test's array), never
/// straight to the console. The sink is called with the container locked, so
/// it must not call back into the container.
public struct MviLogger<State: Sendable, SideEffect: Sendable>: MviContainerObserver {
    private let prefix: String
    private let sink: @Sendable (String) -> Void

    /// Creates a logger writing to `sink`, each line starting with `label: ` when given.
    public init(label: String? = nil, sink: @escaping @Sendable (String) -> Void) {
        self.prefix = label.map { "\($0): " } ?? ""
        self.sink = sink
    }

    /// Writes one line for `event`.
    public func observe(_ event: MviEvent<State, SideEffect>) {
        sink(prefix + Self.line(for: event))
    }

    /// The line for one event, without the label.
    static func line(for event: MviEvent<State, SideEffect>) -> String {
        switch event {
        case .intentStarted(let intent):
            "intent started: \(intent)"
        case .stateChanged(let old, let new, let intent):
            "state changed by \(intent): \(MviFieldDiff(from: old, to: new))"
        case .sideEffectPosted(let sideEffect, let intent):
            "side effect from \(intent): \(sideEffect)"
        case .intentFinished(let intent):
            "intent finished: \(intent)"
        case .intentFailed(let intent, let error):
            "intent failed: \(intent): \(error)"
        case .restored(let old, let new):
            "state restored: \(MviFieldDiff(from: old, to: new))"
        case .closed:
            "container closed"
        }
    }
}
