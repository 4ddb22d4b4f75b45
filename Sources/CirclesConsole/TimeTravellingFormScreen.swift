/// A form whose states are recorded and can be put back: time travel.
///
/// A capability, not part of ``CircleFormScreen``: putting an old state back
/// brings the screen back only when the whole screen is drawn from state.
/// The demo checks for it with `as?`. The migration steps have a container
/// from step 2 on, but each keeps part of the screen in its view, so only
/// the final MVI version adopts this; the demo says for each step why not.
@MainActor
public protocol TimeTravellingFormScreen: CircleFormScreen {
    /// The recorded states, oldest first; at most ``historyCapacity`` of them.
    var history: [RecordedFormState] { get }
    /// How many states are kept; once full, the oldest is dropped for each new one.
    var historyCapacity: Int { get }
    /// Puts the state at `index` of ``history`` back and redraws the form.
    ///
    /// Side effects are not replayed, and putting a state back is not itself
    /// recorded, so the same history can be walked back and forth.
    /// - Returns: `false` when there is no such entry.
    func rewind(to index: Int) -> Bool
}

/// One entry of a form's history, as one line of text.
public struct RecordedFormState: Equatable, Sendable {
    /// The intent that produced the state, or `nil` for the state recording started from.
    public let intent: String?
    /// What changed since the entry before (field by field), or, for the first entry, the whole state.
    public let change: String

    /// An entry produced by `intent`, described by `change`.
    public init(intent: String?, change: String) {
        self.intent = intent
        self.change = change
    }
}
