/// Records the states a container's intents leave behind, with the intent that
/// left each, and puts any of them back: time travel, for debugging.
///
/// A state is recorded, credited to the intent that made it, when that intent
/// ends (finished, failed or cancelled) or when another intent changes the
/// state after it, if it differs from the last one recorded; so a body that
/// reduces several times in a row records once, a long-lived body's states are
/// its own, and a recorder started while an intent runs records that intent's end. The history holds at most
/// ``capacity`` entries and drops the oldest once full, so a long session uses
/// flat memory. Putting a state back goes through ``MviContainer/restore(_:)``:
/// the view redraws, no side effect is replayed, and the restore is not
/// recorded, so the same history can be walked back and forth.
@MainActor
public final class MviTimeTravelRecorder<State: Equatable & Sendable, SideEffect: Sendable> {
    /// One recorded state.
    public struct Entry: Sendable {
        /// The state the intent left.
        public let state: State
        /// The intent whose end recorded it; `nil` for the state recording started from.
        public let intent: String?
    }

    /// The most entries this recorder keeps.
    public let capacity: Int
    private let container: MviContainer<State, SideEffect>
    private var subscription: MviSubscription?
    /// The entries, oldest first, at most `capacity` of them.
    public private(set) var entries: [Entry] = []
    /// The latest change not recorded yet, and the last state recorded or put back.
    private var unrecorded: Entry?
    private var lastRecorded: State?

    /// Starts recording `container`, beginning with its current state.
    ///
    /// - Parameter capacity: The most entries kept (at least 1); 100 unless told otherwise.
    public init(container: MviContainer<State, SideEffect>, capacity: Int = 100) {
        self.capacity = max(1, capacity)
        self.container = container
        // The state and the subscription at one instant: no change can fall between them.
        let (state, subscription) = container.channel.observe(restoring: nil) { [weak self] event in
            self?.receive(event)
        }
        record(Entry(state: state, intent: nil))
        self.subscription = subscription
    }

    /// Puts the state of entry `index` (as in ``entries``) back into the container.
    ///
    /// - Returns: `false`, changing nothing, when there is no such entry.
    @discardableResult
    public func restore(at index: Int) -> Bool {
        guard entries.indices.contains(index) else { return false }
        container.restore(entries[index].state)
        return true
    }

    /// Stops recording; the entries so far stay readable.
    public func stop() {
        subscription?.cancel()
    }

    private func receive(_ event: MviEvent<State, SideEffect>) {
        switch event {
        case .stateChanged(_, let new, let intent):
            if let unrecorded, unrecorded.intent != intent { record(unrecorded) }
            unrecorded = Entry(state: new, intent: intent)
        case .restored(_, let new): (unrecorded, lastRecorded) = (nil, new)
        case .intentFinished(let intent), .intentFailed(let intent, _), .intentCancelled(let intent):
            if let unrecorded, unrecorded.intent == intent { record(unrecorded) }
        case .intentStarted, .sideEffectPosted, .closed: break
        }
    }

    private func record(_ entry: Entry) {
        unrecorded = nil
        guard entry.state != lastRecorded else { return }
        lastRecorded = entry.state
        entries = Array((entries + [entry]).suffix(capacity))
    }
}
