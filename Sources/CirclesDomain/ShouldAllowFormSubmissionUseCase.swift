/// Decides whether a form may be submitted: its trimmed name is 1 to 50 characters.
///
/// Characters are counted as a person sees them (grapheme clusters), so an
/// accented letter or an emoji with modifiers counts once.
public struct ShouldAllowFormSubmissionUseCase: Sendable {
    /// The longest name a circle can have, in characters.
    public static let maximumNameLength = 50

    /// Creates the use case.
    public init() {}

    /// Whether `request` may be submitted.
    public func callAsFunction(_ request: CreateOrEditCircleRequestDomain) -> Bool {
        let count = request.trimmedName.count
        return count >= 1 && count <= Self.maximumNameLength
    }
}
