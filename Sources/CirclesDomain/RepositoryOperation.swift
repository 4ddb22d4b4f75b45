/// The kinds of repository call, as named when a failure is injected.
public enum RepositoryOperation: String, CaseIterable, Sendable, Codable {
    /// ``CirclesRepository/createCircle(_:)``.
    case create
    /// ``CirclesRepository/editCircle(_:with:)``.
    case edit
    /// ``CirclesRepository/deleteCircle(_:)``.
    case delete
    /// ``CirclesRepository/circle(withId:)`` and ``CirclesRepository/allCircles()``.
    case load
}
