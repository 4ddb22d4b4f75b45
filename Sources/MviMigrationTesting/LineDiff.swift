/// Where two texts first part ways, line by line, told so that a person sees it at a glance.
///
/// Golden-file failures print this rather than two whole texts: in a
/// forty-line transcript, the one line that changed is what matters.
public struct LineDiff: Equatable, Sendable, CustomStringConvertible {
    /// The number of the first line that differs, counting from 1.
    public let lineNumber: Int
    /// That line as expected, with its new line, or `nil` when the expected text ends before it.
    public let expected: String?
    /// That line as it is, with its new line, or `nil` when the actual text ends before it.
    public let actual: String?
    /// How many lines the expected text has.
    public let expectedLineCount: Int
    /// How many lines the actual text has.
    public let actualLineCount: Int

    /// The first difference between `expected` and `actual`, or `nil` when they are the same text.
    ///
    /// Lines keep their new line, so a missing final new line shows as a
    /// difference on the last line rather than as none at all.
    public init?(expected: String, actual: String) {
        let expectedLines = Self.lines(of: expected)
        let actualLines = Self.lines(of: actual)
        let sharedCount = min(expectedLines.count, actualLines.count)
        let index = (0..<sharedCount).first { expectedLines[$0] != actualLines[$0] } ?? sharedCount
        guard index < max(expectedLines.count, actualLines.count) else { return nil }
        lineNumber = index + 1
        self.expected = expectedLines.indices.contains(index) ? String(expectedLines[index]) : nil
        self.actual = actualLines.indices.contains(index) ? String(actualLines[index]) : nil
        expectedLineCount = expectedLines.count
        actualLineCount = actualLines.count
    }

    /// The difference as three lines: where, the expected line, the actual line.
    ///
    /// Lines are quoted with escapes, so that a trailing space, a tab or a colour code shows.
    public var description: String {
        """
        first difference at line \(lineNumber) (expected \(expectedLineCount) lines, got \(actualLineCount)):
          expected: \(Self.shown(expected))
          actual:   \(Self.shown(actual))
        """
    }

    /// The lines of `text`, each with its `\n`; the last may have none.
    ///
    /// Cut on the byte, not on `Character`, in which `\r\n` is one character.
    private static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            let newLine = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newLine.map { text.utf8.index(after: $0) } ?? text.endIndex
            lines.append(text[start..<end])
            start = end
        }
        return lines
    }

    private static func shown(_ line: String?) -> String {
        line.map { String(reflecting: $0) } ?? "(end of text)"
    }
}
