import CirclesDomain

extension String {
    /// The text with every character that could drive a terminal, or hide or
    /// reorder what is shown, replaced by its code written out: `\u{1B}`.
    ///
    /// Whatever the demo shows that came from outside it (a name or cover
    /// from a store file, a path from the command line or the environment, a
    /// reason from an error) goes through this, so that no escape sequence
    /// reaches the terminal and nothing shown is invisible or reversed.
    /// Written out are controls (C0, DEL and C1), line and paragraph
    /// separators, and format characters: direction overrides and isolates,
    /// zero-width spaces, the byte order mark, and the whole tag block
    /// (U+E0000 to U+E007F), which can spell text nobody sees. The joiner
    /// inside an emoji sequence, and the tags of an emoji tag sequence, are
    /// kept, so a family or a flag still draws as one picture. The result
    /// holds no character this would change.
    public var printable: String {
        var shown = String.UnicodeScalarView()
        for character in self {
            let scalars = Array(character.unicodeScalars)
            let isFlag = character.isEmojiTagSequence
            for (index, scalar) in scalars.enumerated() {
                let isInside = index > 0
                let isLast = index == scalars.count - 1
                if scalar.mustBeWrittenOut(inside: isInside, last: isLast, inFlag: isFlag) {
                    shown.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
                } else {
                    shown.append(scalar)
                }
            }
        }
        return String(shown)
    }
}

extension Unicode.Scalar {
    /// Whether the scalar must be written out as a code in shown text.
    ///
    /// `inside` says it follows another scalar of the same character, `last`
    /// that it ends it, and `inFlag` that the character is an emoji tag
    /// sequence: a joiner between two emoji, or a tag in a flag, is part of a
    /// picture, while one anywhere else only hides.
    fileprivate func mustBeWrittenOut(inside: Bool, last: Bool, inFlag: Bool) -> Bool {
        if isTag { return !(inside && inFlag) }
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
            return true
        case .format:
            let isJoiner = value == 0x200D
            return !(inside && isJoiner && !last)
        default:
            return false
        }
    }
}
