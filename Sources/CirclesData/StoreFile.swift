import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store's file on disk, read and replaced through POSIX calls.
///
/// POSIX rather than `FileManager` because the errors must be told apart
/// (missing, a folder, no permission) and reported in a short line, and
/// because the atomic replace and `flock` have no Foundation equivalent on
/// Linux. Every failure is a ``CirclesStoreError`` naming ``path``.
struct StoreFile: Sendable {
    /// The path of the store file.
    let path: String

    /// The folder holding the file; new files are made there so that a rename can replace it.
    var folderPath: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The name of the file within its folder.
    var fileName: String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The whole file, or `nil` when there is none (nor a folder to hold it).
    ///
    /// Opened without blocking so that a FIFO given by mistake is refused
    /// rather than waited on for ever.
    func contents() throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw unreadable(Self.describe(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(Self.describe(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw unreadable("it is a folder, not a file")
        default: throw unreadable("it is not a regular file")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw unreadable(Self.describe(errno))
            }
        }
    }

    /// Replaces the file with `data` atomically: a reader sees the old file or the new one.
    ///
    /// The bytes go to a new file in the same folder, are flushed to disk, and
    /// the new file is renamed over the old one; `rename(2)` within a folder
    /// is atomic. On any failure the temporary file is removed and the old
    /// file is as it was.
    func replace(with data: Data) throws {
        let temporaryPath = "\(folderPath)/.\(fileName).\(UUID().uuidString).tmp"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw unwritable(
                "a new file cannot be created in \(folderPath): \(Self.describe(errno))")
        }
        // The new file keeps the old one's permissions, so a store a user made private stays so.
        var existing = stat()
        if stat(path, &existing) == 0 { fchmod(descriptor, existing.st_mode & 0o7777) }
        var failure = Self.writeAll(data, to: descriptor)
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporaryPath, path) != 0 { failure = errno }
        if let failure {
            unlink(temporaryPath)
            throw unwritable(Self.describe(failure))
        }
        syncFolder()
    }

    /// Writes all of `data`, returning the `errno` of a failure.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    return errno
                }
            }
            return nil
        }
    }

    /// Flushes the folder, so that the rename survives a power cut; a failure here changes nothing.
    private func syncFolder() {
        let descriptor = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The error for a file that cannot be read, for `reason`.
    func unreadable(_ reason: String) -> CirclesStoreError {
        .unreadable(path: path, reason: reason)
    }

    /// The error for a store that cannot be written, for `reason`.
    func unwritable(_ reason: String) -> CirclesStoreError {
        .unwritable(path: path, reason: reason)
    }

    /// The system's short description of the error `code`, such as "Permission denied".
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
