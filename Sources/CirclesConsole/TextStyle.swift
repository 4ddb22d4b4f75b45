/// How text is decorated: plain, or with ANSI colours for a terminal.
///
/// Colour is a matter of the output, never of the screen, so transcripts and
/// screenshots are always taken plain.
public enum TextStyle: Sendable {
    /// No decoration: pipes, files, tests, `--no-color`, `NO_COLOR`.
    case plain
    /// ANSI colours and weights, for a terminal.
    case ansi

    /// The part a piece of text plays, which decides its colour.
    public enum Role: Sendable {
        /// A screen's title.
        case title
        /// Hints and secondary text.
        case muted
        /// Something that works (Save enabled).
        case positive
        /// A question waiting for an answer.
        case question
        /// Something that failed.
        case failure
    }

    /// `text` decorated for `role`.
    public func apply(_ role: Role, to text: String) -> String {
        guard self == .ansi else { return text }
        let code =
            switch role {
            case .title: "1"
            case .muted: "2"
            case .positive: "32"
            case .question: "33"
            case .failure: "31"
            }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
