/// Feeds input lines to a session, one at a time, each after the previous one's work has settled.
///
/// Scripted input (a pipe or a file) is echoed after a prompt, so that the
/// output reads as a transcript; on a terminal the prompt comes first and the
/// person types after it.
@MainActor
struct SessionLoop {
    let session: CirclesSession
    let output: ConsoleOutput
    let interactive: Bool

    /// The prompt before each command.
    static let prompt = "> "

    /// Runs until `quit` or the end of the input.
    func run(_ lines: some AsyncSequence<InputLine, Never>) async {
        if interactive { output.write(Self.prompt) }
        for await line in lines {
            if !interactive, let echo = echo(of: line) { output.line(Self.prompt + echo) }
            if await handle(line) == .quit { return }
            if interactive { output.write(Self.prompt) }
        }
        if interactive { output.line("") }
        if let note = session.endOfInputNote { output.line(note) }
    }

    private func handle(_ line: InputLine) async -> CirclesSession.Step {
        switch line {
        case .invalidUTF8:
            output.line("That line is not valid UTF-8; it was ignored.")
            return .proceed
        case .tooLong(let byteCount):
            output.line(
                "That line is \(byteCount) bytes long; lines are at most \(LineSplitter.maximumLineBytes) bytes. "
                    + "It was ignored.")
            return .proceed
        case .text(let text):
            guard !Self.isBlankOrComment(text) else { return .proceed }
            return await session.handle(text)
        }
    }

    /// What a transcript shows of `line`, or `nil` for lines a script uses for layout.
    private func echo(of line: InputLine) -> String? {
        switch line {
        case .text(let text): Self.isBlankOrComment(text) ? nil : text.printable
        case .invalidUTF8(let shown): shown.printable
        case .tooLong(let byteCount): "(\(byteCount) bytes)"
        }
    }

    private static func isBlankOrComment(_ text: String) -> Bool {
        let trimmed = text.drop(while: { $0 == " " || $0 == "\t" })
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }
}
