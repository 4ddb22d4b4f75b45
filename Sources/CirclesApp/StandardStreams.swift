import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard input and output, as the demo uses them.
enum StandardStreams {
    /// Whether standard input is a terminal (interactive use) rather than a pipe or file (scripted use).
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether standard output is a terminal, where colour and the spinner make sense.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Writes `text` to standard output at once.
    ///
    /// A failed write (a terminal hung up, a closed pipe) is dropped rather
    /// than trapped on, so that the demo can still save and exit.
    static func write(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error at once, made printable line by line.
    ///
    /// Everything on standard error is a message that may quote a path or a
    /// reason from outside the demo, so none of it is trusted to be plain.
    static func writeError(_ text: String) {
        writeAll(text.printableLines, to: STDERR_FILENO)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    #if canImport(Glibc)
        private static let systemWrite = Glibc.write
    #elseif canImport(Darwin)
        private static let systemWrite = Darwin.write
    #endif

    /// The lines of standard input, read on a thread of their own so that a
    /// blocked read never holds up the main actor.
    static func lines() -> AsyncStream<InputLine> {
        AsyncStream { continuation in
            let reader = Thread {
                var splitter = LineSplitter()
                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    for line in splitter.feed(buffer[0..<count]) { continuation.yield(line) }
                }
                if let last = splitter.finish() { continuation.yield(last) }
                continuation.finish()
            }
            reader.start()
        }
    }
}
