import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file read whole and replaced atomically, through POSIX calls, never through a symbolic link.
///
/// A reader sees the old file or the new one, never a mix: the bytes go to a
/// temporary file in the same folder, are flushed to disk, and the temporary
/// file is renamed over the old one. The temporary files are ours by name,
/// `.<name>.tmp-<pid>-<random>`, so one left by a process that died mid-save
/// can be told apart from one another live process is writing, and removed
/// (``removeLeftoverTemporaryFiles(foundationMarker:)``). Replacing keeps the old file's
/// owner and permissions, and a file without any write permission is read-only:
/// it is never replaced.
///
/// The path is used as it stands: a symbolic link where the file should be is
/// neither read nor followed to create a file (`O_NOFOLLOW`, and new files
/// come into place by `rename` or `link`, which never follow one). Every
/// failure is a ``FileProblem`` phrase; the file is then as it was.
public struct AtomicFile: Sendable {
    /// The file's path.
    public let path: FileSystemPath

    /// The file at `path`; nothing is read or written until asked.
    public init(path: FileSystemPath) {
        self.path = path
    }

    /// The file at the path `text` spells.
    public init(path text: String) {
        self.init(path: FileSystemPath(text))
    }

    /// The folder holding the file; temporary files are made there so that a rename can replace it.
    var folderPath: FileSystemPath { path.folder }

    /// The whole file, or `nil` when there is none (nor a folder to hold it).
    ///
    /// Opened without blocking, so that a FIFO given by mistake is refused
    /// rather than waited on for ever. With a `limit`, a longer file is
    /// refused from its size alone, before any of it is read; a file whose
    /// bytes run past the size it gives is refused as ``StoreBuffer`` refuses it.
    public func contents(upTo limit: Int? = nil) throws(FileProblem) -> Data? {
        guard let descriptor = try openForReading() else { return nil }
        defer { close(descriptor) }
        return try Self.contents(of: descriptor, upTo: limit)
    }

    /// What the open file `descriptor` holds from where it is to its end, read as ``contents(upTo:)`` reads it.
    public static func contents(of descriptor: Int32, upTo limit: Int? = nil) throws(FileProblem) -> Data {
        let buffer = StoreBuffer()
        _ = try buffer.read(descriptor, upTo: limit ?? Int.max, comparing: false)
        return Data(buffer.bytes)
    }

    /// Runs `body` with the file open as a descriptor while holding an
    /// exclusive `flock(2)` on the file itself, and returns its result; `nil`,
    /// without running it, when there is no file.
    ///
    /// Whoever replaces the file holds this lock until the new file is in
    /// place, so the lock is taken on the file the path names, then the path
    /// is checked to still name it: when another holder replaced it in the
    /// meantime, the lock is taken again on the new file. The lock lives as
    /// long as the file it is on, so no file can be removed from under it to
    /// let a second writer in, and the kernel drops it if the process dies.
    /// It is advisory: it keeps out other holders, not an editor. When another
    /// holder keeps it past `deadline`, this throws ``FileProblem/busy``.
    func withLockedDescriptor<Result>(
        until deadline: ContinuousClock.Instant,
        _ body: (Int32) throws -> Result
    ) throws -> Result? {
        guard let descriptor = try lockedDescriptor(until: deadline) else { return nil }
        defer { Self.unlockAndClose(descriptor) }
        return try body(descriptor)
    }

    /// Lets go of the `flock(2)` on `descriptor`, then closes it.
    ///
    /// Unlocked first: a process started from this one at that moment holds a
    /// copy of the descriptor until it runs its program, and closing alone
    /// would leave the lock held until then.
    public static func unlockAndClose(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The file open and locked, the path checked to name it; `nil` when there is no file.
    private func lockedDescriptor(until deadline: ContinuousClock.Instant) throws(FileProblem) -> Int32? {
        while true {
            guard let descriptor = try openForReading() else { return nil }
            do {
                try Self.lock(descriptor, until: deadline)
                if try isStillNamed(by: descriptor) { return descriptor }
            } catch {
                Self.unlockAndClose(descriptor)
                throw error
            }
            Self.unlockAndClose(descriptor)
            guard ContinuousClock.now < deadline else { throw .busy }
        }
    }

    /// Takes an exclusive `flock(2)` on `descriptor`, trying until `deadline`.
    static func lock(_ descriptor: Int32, until deadline: ContinuousClock.Instant) throws(FileProblem) {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK, ContinuousClock.now < deadline else {
                throw code == EWOULDBLOCK ? .busy : .unwritable("it cannot be locked: \(describe(code))")
            }
            usleep(10_000)
        }
    }

    /// Puts `data` in place as the file if there is none yet, returning `false`, with nothing changed, if there is.
    ///
    /// The file is written whole under a temporary name, then linked to its
    /// name, which fails rather than replaces when anything (a file, a link)
    /// is already there: two processes creating the file at once make one
    /// file, never a mix, and a planted link is never followed.
    public func create(with data: Data) throws(FileProblem) -> Bool {
        let temporaryPath = try Self.withBytes(of: data) { bytes throws(FileProblem) in
            try writeTemporaryFile(bytes, copyingOwnerOf: nil)
        }
        defer { temporaryPath.unlinkFile() }
        guard temporaryPath.hardLink(to: path) else {
            let code = errno
            if code == EEXIST { return false }
            throw .unwritable("it cannot be created in \(folderPath.printedOnOneLine): \(Self.describe(code))")
        }
        syncFolder()
        return true
    }

    /// Replaces the file with `data` atomically, keeping its owner and permissions.
    ///
    /// - Throws: ``FileProblem/unwritable(_:)`` when the file is read-only,
    ///   its owner cannot be kept, or the folder cannot take the new file
    ///   (no permission, a read-only file system, no space left); the old
    ///   file is then as it was and no temporary file is left.
    public func replace(with data: Data) throws(FileProblem) {
        try Self.withBytes(of: data) { bytes throws(FileProblem) in try replace(with: bytes) }
    }

    /// Replaces the file with `bytes`, as ``replace(with:)-(Data)`` does.
    func replace(with bytes: UnsafeRawBufferPointer) throws(FileProblem) {
        let existing = path.linkStatus()
        if let existing, existing.st_mode & 0o222 == 0 {
            throw .unwritable("it is read-only (mode \(Self.octal(existing.st_mode)))")
        }
        let temporaryPath = try writeTemporaryFile(bytes, copyingOwnerOf: existing)
        guard temporaryPath.rename(to: path) else {
            let code = errno
            temporaryPath.unlinkFile()
            throw .unwritable(Self.describe(code))
        }
        syncFolder()
    }

    /// Checks that ``replace(with:)`` could write `byteCount` bytes now, by
    /// doing all of it but the final rename, and by asking the file system
    /// whether that rename would be refused.
    ///
    /// A folder or file system that refuses writes, a disk too full to hold
    /// the file, or a file or folder the system keeps from being replaced
    /// (immutable, append-only) is found here rather than at the first save.
    func checkReplaceable(byteCount: Int) throws(FileProblem) {
        let existing = path.linkStatus()
        if let existing, existing.st_mode & 0o222 == 0 {
            throw .unwritable("it is read-only (mode \(Self.octal(existing.st_mode)))")
        }
        if let flag = Self.protectionFlag(of: path) { throw .unwritable("it is \(flag)") }
        if let flag = Self.protectionFlag(of: folderPath) {
            throw .unwritable("its folder \(folderPath.printedOnOneLine) is \(flag)")
        }
        let zeros = Data(count: max(byteCount, 1))
        let temporaryPath = try Self.withBytes(of: zeros) { bytes throws(FileProblem) in
            try writeTemporaryFile(bytes, copyingOwnerOf: existing)
        }
        temporaryPath.unlinkFile()
    }

    /// Deletes the file; a file that is already gone is not a failure.
    public func remove() throws(FileProblem) {
        guard path.unlinkFile() || errno == ENOENT else { throw .unwritable(Self.describe(errno)) }
    }

    /// Removes the temporary files of this file that no live process is writing.
    ///
    /// A temporary file names the process that made it; one whose process is
    /// gone was left by a crash or a kill mid-save, and one with this
    /// process's own number is from an earlier process that had it, since
    /// this one has not saved yet when it calls this. The `.<name>.<UUID>.tmp`
    /// files of earlier versions of this program, which named no process, go
    /// too: at worst an old program saving at this very moment is told its
    /// save failed, and its file is as it was.
    ///
    /// With `foundationMarker`, the partial files Foundation's
    /// `Data.write(to:options: .atomic)` leaves, `.dat.nosync<pid in hex>.<random>`,
    /// go as well when their process is gone and they are empty or hold
    /// `foundationMarker`: earlier versions of this program wrote through it,
    /// and such a file of another program never holds the marker.
    public func removeLeftoverTemporaryFiles(foundationMarker: String? = nil) {
        Self.removeLeftoverTemporaryFiles(of: [path.name], in: folderPath, foundationMarker: foundationMarker)
    }

    /// Removes, as ``removeLeftoverTemporaryFiles(foundationMarker:)`` does, the leftovers of each
    /// of the files `names` in `folder`, listing the folder once.
    public static func removeLeftoverTemporaryFiles(
        of names: [[UInt8]],
        in folder: FileSystemPath,
        foundationMarker: String? = nil
    ) {
        for entry in folder.folderEntries() ?? []
        where names.contains(where: { isLeftover(entry, of: $0) })
            || isFoundationLeftover(entry, in: folder, marker: foundationMarker)
        {
            folder.appending(component: entry).unlinkFile()
        }
    }

    private static func isLeftover(_ entry: [UInt8], of fileName: [UInt8]) -> Bool {
        let dot = [UInt8(ascii: ".")]
        let prefix = dot + fileName + Array(".tmp-".utf8)
        if entry.starts(with: prefix) {
            let digits = entry.dropFirst(prefix.count).prefix { (0x30...0x39).contains($0) }
            guard let owner = Int32(String(decoding: digits, as: UTF8.self)), owner > 0 else { return false }
            return owner == getpid() || !isRunning(owner)
        }
        let oldPrefix = dot + fileName + dot
        let oldSuffix = Array(".tmp".utf8)
        guard entry.starts(with: oldPrefix), entry.count >= oldPrefix.count + oldSuffix.count,
            entry.suffix(oldSuffix.count).elementsEqual(oldSuffix)
        else { return false }
        let middle = entry.dropFirst(oldPrefix.count).dropLast(oldSuffix.count)
        return UUID(uuidString: String(decoding: middle, as: UTF8.self)) != nil
    }

    private static func isFoundationLeftover(_ entry: [UInt8], in folder: FileSystemPath, marker: String?) -> Bool {
        let prefix = Array(".dat.nosync".utf8)
        guard let marker, entry.starts(with: prefix) else { return false }
        let parts = entry.dropFirst(prefix.count).split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 2, let owner = Int32(String(decoding: parts[0], as: UTF8.self), radix: 16), owner > 0,
            owner == getpid() || !isRunning(owner)
        else { return false }
        guard let data = try? AtomicFile(path: folder.appending(component: entry)).contents(upTo: 1 << 20) else {
            return false
        }
        return data.isEmpty || String(decoding: data, as: UTF8.self).contains(marker)
    }

    /// Whether a process with this number exists (one of another user's counts: it may be writing).
    private static func isRunning(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    /// Opens the file to read it, without following a link or waiting on a FIFO; `nil` when there is none.
    func openForReading() throws(FileProblem) -> Int32? {
        let descriptor = path.openDescriptor(O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            if code == ELOOP { throw .unreadable("it is a symbolic link, which is not followed here") }
            throw .unreadable(Self.describe(code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .unreadable(Self.describe(code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return descriptor
        case S_IFDIR:
            close(descriptor)
            throw .unreadable("it is a folder, not a file")
        default:
            close(descriptor)
            throw .unreadable("it is not a regular file")
        }
    }

    /// Whether the path still names the file open as `descriptor`.
    private func isStillNamed(by descriptor: Int32) throws(FileProblem) -> Bool {
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw .unreadable(Self.describe(errno)) }
        guard let named = path.linkStatus() else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// Writes `data` to a new temporary file beside the file, flushed to disk, and returns its path.
    ///
    /// With `existing`, the new file takes that file's owner and permissions.
    private func writeTemporaryFile(
        _ data: UnsafeRawBufferPointer,
        copyingOwnerOf existing: stat?
    ) throws(FileProblem) -> FileSystemPath {
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let temporaryPath = folderPath.appending(
            component: [UInt8(ascii: ".")] + path.name + Array(".tmp-\(getpid())-\(random)".utf8))
        let descriptor = temporaryPath.openDescriptor(O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unwritable(
                "a new file cannot be created in \(folderPath.printedOnOneLine): \(Self.describe(errno))")
        }
        var failure: String?
        if let existing { failure = Self.giveOwnerAndMode(of: existing, to: descriptor) }
        if failure == nil, let code = Self.writeAll(data, to: descriptor) { failure = Self.describe(code) }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.describe(errno) }
        if close(descriptor) != 0, failure == nil { failure = Self.describe(errno) }
        if let failure {
            temporaryPath.unlinkFile()
            throw .unwritable(failure)
        }
        return temporaryPath
    }

    /// Gives the new file the owner and permissions of the old, returning why not when it cannot.
    ///
    /// Without this a save by root would hand a user's store to root, and a
    /// store a user made private would become readable by all.
    private static func giveOwnerAndMode(of existing: stat, to descriptor: Int32) -> String? {
        var created = stat()
        guard fstat(descriptor, &created) == 0 else { return describe(errno) }
        if created.st_uid != existing.st_uid || created.st_gid != existing.st_gid,
            fchown(descriptor, existing.st_uid, existing.st_gid) != 0
        {
            return "its owner (user \(existing.st_uid), group \(existing.st_gid)) cannot be kept: \(describe(errno))"
        }
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { return describe(errno) }
        return nil
    }

    /// Runs `body` over the bytes of `data`, keeping its typed error.
    private static func withBytes<Result>(
        of data: Data,
        _ body: (UnsafeRawBufferPointer) throws(FileProblem) -> Result
    ) throws(FileProblem) -> Result {
        try data.withUnsafeBytes { bytes in Swift.Result { () throws(FileProblem) in try body(bytes) } }.get()
    }

    /// Writes all of `data`, returning the `errno` of a failure.
    private static func writeAll(_ data: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = data.baseAddress else { return nil }
        var offset = 0
        while offset < data.count {
            let written = write(descriptor, base + offset, data.count - offset)
            if written >= 0 {
                offset += written
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }

    /// Flushes the folder, so that the rename survives a power cut; a failure here changes nothing.
    private func syncFolder() {
        let descriptor = folderPath.openDescriptor(O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// "immutable (chattr +i)" or "append-only (chattr +a)" when the file system keeps the file at
    /// `path` from being replaced or removed, whoever asks; `nil` otherwise or where this cannot be asked.
    private static func protectionFlag(of path: FileSystemPath) -> String? {
        #if os(Linux)
            let descriptor = path.openDescriptor(O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            // FS_IOC_GETFLAGS; the kernel writes an `int`, so the first half of the pair holds it.
            var flags: (Int32, Int32) = (0, 0)
            guard ioctl(descriptor, 0x8008_6601, &flags) == 0 else { return nil }
            if flags.0 & 0x10 != 0 { return "immutable (chattr +i)" }
            if flags.0 & 0x20 != 0 { return "append-only (chattr +a)" }
        #endif
        return nil
    }

    /// Permission bits as `ls -l` users write them: `0444`.
    static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The system's short description of the error `code`, such as "No space left on device".
    public static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// Why an ``AtomicFile`` could not be read or written, as a phrase a message can quote.
public enum FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but cannot be read: a folder, a FIFO, a link, no permission.
    case unreadable(String)
    /// The file cannot be replaced or removed: read-only, no space left, no permission.
    case unwritable(String)
    /// The file is longer than the `limit` its reader accepts, in bytes.
    case tooLarge(limit: Int)
    /// Another process kept the file locked longer than the lock is waited for.
    case busy

    /// The phrase, for example "it is a folder, not a file" or "No space left on device".
    public var description: String {
        switch self {
        case .unreadable(let reason), .unwritable(let reason): reason
        case .tooLarge(let limit): "it is larger than \(limit) bytes"
        case .busy: "another process keeps it locked"
        }
    }
}
