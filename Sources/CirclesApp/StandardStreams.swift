import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard input and output, as the demo uses them.
public enum StandardStreams {
    /// Whether standard input is a terminal (interactive use) rather than a pipe or file (scripted use).
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether standard output is a terminal, where colour and the spinner make sense.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Opens `/dev/null` on each of the standard descriptors (0, 1, 2) the process was started without.
    ///
    /// A command run as `circles >&-` starts with descriptor 1 closed, and
    /// the next file it opens takes that number: the signal pipe or an event
    /// descriptor of the runtime would then receive the screens, and a write
    /// to it could block for ever. Called first thing, before anything can
    /// open a file, so that the three numbers are taken by what they are
    /// meant for: input that ends at once, output that goes nowhere.
    public static func reopenClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Makes a write to a closed pipe fail instead of killing the process.
    ///
    /// Left to its default, SIGPIPE ends the process at the first write
    /// after the reader went away (`circles | head -1`), and the unfinished
    /// form is lost. Ignored, that write fails with `EPIPE`, and
    /// ``write(_:)`` drops it like any failed write. The command calls this
    /// before it writes anything.
    static func ignoreClosedPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` to standard output at once.
    ///
    /// A failed write (a terminal hung up, a closed pipe) is dropped rather
    /// than trapped on, so that the demo can still save and exit. Once an
    /// ending signal has arrived (``EndingSignals/hasArrived``), a write
    /// never waits: what the output cannot take at once is dropped, so a
    /// reader that stopped reading cannot keep the demo from saving and
    /// exiting.
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

    /// Writes every byte of `text`, waiting in `poll` rather than in `write`,
    /// so that an ending signal can stop the wait.
    ///
    /// Each write is at most `PIPE_BUF` bytes: once `poll` says a pipe is
    /// writable, that many go in without blocking.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty, waitUntilWritable(descriptor) {
            let count = min(bytes.count, Int(PIPE_BUF))
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return
            }
        }
    }

    /// Waits until `descriptor` can take a write, or reports an error the write
    /// will meet; `false` when an ending signal has arrived and it cannot at once.
    private static func waitUntilWritable(_ descriptor: Int32) -> Bool {
        var watched = [
            pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0),
            pollfd(fd: EndingSignals.arrivalDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        var ready: Int32
        repeat {
            ready = poll(&watched, nfds_t(watched.count), -1)
        } while ready < 0 && errno == EINTR
        // A poll that fails leaves the decision to the write; a writable (or broken) output is written.
        return ready < 0 || watched[0].revents != 0
    }

    #if canImport(Glibc)
        private static let systemWrite = Glibc.write
    #elseif canImport(Darwin)
        private static let systemWrite = Darwin.write
    #endif

    /// The lines of standard input; see ``InputLines``.
    static func lines() -> InputLines {
        InputLines.reading(STDIN_FILENO)
    }
}
