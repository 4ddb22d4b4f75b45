/// An intent whose body threw while the host was under test.
public struct MviIntentFailure: Sendable {
    /// The intent's name, such as `onDeleteCircleConfirmed()`.
    public let intent: String
    /// What the body threw.
    public let error: any Error
}
