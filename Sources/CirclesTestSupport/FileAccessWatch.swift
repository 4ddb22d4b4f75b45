import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file watched for another process opening or reading it, through Linux's inotify(7): a test waits for
/// that access itself, never for a length of time.
///
/// The watch starts when it is made, so an access that comes at once is seen too. `nil` where there is no
/// inotify.
public final class FileAccessWatch: Sendable {
    private let descriptor: Int32

    /// Watches the file at `path` for being opened or read.
    public init?(_ path: String) {
        #if canImport(Glibc)
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            guard inotify_add_watch(descriptor, path, UInt32(IN_OPEN | IN_ACCESS)) >= 0 else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
        #else
            return nil
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Returns once the file has been opened or read since the watch began; `false` only when ten minutes passed
    /// first, which turns a hang into a failure.
    public func accessed() async -> Bool {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [descriptor] in
                var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                var ready: Int32
                repeat {
                    ready = poll(&watched, 1, 600_000)
                } while ready < 0 && errno == EINTR
                continuation.resume(returning: ready > 0)
            }
        }
    }
}
