import Locking

/// Records the last states of a container, with the intent that produced
/// each, and puts any of them back: time travel for debugging.
///
/// The history is bounded (``defaultCapacity`` entries unless told otherwise)
/// and drops the oldest entry once full, so a long session uses flat memory.
/// Restoring goes through ``MviContainer/restore(_:)``: the view redraws, side
/// effects are not replayed, and the restore itself is not recorded, so you can
/// step back and forth through the same history.
public final class MviTimeTravelRecorder<State: Sendable, SideEffect: Sendable>: Sendable {
    /// One recorded state.
    public struct Entry: Sendable {
        /// The state as it was after the change.
        public let state: State
        /// The intent whose reduction produced it; `nil` for the state the recording started from.
        public let intent: String?
    }

    /// How many entries a recorder keeps unless told otherwise.
    public static var defaultCapacity: Int { 100 }

    private let history: Locked<MviRingBuffer<Entry>>
    private weak let container: MviContainer<State, SideEffect>?
    private let subscription: Locked<MviSubscription?> = Locked(nil)

    /// Starts recording `container`, beginning with its current state.
    ///
    /// - Parameter capacity: The most entries kept (at least 1).
    public init(container: MviContainer<State, SideEffect>, capacity: Int = defaultCapacity) {
        history = Locked(MviRingBuffer<Entry>(capacity: capacity))
        self.container = container
        let subscription = container.addObserver(
            onAttach: { current, _ in
                history.withLock { $0.append(Entry(state: current, intent: nil)) }
            },
            observe: { [weak self] event in
                guard case .stateChanged(_, let new, let intent) = event else { return }
                self?.history.withLock { $0.append(Entry(state: new, intent: intent)) }
            }
        )
        self.subscription.withLock { $0 = subscription }
    }

    /// The most entries this recorder keeps.
    public var capacity: Int {
        history.withLock { $0.capacity }
    }

    /// The recorded entries, oldest first.
    public var entries: [Entry] {
        history.withLock { $0.elements }
    }

    /// Puts the state of entry `index` (as in ``entries``) back into the container.
    ///
    /// - Throws: ``MviTimeTravelError`` when there is no such entry or no container.
    public func restore(at index: Int) throws(MviTimeTravelError) {
        let (entry, count) = history.withLock { ($0[index], $0.count) }
        guard let entry else { throw .noEntry(index: index, count: count) }
        guard let container else { throw .containerReleased }
        container.restore(entry.state)
    }

    /// Stops recording; the entries so far stay readable.
    public func stop() {
        subscription.withLock { $0 }?.cancel()
    }
}
