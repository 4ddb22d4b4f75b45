import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension StoreFile {
    /// The sidecar file locked while the store is read, changed and written: `<store>.lock`.
    ///
    /// A separate file, because the store itself is replaced by a rename, and a
    /// lock on the replaced file would no longer exclude anyone.
    var lockPath: String { path + ".lock" }

    /// Runs `body` holding an exclusive `flock(2)` on ``lockPath``, once other holders let go.
    ///
    /// `flock` locks belong to an open file, so two repositories on the same
    /// file exclude each other even in one process, and the kernel drops the
    /// lock if the process dies. The lock is advisory: it keeps out other
    /// `circles` processes, not an editor. A process that keeps it longer than
    /// ``lockWait`` makes this throw ``CirclesStoreError/busy(path:lockPath:)``
    /// rather than wait for ever, with nothing changed.
    func withExclusiveLock<Result>(_ body: () throws -> Result) throws -> Result {
        let descriptor = try openLockFile()
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + lockWait
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                throw unwritable("its lock file \(lockPath) cannot be locked: \(Self.describe(code))")
            }
            guard ContinuousClock.now < deadline else { throw CirclesStoreError.busy(path: path, lockPath: lockPath) }
            usleep(20_000)
        }
        return try body()
    }

    /// Opens the lock file, creating it if needed, and returns its descriptor.
    ///
    /// Opened read-only, which is all `flock` needs, so a lock file a
    /// superuser created stays usable by the store's owner; without following
    /// a symbolic link, so a link planted in a shared folder cannot make this
    /// process create or open a file elsewhere; and without blocking, so a
    /// FIFO is refused rather than waited on.
    func openLockFile() throws(CirclesStoreError) -> Int32 {
        let descriptor = open(lockPath, O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP {
                throw unwritable("its lock file \(lockPath) is a symbolic link, which is never followed")
            }
            if code == EISDIR { throw unwritable("its lock file \(lockPath) is not a regular file") }
            throw unwritable("its lock file \(lockPath) cannot be opened: \(Self.describe(code))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw unwritable("its lock file \(lockPath) is not a regular file")
        }
        return descriptor
    }

    /// Creates the folder holding the file, and any missing folder above it.
    ///
    /// Returns at once when the folder exists, so that a missing search
    /// permission on a folder above it does not matter.
    func createFolder() throws {
        var status = stat()
        if stat(folderPath, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
        var current = folderPath.hasPrefix("/") ? "" : "."
        for component in folderPath.split(separator: "/") {
            current += "/\(component)"
            if stat(current, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw unwritable(
                        "its folder \(folderPath) cannot be created: \(current) is not a folder")
                }
            } else if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw unwritable(
                    "its folder \(folderPath) cannot be created: \(Self.describe(errno))")
            }
        }
    }
}
