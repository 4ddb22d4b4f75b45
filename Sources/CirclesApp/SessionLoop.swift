/// Feeds input lines to a session, one at a time, each after the previous one's work has settled.
///
/// Scripted input (a pipe or a file) is echoed after a prompt, so that the
/// output reads as a transcript; on a terminal the prompt comes first and the
/// person types after it. A line typed on a terminal before its prompt
/// appeared (while the spinner turned, say) is echoed after the prompt when
/// it runs: it runs against the screen shown then, which its typist had not
/// seen yet, so the screen is never seen to change without the command that
/// changed it.
@MainActor
struct SessionLoop {
    let session: CirclesSession
    let output: ConsoleOutput
    let interactive: Bool
    /// How many lines the input has read so far, counted where they are read;
    /// on a terminal, it tells a line typed ahead from one typed after its prompt.
    var linesRead: @Sendable () -> Int = { 0 }

    /// The prompt before each command.
    static let prompt = "> "

    /// Runs until `quit` or the end of the input.
    func run(_ lines: some AsyncSequence<InputLine, Never>) async {
        var linesTaken = 0
        var linesReadAtPrompt = prompt()
        for await line in lines {
            // Once an ending signal has arrived, the session only winds down: no line read after it runs.
            if EndingSignals.hasArrived { return }
            linesTaken += 1
            let isTypedAhead = linesTaken <= linesReadAtPrompt
            if let echo = echo(of: line), !interactive || isTypedAhead {
                output.line(interactive ? echo : Self.prompt + echo)
            }
            if await handle(line) == .quit { return }
            linesReadAtPrompt = prompt()
        }
        if interactive { output.line("") }
        if let note = session.endOfInputNote { output.line(note) }
    }

    /// Writes the prompt on a terminal, and returns how many lines had been read once it was written.
    private func prompt() -> Int {
        guard interactive else { return 0 }
        output.write(Self.prompt)
        return linesRead()
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
