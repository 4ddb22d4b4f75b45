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
    /// What a scalar draws is read from Unicode's properties
    /// (``Unicode/Scalar/ink``), never from a list of code points, so a
    /// character Unicode adds is judged as its kind is. A Hangul vowel or
    /// final draws only in a syllable a leading consonant starts, as the
    /// choseong filler (U+115F) does for a syllable of a vowel alone.
    var isVisible: Bool {
        var scalarCount = 0
        var isDrawn = false
        var followsLeadingJamo = false
        for scalar in unicodeScalars {
            scalarCount += 1
            if scalarCount > Self.maximumVisibleScalars { return false }
            guard !isDrawn else { continue }
            switch scalar.ink {
            case .none: break
            case .glyph: isDrawn = true
            case .leadingJamo(let drawsItself):
                followsLeadingJamo = true
                isDrawn = drawsItself
            case .followingJamo: isDrawn = followsLeadingJamo
            }
        }
        return isDrawn
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

    /// What a scalar draws, as Unicode's properties tell.
    fileprivate enum Ink {
        /// Nothing a person sees.
        case none
        /// A glyph of its own.
        case glyph
        /// A leading Hangul consonant, which lets the vowel and final after it draw; the choseong filler draws nothing itself.
        case leadingJamo(drawsItself: Bool)
        /// A Hangul vowel or final, drawn only after a leading consonant in the same syllable.
        case followingJamo
    }

    /// What the scalar draws, by one rule from Unicode's properties.
    ///
    /// Nothing, for white space (`White_Space`); for a control, format,
    /// separator, mark, surrogate or unassigned code point (its general
    /// category: a mark changes its neighbour, draws nothing by itself); for
    /// a default-ignorable one, such as the Hangul filler; and for a
    /// character blank by design, which Unicode says in its name, ending
    /// "BLANK" (the Braille cell with no dot, U+2800, the hieroglyphs' blank
    /// squares). Conjoining Hangul jamo, whose `Hangul_Syllable_Type` the
    /// scalar's properties do not give, are told by their names too, which
    /// Unicode never changes: a vowel or final (U+11A7 say) joins the leading
    /// consonant before it, and alone a terminal gives it no width.
    fileprivate var ink: Ink {
        let properties = properties
        if properties.isWhitespace { return .none }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark,
            .spacingMark, .surrogate, .unassigned:
            return .none
        case .otherLetter, .otherSymbol:
            // Only these categories hold the jamo and the blank characters: other scalars need no name looked up.
            let name = properties.name ?? ""
            if name.hasPrefix("HANGUL CHOSEONG ") {
                return .leadingJamo(drawsItself: !properties.isDefaultIgnorableCodePoint)
            }
            if properties.isDefaultIgnorableCodePoint || name.hasSuffix(" BLANK") { return .none }
            if name.hasPrefix("HANGUL JUNGSEONG ") || name.hasPrefix("HANGUL JONGSEONG ") { return .followingJamo }
            return .glyph
        default:
            return properties.isDefaultIgnorableCodePoint ? .none : .glyph
        }
    }
}
