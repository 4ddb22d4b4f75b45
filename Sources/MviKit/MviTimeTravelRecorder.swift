/// Records the last states of a container, with the intent that made each, and
/// puts any of them back: time travel, for debugging.
///
/// The history holds at most ``capacity`` entries and drops the oldest once
/// full, so a long session uses flat memory. Putting a state back goes through
/// ``MviContainer/restore(_:)``: the view redraws, no side effect is replayed,
/// and the restore is not recorded, so the same history can be walked back and forth.
@MainActor
public final class MviTimeTravelRecorder<State: Equatable & Sendable, SideEffect: Sendable> {
    /// One recorded state.
    public struct Entry: Sendable {
        /// The state after the change.
        public let state: State
        /// The intent whose reduction made it; `nil` for the state recording started from.
        public let intent: String?
    }

    /// How many entries a recorder keeps unless told otherwise.
    public static var defaultCapacity: Int { 100 }

    /// The most entries this recorder keeps.
    public let capacity: Int
    private weak var container: MviContainer<State, SideEffect>?
    private var subscription: MviSubscription?
    /// A ring: once full, `oldest` is where the next entry goes.
    private var storage: [Entry] = []
    private var oldest = 0

    /// Starts recording `container`, beginning with its current state.
    ///
    /// - Parameter capacity: The most entries kept (at least 1).
    public init(container: MviContainer<State, SideEffect>, capacity: Int = defaultCapacity) {
        self.capacity = max(1, capacity)
        self.container = container
        append(Entry(state: container.state, intent: nil))
        subscription = container.observe(includingIntents: false) { [weak self] event in
            if case .stateChanged(_, let new, let intent) = event {
                self?.append(Entry(state: new, intent: intent))
            }
        }
    }

    /// The recorded entries, oldest first.
    public var entries: [Entry] {
        Array(storage[oldest...] + storage[..<oldest])
    }

    /// Puts the state of entry `index` (as in ``entries``) back into the container.
    ///
    /// - Returns: `false`, changing nothing, when there is no such entry or the container is gone.
    @discardableResult
    public func restore(at index: Int) -> Bool {
        guard storage.indices.contains(index), let container else { return false }
        container.restore(storage[(oldest + index) % storage.count].state)
        return true
    }

    /// Stops recording; the entries so far stay readable.
    public func stop() {
        subscription?.cancel()
    }

    private func append(_ entry: Entry) {
        guard storage.count == capacity else { return storage.append(entry) }
        storage[oldest] = entry
        oldest = (oldest + 1) % capacity
    }
}
