import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store's file on disk: an ``AtomicFile`` whose failures are ``CirclesStoreError``s naming it.
///
/// POSIX rather than `FileManager` because the errors must be told apart
/// (missing, a folder, no permission) and reported in a short line, and
/// because the atomic replace and `flock` have no Foundation equivalent on
/// Linux.
struct StoreFile: Sendable {
    /// The path of the store file, symbolic links already followed (see ``followingLinks(from:)``).
    let path: String
    /// How long a change waits for another process to let go of the lock before giving up.
    let lockWait: Duration

    /// The file that is read and replaced.
    var file: AtomicFile { AtomicFile(path: path) }

    /// The folder holding the file; new files are made there so that a rename can replace it.
    var folderPath: String { file.folderPath }

    /// The whole file, or `nil` when there is none (nor a folder to hold it).
    func contents() throws(CirclesStoreError) -> Data? {
        do {
            return try file.contents()
        } catch {
            throw unreadable(error.description)
        }
    }

    /// Replaces the file with `data` atomically, keeping its owner and permissions.
    ///
    /// A store without any write permission is never replaced.
    func replace(with data: Data) throws(CirclesStoreError) {
        do {
            try file.replace(with: data)
        } catch {
            throw unwritable(error.description)
        }
    }

    /// Checks, without changing the store, that a save could replace it now.
    ///
    /// Opens the lock file and writes a temporary file as large as the
    /// store, then removes it: a read-only file or folder, a read-only file
    /// system, a full disk or a lock file that is not ours shows up here, at
    /// start-up, rather than at the first save.
    func checkWritable() throws(CirclesStoreError) {
        close(try openLockFile())
        var status = stat()
        let size = stat(path, &status) == 0 ? Int(status.st_size) : 0
        do {
            try file.checkReplaceable(byteCount: min(size, 1 << 20))
        } catch {
            throw unwritable(error.description)
        }
    }

    /// `path` with symbolic links followed to the file they lead to.
    ///
    /// The store is read and replaced where it really is, and its lock file
    /// sits next to it, so a link to a store and the store itself share one
    /// file and one lock. Replacing the link itself would leave the real
    /// file unchanged behind it. Only the last part of the path is a link
    /// that matters: a rename within a linked folder replaces the file in the
    /// real one. A chain of more than 40 links is left as it is, and opening
    /// it then fails with a message.
    static func followingLinks(from path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
                let target = linkTarget(current)
            else { return current }
            current = target.hasPrefix("/") ? target : AtomicFile(path: current).folderPath + "/" + target
        }
        return current
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
        AtomicFile.describe(code)
    }
}
