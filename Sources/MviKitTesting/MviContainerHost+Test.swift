import MviKit

extension MviContainerHost {
    /// Puts the host into test mode, starting from `initialState`, and returns
    /// the handle a test drives and checks it through.
    ///
    /// The container's state silently becomes `initialState` (no state is
    /// recorded for it), and from then on everything it emits is recorded.
    public func test(_ initialState: State) -> MviTestHost<Self> {
        MviTestHost(host: self, initialState: initialState)
    }
}
