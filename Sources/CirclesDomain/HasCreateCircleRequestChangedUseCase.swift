/// Decides whether the form differs from the circle being edited.
///
/// Compares what would be stored (trimmed name, blank cover as none), so that
/// typing a trailing space does not count as a change worth saving.
public struct HasCreateCircleRequestChangedUseCase: Sendable {
    /// Creates the use case.
    public init() {}

    /// Whether saving `request` would change `editedCircle`.
    public func callAsFunction(
        _ request: CreateOrEditCircleRequestDomain,
        comparedWith editedCircle: CircleConfigModel
    ) -> Bool {
        request.trimmedName != editedCircle.name
            || request.normalizedCoverPhoto != editedCircle.coverPhoto
    }
}
