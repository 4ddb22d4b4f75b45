extension String {
    /// The text with each control character replaced by U+FFFD.
    ///
    /// Whatever the demo writes back of what a person typed goes through
    /// this, so that an echoed line or a quoted word cannot carry an escape
    /// sequence that would drive the terminal.
    var printable: String {
        String(
            String.UnicodeScalarView(
                unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : $0 }))
    }

    /// At most `length` characters of the text, made printable, in quotes: how an error cites input.
    func quotedForError(upTo length: Int) -> String {
        "\"\(String(prefix(length)).printable)\""
    }
}
