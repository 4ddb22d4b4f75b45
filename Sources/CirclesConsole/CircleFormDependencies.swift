import CirclesDomain

/// Everything a version's form screen is built from: the use cases and the repository.
///
/// Built once by the app and handed to whichever version runs, so every
/// version works against the very same store and rules.
public struct CircleFormDependencies: Sendable {
    /// Whether a form may be submitted.
    public let shouldAllowFormSubmission: ShouldAllowFormSubmissionUseCase
    /// Whether a form differs from the circle being edited.
    public let hasCreateCircleRequestChanged: HasCreateCircleRequestChangedUseCase
    /// Where circles are kept.
    public let circlesRepository: any CirclesRepository
    /// Loads the circle to edit.
    public let prepareEditCircleRequest: PrepareEditCircleRequestUseCase

    /// Builds the dependencies over `repository`, with the domain's use cases.
    public init(repository: any CirclesRepository) {
        shouldAllowFormSubmission = ShouldAllowFormSubmissionUseCase()
        hasCreateCircleRequestChanged = HasCreateCircleRequestChangedUseCase()
        circlesRepository = repository
        prepareEditCircleRequest = PrepareEditCircleRequestUseCase(repository: repository)
    }
}
