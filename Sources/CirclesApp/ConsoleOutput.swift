import CirclesConsole

/// Where the session writes, and how it decorates what it writes.
@MainActor
struct ConsoleOutput {
    /// Writes text exactly as given.
    let write: @MainActor (String) -> Void
    /// How screens are decorated on this output.
    let style: TextStyle

    /// Writes `text` followed by a new line.
    func line(_ text: String) {
        write(text + "\n")
    }

    /// A renderer for this output, or a plain one for comparing screens.
    func renderer(plain: Bool) -> ScreenRenderer {
        ScreenRenderer(style: plain ? .plain : style)
    }
}
