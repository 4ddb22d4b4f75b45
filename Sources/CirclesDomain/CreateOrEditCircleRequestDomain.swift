/// What the form sends when a circle is created or edited.
///
/// The name mirrors the talk's `CreateOrEditCircleRequestDomain`. The name is
/// kept exactly as typed; use cases trim it when they judge or store it.
public struct CreateOrEditCircleRequestDomain: Equatable, Hashable, Sendable, Codable {
    /// The name as typed in the form.
    public let circleName: String
    /// The cover photo URL as typed, or `nil` when the form has none.
    public let coverPhoto: String?

    /// Creates a request from the form's fields.
    public init(circleName: String, coverPhoto: String? = nil) {
        self.circleName = circleName
        self.coverPhoto = coverPhoto
    }

    /// The request of an empty form: no name, no cover.
    public static let empty = CreateOrEditCircleRequestDomain(circleName: "")

    /// The name with surrounding white space and new lines removed, as it would be stored.
    public var trimmedName: String {
        circleName.trimmingWhitespace()
    }

    /// The cover photo as it would be stored: `nil` when blank.
    public var normalizedCoverPhoto: String? {
        guard let coverPhoto else { return nil }
        let trimmed = coverPhoto.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Whether the form holds anything a user would lose by leaving it.
    public var hasAnyInput: Bool {
        !circleName.trimmingWhitespace().isEmpty || normalizedCoverPhoto != nil
    }

    /// The same form with another name.
    public func withCircleName(_ circleName: String) -> CreateOrEditCircleRequestDomain {
        CreateOrEditCircleRequestDomain(circleName: circleName, coverPhoto: coverPhoto)
    }

    /// The same form with another cover photo, or none.
    public func withCoverPhoto(_ coverPhoto: String?) -> CreateOrEditCircleRequestDomain {
        CreateOrEditCircleRequestDomain(circleName: circleName, coverPhoto: coverPhoto)
    }
}

extension String {
    /// The string without leading or trailing white space and new lines.
    ///
    /// Written on `Character` rather than `CharacterSet` so that it needs no
    /// Foundation and trims by whole characters, as a person counts them.
    func trimmingWhitespace() -> String {
        let isBlank: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }),
            let last = lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension Character {
    /// The most Unicode scalars a character may have and still count as visible.
    ///
    /// The longest emoji sequences people use have about ten; a stack of
    /// combining marks far past that draws as noise, not as a letter.
    static let maximumVisibleScalars = 16

    /// Whether a person sees this character: it has a scalar that draws
    /// something, and is not an endless stack of combining marks.
    ///
    /// Format characters (U+200B, direction overrides, the word joiner),
    /// default-ignorable ones (the Hangul filler), controls, line and
    /// paragraph separators, and marks with nothing to sit on draw nothing
    /// by themselves.
    var isVisible: Bool {
        var scalarCount = 0
        var hasDrawnScalar = false
        for scalar in unicodeScalars {
            scalarCount += 1
            if scalarCount > Self.maximumVisibleScalars { return false }
            if !hasDrawnScalar { hasDrawnScalar = scalar.drawsByItself }
        }
        return hasDrawnScalar
    }

    /// Whether this is an emoji tag sequence, such as the flag of Scotland:
    /// an emoji, tag characters from U+E0020 to U+E007E, and U+E007F to end them.
    ///
    /// The one place tag characters belong; anywhere else they draw nothing
    /// and can carry text nobody sees.
    public var isEmojiTagSequence: Bool {
        let scalars = unicodeScalars
        guard let base = scalars.first, base.properties.isEmojiPresentation, scalars.last?.value == 0xE007F else {
            return false
        }
        let tags = scalars.drop(while: { !$0.isTag }).dropLast()
        return !tags.isEmpty && tags.allSatisfy { (0xE0020...0xE007E).contains($0.value) }
    }

    /// Whether the character holds a tag character without being an emoji tag sequence.
    var holdsStrayTag: Bool {
        unicodeScalars.contains(where: \.isTag) && !isEmojiTagSequence
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is in the tag block, U+E0000 to U+E007F.
    public var isTag: Bool {
        (0xE0000...0xE007F).contains(value)
    }

    /// Whether the scalar draws a glyph of its own, rather than changing or joining its neighbours.
    fileprivate var drawsByItself: Bool {
        if properties.isDefaultIgnorableCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark,
            .spacingMark, .surrogate, .unassigned:
            return false
        default:
            return true
        }
    }
}
