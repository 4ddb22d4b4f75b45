/// Records the last settled states of a container, with the intent that made
/// each, and puts any of them back: time travel, for debugging.
///
/// A state is recorded once no intent is running or waiting at an `await`,
/// so the history holds only states a screen can be left in, never the
/// inside of an intent (a spinner with nothing saving, a form half loaded).
/// It holds at most ``capacity`` entries and drops the oldest once full, so a
/// long session uses flat memory. Putting a state back goes through
/// ``MviContainer/restore(_:)``: the view redraws, no side effect is replayed,
/// and the restore is not recorded, so the same history can be walked back and forth.
@MainActor
public final class MviTimeTravelRecorder<State: Equatable & Sendable, SideEffect: Sendable> {
    /// One recorded state.
    public struct Entry: Sendable {
        /// The state after the change.
        public let state: State
        /// The intent whose reduction made it (the last one, when several ran
        /// together); `nil` for the state recording started from.
        public let intent: String?

        @inlinable init(state: State, intent: String?) {
            self.state = state
            self.intent = intent
        }
    }

    /// How many entries a recorder keeps unless told otherwise.
    public static var defaultCapacity: Int { 100 }

    /// The most entries this recorder keeps.
    public let capacity: Int
    // Internal rather than private, and the recording path inlinable, for the same reason as
    // the container's: a client module then specialises it for its own state.
    @usableFromInline let container: MviContainer<State, SideEffect>
    @usableFromInline var subscription: MviSubscription?
    /// A ring: once full, `oldest` is where the next entry goes.
    @usableFromInline var storage: [Entry] = []
    @usableFromInline var oldest = 0

    /// Starts recording `container`, beginning with its current state.
    ///
    /// - Parameter capacity: The most entries kept (at least 1).
    @inlinable
    public init(container: MviContainer<State, SideEffect>, capacity: Int = defaultCapacity) {
        self.capacity = max(1, capacity)
        self.container = container
        // The state and the subscription at one instant: no change can fall between them.
        let (state, subscription) = container.observeSettledStates { [weak self] state, intent in
            self?.append(Entry(state: state, intent: intent))
        }
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

    @inlinable
    func append(_ entry: Entry) {
        guard storage.count == capacity else { return storage.append(entry) }
        storage[oldest] = entry
        oldest = (oldest + 1) % capacity
    }
}
