/// Decides whether a form may be submitted: the one rule every circle name follows.
///
/// The same rule judges a name wherever it comes from: typed in the form,
/// read from a store file, or put back from a saved form. Once trimmed, a
/// name has 1 to ``maximumNameLength`` characters, counted as a person sees
/// them (grapheme clusters, so an accented letter or an emoji with modifiers
/// counts once), at least one of them visible, no control character, no tag
/// character outside an emoji flag, and at most ``maximumNameBytes`` bytes of
/// UTF-8.
public struct ShouldAllowFormSubmissionUseCase: Sendable {
    /// The longest name a circle can have, in characters.
    public static let maximumNameLength = 50
    /// The most UTF-8 bytes a trimmed name can take.
    ///
    /// Fifty emoji of seven scalars each fit; a single "character" stacked
    /// with thousands of combining marks does not.
    public static let maximumNameBytes = 2_048

    /// Creates the use case.
    public init() {}

    /// Whether `request` may be submitted.
    public func callAsFunction(_ request: CreateOrEditCircleRequestDomain) -> Bool {
        Self.problem(withName: request.circleName) == nil
    }

    /// What keeps `name` from being a circle's name, or `nil` when it can be one.
    ///
    /// The checks run cheapest first, and the byte limit comes before any
    /// counting, so a huge name costs no more than reading its length.
    public static func problem(withName name: String) -> CircleNameProblem? {
        let trimmed = name.trimmingWhitespace()
        if trimmed.isEmpty { return .empty }
        if trimmed.utf8.count > maximumNameBytes { return .tooManyBytes(limit: maximumNameBytes) }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .controlCharacters
        }
        if trimmed.count > maximumNameLength { return .tooLong(limit: maximumNameLength, length: trimmed.count) }
        if trimmed.contains(where: \.holdsStrayTag) { return .tagCharacters }
        if !trimmed.contains(where: \.isVisible) { return .invisible }
        return nil
    }
}

/// Why a name cannot be a circle's name, as the end of a sentence about it.
public enum CircleNameProblem: Equatable, Sendable, CustomStringConvertible {
    /// Nothing is left once white space is trimmed.
    case empty
    /// Every character is invisible: white space between format characters
    /// such as U+200B or direction overrides, lone combining marks, a
    /// character blank by design (U+2800), Hangul vowels with no consonant,
    /// or a huge combining sequence.
    case invisible
    /// More than `limit` characters once trimmed.
    case tooLong(limit: Int, length: Int)
    /// More than `limit` bytes of UTF-8 once trimmed.
    case tooManyBytes(limit: Int)
    /// A control character inside the name, such as a tab or an escape.
    case controlCharacters
    /// Tag characters (U+E0000 to U+E007F) outside an emoji flag: they draw
    /// nothing, so text spelt in them rides along unseen.
    case tagCharacters

    /// What is wrong, to follow "the name": for example "is longer than 50 characters".
    public var description: String {
        switch self {
        case .empty: "is empty"
        case .invisible: "has no visible character"
        case .tooLong(let limit, _): "is longer than \(limit) characters"
        case .tooManyBytes(let limit): "is longer than \(limit) bytes"
        case .controlCharacters: "holds control characters"
        case .tagCharacters: "holds invisible tag characters"
        }
    }
}
