/// Why a repository call failed, in terms a screen can show.
public enum CirclesRepositoryError: Error, Equatable, Sendable {
    /// No circle has this identifier (it may have been deleted elsewhere).
    case circleNotFound(id: String)
    /// The request was refused: its name is empty or too long once trimmed.
    case invalidRequest(reason: String)
    /// The failure was asked for, to try the error paths (`fail create` in the demo).
    case simulatedFailure(RepositoryOperation)
}

extension CirclesRepositoryError: CustomStringConvertible {
    /// A sentence a person can read.
    public var description: String {
        switch self {
        case .circleNotFound(let id): "No circle has the id \(id)."
        case .invalidRequest(let reason): "The circle was not saved: \(reason)."
        case .simulatedFailure(let operation): "Simulated failure of \(operation.rawValue)."
        }
    }
}
