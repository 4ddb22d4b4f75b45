import CirclesConsole

/// Where the session writes, and how it decorates what it writes.
///
/// Messages go through ``line(_:)``, which shows them printable, since many
/// quote a path, a name or an error's reason from outside the demo. Screens
/// go through ``write(_:)`` as rendered: the renderer has already made their
/// text printable, and adds the colours a terminal is meant to act on.
@MainActor
struct ConsoleOutput {
    /// Writes text exactly as given.
    let write: @MainActor (String) -> Void
    /// How screens are decorated on this output.
    let style: TextStyle

    /// Writes `text`, made printable line by line, followed by a new line.
    func line(_ text: String) {
        write(text.printableLines + "\n")
    }

    /// A renderer for this output, or a plain one for comparing screens.
    func renderer(plain: Bool) -> ScreenRenderer {
        ScreenRenderer(style: plain ? .plain : style)
    }
}
