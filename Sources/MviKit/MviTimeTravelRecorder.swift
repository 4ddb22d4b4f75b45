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

        @usableFromInline
        init(state: State, intent: String?) {
            self.state = state
            self.intent = intent
        }
    }

    /// The recorded entries behind a lock of their own.
    ///
    /// A class apart from the recorder so that the container's state recorder
    /// can hold it strongly: holding the recorder weakly instead cost a weak
    /// load on every state, and moved the recorder's reference counts to a
    /// slower side table.
    @usableFromInline
    final class History: Sendable {
        @usableFromInline let buffer: Locked<MviRingBuffer<Entry>>

        @usableFromInline
        init(capacity: Int) {
            buffer = Locked(MviRingBuffer(capacity: capacity))
        }

        @inlinable
        func append(_ entry: Entry) {
            buffer.withLock { $0.append(entry) }
        }
    }

    /// How many entries a recorder keeps unless told otherwise.
    public static var defaultCapacity: Int { 100 }

    @usableFromInline let history: History
    @usableFromInline weak let container: MviContainer<State, SideEffect>?
    @usableFromInline let subscription: MviSubscription

    /// Starts recording `container`, beginning with its current state.
    ///
    /// Inlinable, so that the recorder it registers, which runs for every
    /// state change, is compiled for the caller's `State`.
    ///
    /// - Parameter capacity: The most entries kept (at least 1).
    @inlinable
    public init(container: MviContainer<State, SideEffect>, capacity: Int = defaultCapacity) {
        let history = History(capacity: capacity)
        self.history = history
        self.container = container
        subscription = container.addStateRecorder(
            onAttach: { current in history.append(Entry(state: current, intent: nil)) },
            record: { state, intent in history.append(Entry(state: state, intent: intent)) }
        )
    }

    /// The most entries this recorder keeps.
    public var capacity: Int {
        history.buffer.withLock { $0.capacity }
    }

    /// The recorded entries, oldest first.
    public var entries: [Entry] {
        history.buffer.withLock { $0.elements }
    }

    /// Puts the state of entry `index` (as in ``entries``) back into the container.
    ///
    /// - Throws: ``MviTimeTravelError`` when there is no such entry or no container.
    public func restore(at index: Int) throws(MviTimeTravelError) {
        let (entry, count) = history.buffer.withLock { ($0[index], $0.count) }
        guard let entry else { throw .noEntry(index: index, count: count) }
        guard let container else { throw .containerReleased }
        container.restore(entry.state)
    }

    /// Stops recording; the entries so far stay readable.
    public func stop() {
        subscription.cancel()
    }
}
