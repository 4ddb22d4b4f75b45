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
    /// `circles` processes, not an editor.
    func withExclusiveLock<Result>(_ body: () throws -> Result) throws -> Result {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw unwritable("its lock file \(lockPath) cannot be opened: \(Self.describe(errno))")
        }
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw unwritable(
                    "its lock file \(lockPath) cannot be locked: \(Self.describe(errno))")
            }
        }
        return try body()
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
