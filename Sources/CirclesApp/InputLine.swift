/// One line of input as read, before it is parsed: text, or why it cannot be used.
enum InputLine: Equatable, Sendable {
    /// A line of valid UTF-8, without its terminator.
    case text(String)
    /// A line that is not valid UTF-8; it is shown with replacement characters.
    case invalidUTF8(shown: String)
    /// A line longer than the limit; only its size is kept.
    case tooLong(byteCount: Int)
}
