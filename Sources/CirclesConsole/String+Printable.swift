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

    /// At most `length` characters of the text, made printable, in quotes: how an error cites input.
    public func quotedForError(upTo length: Int) -> String {
        "\"\(String(prefix(length)).printable)\""
    }

    /// The text made ``Swift/String/printable`` line by line, its line breaks kept.
    ///
    /// How every message reaches the terminal: the demo's own messages span
    /// lines, while a line break inside a quoted name or path is written out
    /// before the message is put together.
    public var printableLines: String {
        unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)).printable }
            .joined(separator: "\n")
    }

    /// The text cut to fit `columns` terminal columns, ending in `…` when cut.
    ///
    /// A character other than printable ASCII counts as two columns, the
    /// most any terminal gives one (an emoji, a CJK ideograph), so the text
    /// fits whatever the terminal draws narrow.
    public func clipped(toColumns columns: Int) -> String {
        func width(_ character: Character) -> Int { character.isASCII && !character.isNewline ? 1 : 2 }
        guard reduce(0, { $0 + width($1) }) > columns else { return self }
        var kept = ""
        var used = width("…")
        for character in self {
            used += width(character)
            guard used <= columns else { break }
            kept.append(character)
        }
        return kept + "…"
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
