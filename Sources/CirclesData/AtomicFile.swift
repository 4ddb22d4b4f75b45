import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small file read whole and replaced atomically, through POSIX calls.
///
/// A reader sees the old file or the new one, never a mix: the bytes go to a
/// temporary file in the same folder, are flushed to disk, and the temporary
/// file is renamed over the old one. The temporary files are ours by name,
/// `.<name>.tmp-<pid>-<random>`, so one left by a process that died mid-save
/// can be told apart from one another live process is writing, and removed
/// (``removeLeftoverTemporaryFiles()``). Replacing keeps the old file's
/// owner and permissions, and a file without any write permission is read-only:
/// it is never replaced. Every failure is a ``FileProblem`` phrase; the file is
/// then as it was.
public struct AtomicFile: Sendable {
    /// The file's path.
    public let path: String

    /// The file at `path`; nothing is read or written until asked.
    public init(path: String) {
        self.path = path
    }

    /// The folder holding the file; temporary files are made there so that a rename can replace it.
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
    /// Opened without blocking, so that a FIFO given by mistake is refused
    /// rather than waited on for ever. With a `limit`, a longer file is
    /// refused after reading at most `limit + 1` bytes.
    public func contents(upTo limit: Int? = nil) throws(FileProblem) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw .unreadable(Self.describe(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(Self.describe(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable("it is a folder, not a file")
        default: throw .unreadable("it is not a regular file")
        }
        if let limit, status.st_size > limit { throw .tooLarge(limit: limit) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
                if let limit, data.count > limit { throw .tooLarge(limit: limit) }
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw .unreadable(Self.describe(errno))
            }
        }
    }

    /// Replaces the file with `data` atomically, keeping its owner and permissions.
    ///
    /// - Throws: ``FileProblem/unwritable(_:)`` when the file is read-only,
    ///   its owner cannot be kept, or the folder cannot take the new file
    ///   (no permission, a read-only file system, no space left); the old
    ///   file is then as it was and no temporary file is left.
    public func replace(with data: Data) throws(FileProblem) {
        try writeTemporaryFile(data, renamingOverFile: true)
    }

    /// Checks that ``replace(with:)`` could write `byteCount` bytes now, by
    /// doing all of it but the final rename.
    ///
    /// A folder or file system that refuses writes, or a disk too full to
    /// hold the file, is found here rather than at the first save.
    func checkReplaceable(byteCount: Int) throws(FileProblem) {
        try writeTemporaryFile(Data(count: max(byteCount, 1)), renamingOverFile: false)
    }

    /// Deletes the file; a file that is already gone is not a failure.
    public func remove() throws(FileProblem) {
        guard unlink(path) == 0 || errno == ENOENT else { throw .unwritable(Self.describe(errno)) }
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
    public func removeLeftoverTemporaryFiles() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folderPath) else { return }
        for name in names where isLeftover(name) {
            unlink(folderPath + "/" + name)
        }
    }

    private var temporaryPrefix: String { ".\(fileName).tmp-" }

    private func isLeftover(_ name: String) -> Bool {
        if name.hasPrefix(temporaryPrefix) {
            let digits = name.dropFirst(temporaryPrefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let owner = Int32(digits), owner > 0 else { return false }
            return owner == getpid() || !Self.isRunning(owner)
        }
        let oldPrefix = ".\(fileName)."
        guard name.hasPrefix(oldPrefix), name.hasSuffix(".tmp") else { return false }
        return UUID(uuidString: String(name.dropFirst(oldPrefix.count).dropLast(4))) != nil
    }

    /// Whether a process with this number exists (one of another user's counts: it may be writing).
    private static func isRunning(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    private func writeTemporaryFile(_ data: Data, renamingOverFile: Bool) throws(FileProblem) {
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists, existing.st_mode & 0o222 == 0 {
            throw .unwritable("it is read-only (mode \(Self.octal(existing.st_mode)))")
        }
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let temporaryPath = "\(folderPath)/\(temporaryPrefix)\(getpid())-\(random)"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .unwritable("a new file cannot be created in \(folderPath): \(Self.describe(errno))")
        }
        var failure: String?
        if exists { failure = Self.giveOwnerAndMode(of: existing, to: descriptor) }
        if failure == nil, let code = Self.writeAll(data, to: descriptor) { failure = Self.describe(code) }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.describe(errno) }
        if close(descriptor) != 0, failure == nil { failure = Self.describe(errno) }
        if failure == nil, renamingOverFile, rename(temporaryPath, path) != 0 { failure = Self.describe(errno) }
        if let failure {
            unlink(temporaryPath)
            throw .unwritable(failure)
        }
        if renamingOverFile {
            syncFolder()
        } else {
            unlink(temporaryPath)
        }
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

    /// Permission bits as `ls -l` users write them: `0444`.
    static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The system's short description of the error `code`, such as "No space left on device".
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// Why an ``AtomicFile`` could not be read or written, as a phrase a message can quote.
public enum FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but cannot be read: a folder, a FIFO, no permission.
    case unreadable(String)
    /// The file cannot be replaced or removed: read-only, no space left, no permission.
    case unwritable(String)
    /// The file is longer than the `limit` its reader accepts, in bytes.
    case tooLarge(limit: Int)

    /// The phrase, for example "it is a folder, not a file" or "No space left on device".
    public var description: String {
        switch self {
        case .unreadable(let reason), .unwritable(let reason): reason
        case .tooLarge(let limit): "it is larger than \(limit) bytes"
        }
    }
}
