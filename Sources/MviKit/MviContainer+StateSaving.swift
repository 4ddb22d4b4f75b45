import Foundation

extension MviContainer where State: Codable {
    /// Creates a container whose state is decoded from data made by ``savedState()``.
    ///
    /// - Throws: ``MviStateSavingError/notDecodable(reason:)`` when the data no
    ///   longer fits the state type; callers usually fall back to a fresh state.
    public convenience init(savedState data: Data) throws(MviStateSavingError) {
        self.init(initialState: try Self.decodeState(from: data))
    }

    /// Encodes the current state, to be kept across a process restart.
    ///
    /// - Throws: ``MviStateSavingError/notEncodable(reason:)`` when a field
    ///   refuses to encode.
    public func savedState() throws(MviStateSavingError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(state)
        } catch {
            throw .notEncodable(reason: String(describing: error))
        }
    }

    /// Replaces the state with one decoded from saved data, as ``restore(_:)`` does.
    ///
    /// - Throws: ``MviStateSavingError/notDecodable(reason:)``, leaving the state as it was.
    public func restore(savedState data: Data) throws(MviStateSavingError) {
        restore(try Self.decodeState(from: data))
    }

    static func decodeState(from data: Data) throws(MviStateSavingError) -> State {
        do {
            return try JSONDecoder().decode(State.self, from: data)
        } catch {
            throw .notDecodable(reason: String(describing: error))
        }
    }
}
