/// Loads the circle a user asked to edit, so the form can be prefilled.
public struct PrepareEditCircleRequestUseCase: Sendable {
    private let repository: any CirclesRepository

    /// Creates the use case over the repository the circle is loaded from.
    public init(repository: any CirclesRepository) {
        self.repository = repository
    }

    /// The circle with `circleId`, as stored now.
    ///
    /// - Throws: whatever the repository throws, for example
    ///   ``CirclesRepositoryError/circleNotFound(id:)``.
    public func callAsFunction(circleId: String) async throws -> CircleConfigModel {
        try await repository.circle(withId: circleId)
    }
}
