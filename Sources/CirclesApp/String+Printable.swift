import CirclesConsole

extension String {
    /// At most `length` characters of the text, made printable, in quotes: how an error cites input.
    func quotedForError(upTo length: Int) -> String {
        "\"\(String(prefix(length)).printable)\""
    }

    /// The text made ``Swift/String/printable`` line by line, its line breaks kept.
    ///
    /// How every message reaches the terminal: the demo's own messages span
    /// lines, while a line break inside a quoted name or path is written out
    /// before the message is put together.
    var printableLines: String {
        unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)).printable }
            .joined(separator: "\n")
    }

    /// The text cut to fit `columns` terminal columns, ending in `…` when cut.
    ///
    /// A character other than printable ASCII counts as two columns, the
    /// most any terminal gives one (an emoji, a CJK ideograph), so the text
    /// fits whatever the terminal draws narrow.
    func clipped(toColumns columns: Int) -> String {
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
