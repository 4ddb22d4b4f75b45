import Foundation

extension MviContainer where State: Equatable {
    /// Creates a container whose state starts as `initialState`, where a
    /// reduction that leaves the state equal emits nothing.
    ///
    /// No delivery, no observer event, nothing for a test to assert: a guard
    /// such as "ignore Save while saving" can return the state as it was and
    /// leave no trace, as a `StateFlow` would in Orbit.
    ///
    /// Inlinable so that the comparison is compiled for the caller's state
    /// type; generic, it went through the `Equatable` witness on every reduction.
    @inlinable
    public convenience init(initialState: State) {
        self.init(initialState: initialState, isUnchanged: { $0 == $1 })
    }
}

extension MviContainer where State: Equatable {
    /// Applies a reduction, comparing with `==` compiled for `State` rather
    /// than through the stored comparison, a closure call on values in memory
    /// that took as long as the rest of the reduction.
    @inlinable
    func reduce(_ reducer: (State) -> State, intentName: String) {
        reduce(reducer, intentName: intentName) { core, old, new in
            core.isUnchanged != nil && old == new
        }
    }
}

extension MviContainer where State: Equatable & Codable {
    /// Creates a container from saved state, where a reduction that leaves the
    /// state equal emits nothing; see ``init(initialState:)``.
    ///
    /// - Throws: ``MviStateSavingError/notDecodable(reason:)`` when the data no
    ///   longer fits the state type.
    public convenience init(savedState data: Data) throws(MviStateSavingError) {
        self.init(initialState: try Self.decodeState(from: data), isUnchanged: { $0 == $1 })
    }
}
