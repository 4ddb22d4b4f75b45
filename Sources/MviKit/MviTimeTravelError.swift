/// Why a time-travel recorder could not restore a recorded state.
public enum MviTimeTravelError: Error, Equatable, Sendable {
    /// No entry has that index; `count` entries are recorded.
    case noEntry(index: Int, count: Int)
    /// The container was released, so there is nothing to restore into.
    case containerReleased
}
