/// Cuts a stream of bytes into ``InputLine``s, never holding more than one line's limit in memory.
///
/// A line over the limit is skipped to its end and reported by size, so a
/// megabyte pasted by mistake costs one message, not a megabyte of echo.
struct LineSplitter {
    /// The longest line kept, in bytes, not counting its terminator.
    static let maximumLineBytes = 4096

    private var pending: [UInt8] = []
    private var overflowCount: Int?

    /// Takes the next bytes of input and returns the lines they complete.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputLine] {
        var lines: [InputLine] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lines.append(takeLine())
            } else if let count = overflowCount {
                overflowCount = count + 1
            } else if pending.count == Self.maximumLineBytes {
                overflowCount = pending.count + 1
                pending.removeAll(keepingCapacity: true)
            } else {
                pending.append(byte)
            }
        }
        return lines
    }

    /// The last line, when the input ends without a terminator.
    mutating func finish() -> InputLine? {
        guard !pending.isEmpty || overflowCount != nil else { return nil }
        return takeLine()
    }

    private mutating func takeLine() -> InputLine {
        defer {
            pending.removeAll(keepingCapacity: true)
            overflowCount = nil
        }
        if let overflowCount { return .tooLong(byteCount: overflowCount) }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        guard let text = String(validating: pending, as: UTF8.self) else {
            return .invalidUTF8(shown: String(decoding: pending, as: UTF8.self))
        }
        return .text(text)
    }
}

/// One line of input as read, before it is parsed: text, or why it cannot be used.
enum InputLine: Equatable, Sendable {
    /// A line of valid UTF-8, without its terminator.
    case text(String)
    /// A line that is not valid UTF-8; it is shown with replacement characters.
    case invalidUTF8(shown: String)
    /// A line longer than the limit; only its size is kept.
    case tooLong(byteCount: Int)
}
