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
}
