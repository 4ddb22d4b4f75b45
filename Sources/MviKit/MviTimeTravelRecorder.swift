/// Records the states a container's intents leave behind, with the intent that
/// left each, and puts any of them back: time travel, for debugging.
///
/// A state is recorded when an intent ends (finished, failed or cancelled),
/// if it differs from the last one recorded; so a body that reduces several
/// times records once, and a long-lived body waiting at an `await` does not
/// stop other intents' states being recorded. The history holds at most
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
    /// A ring: once full, `oldest` is where the next entry goes.
    private var storage: [Entry] = []
    private var oldest = 0
    /// The state as the last event told it, and the last one recorded or put back.
    private var latest: State?
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
        (latest, lastRecorded) = (state, state)
        append(Entry(state: state, intent: nil))
        self.subscription = subscription
    }

    /// The recorded entries, oldest first.
    public var entries: [Entry] {
        Array(storage[oldest...] + storage[..<oldest])
    }

    /// Puts the state of entry `index` (as in ``entries``) back into the container.
    ///
    /// - Returns: `false`, changing nothing, when there is no such entry.
    @discardableResult
    public func restore(at index: Int) -> Bool {
        guard storage.indices.contains(index) else { return false }
        container.restore(storage[(oldest + index) % storage.count].state)
        return true
    }

    /// Stops recording; the entries so far stay readable.
    public func stop() {
        subscription?.cancel()
    }

    private func receive(_ event: MviEvent<State, SideEffect>) {
        switch event {
        case .stateChanged(_, let new, _): latest = new
        case .restored(_, let new): (latest, lastRecorded) = (new, new)
        case .intentFinished(let intent), .intentFailed(let intent, _), .intentCancelled(let intent):
            guard let latest, latest != lastRecorded else { return }
            lastRecorded = latest
            append(Entry(state: latest, intent: intent))
        case .intentStarted, .sideEffectPosted, .closed: break
        }
    }

    private func append(_ entry: Entry) {
        guard storage.count == capacity else { return storage.append(entry) }
        storage[oldest] = entry
        oldest = (oldest + 1) % capacity
    }
}
