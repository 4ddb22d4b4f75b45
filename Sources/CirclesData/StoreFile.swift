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
///
/// A symbolic link given as the store is followed once, when this value is
/// made, by the system itself (which applies its own rules, such as Linux's
/// protected symlinks in shared folders), to the file it leads to; that file
/// is then read, locked and replaced in its own folder, and a link found
/// there later is refused. A link that leads nowhere is refused too: the
/// store is never created through one, so a link planted in a shared folder
/// cannot make this process create a file where the link points.
struct StoreFile: Sendable {
    /// The path of the store file: where a link given as the store led, or the path as given.
    let path: FileSystemPath
    /// Why the link given as the store is not followed, when it is not: it leads nowhere, or the system refused.
    let linkRefusal: String?
    /// How long a change waits for another process to let go of the lock before giving up.
    let lockWait: Duration
    /// How many missing folders above the file may be created: 1 creates the file's own folder
    /// when the folder above it exists.
    let missingFolderLimit: Int

    /// The store at `path`, a link there followed by the system.
    init(resolving path: FileSystemPath, lockWait: Duration, missingFolderLimit: Int) {
        (self.path, linkRefusal) = Self.followingLink(at: path)
        self.lockWait = lockWait
        self.missingFolderLimit = missingFolderLimit
    }

    /// The file that is read and replaced.
    var file: AtomicFile { AtomicFile(path: path) }

    /// The folder holding the file; new files are made there so that a rename can replace it.
    var folderPath: FileSystemPath { file.folderPath }

    /// Reads the file into `buffer`, returning whether it differs from what `buffer` held, or `nil` when there is no
    /// file; with `comparing` false, any file counts as different.
    ///
    /// - Throws: ``CirclesStoreError/tooLarge(path:limit:)`` for a file larger
    ///   than ``CirclesStoreDocument/maximumBytes``, before any of it is read.
    func read(into buffer: StoreBuffer, comparing: Bool) throws(CirclesStoreError) -> Bool? {
        try refuseUnfollowedLink()
        do {
            guard let descriptor = try file.openForReading() else { return nil }
            defer { close(descriptor) }
            return try buffer.read(descriptor, upTo: CirclesStoreDocument.maximumBytes, comparing: comparing)
        } catch {
            throw problem(error)
        }
    }

    /// Runs `body` holding the store's locks, once the file is read into `buffer` as ``read(into:comparing:)`` reads
    /// it, with whether it differed; `nil` when there is no file.
    ///
    /// Two locks, taken in this order by every process of this release: the
    /// lock earlier releases took, on ``legacyLockPath``, then the lock on
    /// the store file itself (``AtomicFile/withLockedDescriptor(until:_:)``).
    /// An earlier release and this one on one store, as during an upgrade,
    /// so exclude each other through the first, and two processes of this
    /// release through the second, which no deleted file can undo. Both are
    /// waited for at most ``lockWait`` in all.
    func withExclusiveLock<Result>(
        readingInto buffer: StoreBuffer,
        comparing: Bool,
        _ body: (Bool) throws -> Result
    ) throws -> Result? {
        try refuseUnfollowedLink()
        let deadline = ContinuousClock.now + lockWait
        do {
            let legacy = try openLegacyLock()
            defer { AtomicFile.unlockAndClose(legacy) }
            try AtomicFile.lock(legacy, until: deadline)
            return try file.withLockedDescriptor(until: deadline) { descriptor in
                try body(try buffer.read(descriptor, upTo: CirclesStoreDocument.maximumBytes, comparing: comparing))
            }
        } catch let failure as FileProblem {
            throw problem(failure)
        }
    }

    /// The file earlier releases of this program locked while they changed the store: `<store>.lock`.
    var legacyLockPath: FileSystemPath { path.appending(".lock") }

    /// Opens ``legacyLockPath``, creating it when missing, for its lock.
    ///
    /// It is created rather than skipped when missing, since an earlier
    /// release starting meanwhile would create it and take it while this
    /// process writes. Opened read-only, which is all `flock` needs, without
    /// following a symbolic link and without blocking.
    private func openLegacyLock() throws(FileProblem) -> Int32 {
        let descriptor = legacyLockPath.openDescriptor(O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unwritable(
                "its lock file \(legacyLockPath.printedOnOneLine) cannot be opened: \(Self.describe(errno))")
        }
        return descriptor
    }

    /// Checks that ``legacyLockPath``, when there is one, can be opened for its lock; a missing one is created
    /// at the first change.
    ///
    /// Checked before the store is created, so that a lock this user cannot
    /// take, one another user left in a shared folder, say, refuses the store
    /// while nothing of it exists yet.
    func checkLegacyLock() throws(CirclesStoreError) {
        guard legacyLockPath.exists else { return }
        do {
            close(try openLegacyLock())
        } catch {
            throw problem(error)
        }
    }

    /// Creates the file holding `data`, and its folder when allowed; `false`, with nothing changed, when it exists.
    func create(with data: Data) throws(CirclesStoreError) -> Bool {
        try refuseUnfollowedLink()
        try createFolder()
        do {
            return try file.create(with: data)
        } catch {
            throw problem(error)
        }
    }

    /// Throws when the store was given as a link that is not followed: one to nothing is never followed to create
    /// a file.
    private func refuseUnfollowedLink() throws(CirclesStoreError) {
        guard let linkRefusal else { return }
        throw unwritable(linkRefusal)
    }

    /// Replaces the file with `bytes` atomically, keeping its owner and permissions.
    ///
    /// A store without any write permission is never replaced.
    func replace(with bytes: UnsafeRawBufferPointer) throws(CirclesStoreError) {
        do {
            try file.replace(with: bytes)
        } catch {
            throw problem(error)
        }
    }

    /// Checks, without changing the store, that a save could replace it now.
    ///
    /// Writes a temporary file as large as the store (up to a mebibyte), then
    /// removes it, and asks the file system whether the store or its folder is
    /// kept from being replaced: a read-only or immutable file or folder, a
    /// read-only file system or a full disk shows up here, at start-up, rather
    /// than at the first save. So does a store in a shared (sticky) folder
    /// that belongs to another user, which only its owner may replace.
    func checkWritable() throws(CirclesStoreError) {
        let size = path.linkStatus().map { Int($0.st_size) } ?? 0
        if let owner = Self.ownerKeepingOthersOut(of: path, folder: folderPath) {
            throw unwritable(
                "its folder \(folderPath.printedOnOneLine) lets only a file's owner replace it,"
                    + " and the store belongs to user \(owner)")
        }
        do {
            try file.checkReplaceable(byteCount: min(size, 1 << 20))
        } catch {
            throw problem(error)
        }
    }

    /// Creates the folder holding the file, and missing folders above it up to ``missingFolderLimit``.
    ///
    /// Returns at once when the folder exists, so that a missing search
    /// permission on a folder above it does not matter. A path missing more
    /// folders than that is refused, naming them, rather than created.
    func createFolder() throws(CirclesStoreError) {
        var missing: [FileSystemPath] = []
        var current = folderPath
        var status = current.status()
        while status == nil {
            let code = errno
            if code == ENOTDIR { throw notAFolder(Self.nearestExisting(above: current)) }
            guard code == ENOENT else {
                throw unwritable("its folder \(folderPath.printedOnOneLine) cannot be created: \(Self.describe(code))")
            }
            missing.append(current)
            current = current.folder
            status = current.status()
        }
        guard let status, status.st_mode & S_IFMT == S_IFDIR else { throw notAFolder(current) }
        guard missing.count <= missingFolderLimit else {
            let first = missing[missing.count - 1].printedOnOneLine
            throw unwritable(
                "its folder \(folderPath.printedOnOneLine) does not exist, nor does \(first);"
                    + " only \(missingFolderLimit == 1 ? "a missing last folder is" : "the store's own folders are")"
                    + " created, so create \(first) first")
        }
        for folder in missing.reversed() where !folder.makeFolder(mode: 0o755) && errno != EEXIST {
            throw unwritable("its folder \(folderPath.printedOnOneLine) cannot be created: \(Self.describe(errno))")
        }
    }

    private func notAFolder(_ blocker: FileSystemPath) -> CirclesStoreError {
        unwritable(
            "its folder \(folderPath.printedOnOneLine) cannot be created: \(blocker.printedOnOneLine) is not a folder")
    }

    /// The nearest path above `path`, or `path` itself, that exists.
    private static func nearestExisting(above path: FileSystemPath) -> FileSystemPath {
        var current = path
        while !current.exists, current != FileSystemPath("/"), current != FileSystemPath(".") {
            current = current.folder
        }
        return current
    }

    /// The owner of the file at `path` when the sticky bit on `folder` keeps this process from replacing it.
    private static func ownerKeepingOthersOut(of path: FileSystemPath, folder: FileSystemPath) -> uid_t? {
        let user = geteuid()
        guard user != 0, let file = path.linkStatus(), let parent = folder.status(),
            parent.st_mode & S_ISVTX != 0, file.st_uid != user, parent.st_uid != user
        else { return nil }
        return file.st_uid
    }

    /// `path`, or where the symbolic link at `path` leads as the system follows it; with why it is not followed
    /// when it leads nowhere or the system refuses to follow it.
    ///
    /// Only a link at the last part of the path matters: a rename within a
    /// linked folder replaces the file in the real one.
    private static func followingLink(at path: FileSystemPath) -> (path: FileSystemPath, linkRefusal: String?) {
        guard let status = path.linkStatus(), status.st_mode & S_IFMT == S_IFLNK else { return (path, nil) }
        #if os(Linux)
            // O_PATH, which Glibc's module does not export: it follows the link without reading the file.
            let descriptor = path.openDescriptor(0o10_000_000 | O_CLOEXEC)
            if descriptor >= 0 {
                defer { close(descriptor) }
                let deleted = Array(" (deleted)".utf8)
                if let target = FileSystemPath("/proc/self/fd/\(descriptor)").linkContent(),
                    target.first == UInt8(ascii: "/"), !target.reversed().starts(with: deleted.reversed()),
                    let resolved = FileSystemPath(bytes: target)
                {
                    return (resolved, nil)
                }
                return (path, nil)
            }
        #else
            if let resolved = path.withCString({ realpath($0, nil) }) {
                defer { free(resolved) }
                return (FileSystemPath(String(cString: resolved)), nil)
            }
        #endif
        let code = errno
        let target = path.linkContent().flatMap { FileSystemPath(bytes: $0) }?.printedOnOneLine ?? ""
        guard code == ENOENT else {
            return (
                path, "it is a symbolic link to \(target), which the system does not follow here: \(describe(code))"
            )
        }
        return (
            path,
            "it is a symbolic link to \(target), which does not exist, and a store is never created through a link"
        )
    }

    /// The store error for a problem of its file.
    func problem(_ problem: FileProblem) -> CirclesStoreError {
        switch problem {
        case .unreadable(let reason): unreadable(reason)
        case .unwritable(let reason): unwritable(reason)
        case .tooLarge(let limit): .tooLarge(path: path.description, limit: limit)
        case .busy: .busy(path: path.description)
        }
    }

    /// The error for a file that cannot be read, for `reason`.
    func unreadable(_ reason: String) -> CirclesStoreError {
        .unreadable(path: path.description, reason: reason)
    }

    /// The error for a store that cannot be written, for `reason`.
    func unwritable(_ reason: String) -> CirclesStoreError {
        .unwritable(path: path.description, reason: reason)
    }

    /// The system's short description of the error `code`, such as "Permission denied".
    static func describe(_ code: Int32) -> String {
        AtomicFile.describe(code)
    }
}
