/// Why a container's state could not be saved or restored.
public enum MviStateSavingError: Error, Equatable, Sendable {
    /// The state could not be encoded; `reason` is the encoder's explanation.
    case notEncodable(reason: String)
    /// The saved data no longer decodes as the state type (corrupt, or saved by
    /// an older version of the state); `reason` is the decoder's explanation.
    case notDecodable(reason: String)
}
