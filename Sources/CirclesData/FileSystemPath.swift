#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path as the file system takes it: bytes, which need not be UTF-8.
///
/// Linux lets a file name hold any byte but `/` and NUL. A Swift `String`
/// cannot hold bytes that are not UTF-8, and turning them into one replaces
/// each with U+FFFD, which names another file. So a path the user gave is
/// kept as its bytes from the command line to every system call, and turned
/// into text only for a message, where a byte that is not UTF-8 is written
/// `\x{E9}`.
public struct FileSystemPath: Hashable, Sendable, CustomStringConvertible {
    /// The bytes, without a NUL.
    let bytes: [UInt8]

    /// The path spelt by `text`, as its UTF-8.
    public init(_ text: String) {
        bytes = Array(text.utf8.prefix { $0 != 0 })
    }

    /// The path of these bytes; `nil` when one is NUL, which no path may hold.
    public init?(bytes: [UInt8]) {
        guard !bytes.contains(0) else { return nil }
        self.bytes = bytes
    }

    private init(checked bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path as text for a message: its UTF-8 as it stands, each byte that is not UTF-8 written `\x{E9}`.
    public var description: String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                switch lead {
                case 0x00...0x7F: 1
                case 0xC2...0xDF: 2
                case 0xE0...0xEF: 3
                case 0xF0...0xF4: 4
                default: 0
                }
            if length > 0, index + length <= bytes.count,
                let piece = String(validating: bytes[index..<(index + length)], as: UTF8.self)
            {
                text += piece
                index += length
            } else {
                text += "\\x{\(String(lead, radix: 16, uppercase: true))}"
                index += 1
            }
        }
        return text
    }

    /// The path as a message quotes it: ``description``, kept to one line (``Swift/String/writtenOnOneLine(upTo:)``).
    var printedOnOneLine: String {
        description.writtenOnOneLine()
    }

    /// Runs `body` with the path as a C string, for a system call.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let characters = bytes.map { CChar(bitPattern: $0) } + [0]
        return try body(characters)
    }

    /// The folder holding the file: the path up to its last `/`, `/` for a file at the root, `.` without a `/`.
    public var folder: FileSystemPath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FileSystemPath(".") }
        return slash == 0 ? FileSystemPath("/") : FileSystemPath(checked: Array(bytes[..<slash]))
    }

    /// The last part of the path, the file's name in its folder.
    public var name: [UInt8] {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// This path with `suffix` added to its last part: `circles.json` and `.lock` make `circles.json.lock`.
    public func appending(_ suffix: String) -> FileSystemPath {
        FileSystemPath(checked: bytes + FileSystemPath(suffix).bytes)
    }

    /// The file called `name` in this folder.
    public func appending(component name: [UInt8]) -> FileSystemPath {
        FileSystemPath(checked: bytes + [UInt8(ascii: "/")] + name.filter { $0 != 0 })
    }
}

extension FileSystemPath {
    /// `open(2)` of the path; the descriptor, or -1 with `errno` set.
    public func openDescriptor(_ flags: Int32, mode: mode_t = 0o644) -> Int32 {
        withCString { open($0, flags, mode) }
    }

    /// `lstat(2)` of the path, which does not follow a symbolic link; `nil`, with `errno` set, when it fails.
    public func linkStatus() -> stat? {
        var status = stat()
        return withCString { lstat($0, &status) } == 0 ? status : nil
    }

    /// `stat(2)` of the path, which follows symbolic links; `nil`, with `errno` set, when it fails.
    func status() -> stat? {
        var status = stat()
        return withCString { stat($0, &status) } == 0 ? status : nil
    }

    /// Whether anything, a link included, has this path.
    public var exists: Bool { linkStatus() != nil }

    /// `unlink(2)`; whether it worked, with `errno` set when not.
    @discardableResult
    public func unlinkFile() -> Bool {
        withCString { unlink($0) } == 0
    }

    /// `link(2)` of this file to `other`, which fails rather than replaces anything there; whether it worked.
    public func hardLink(to other: FileSystemPath) -> Bool {
        withCString { source in other.withCString { link(source, $0) } } == 0
    }

    /// `rename(2)` of this file to `other`, replacing a file there; whether it worked.
    public func rename(to other: FileSystemPath) -> Bool {
        withCString { source in other.withCString { Self.systemRename(source, $0) } } == 0
    }

    #if canImport(Glibc)
        private static let systemRename = Glibc.rename
    #elseif canImport(Musl)
        private static let systemRename = Musl.rename
    #elseif canImport(Darwin)
        private static let systemRename = Darwin.rename
    #endif

    /// `mkdir(2)`; whether it worked.
    func makeFolder(mode: mode_t) -> Bool {
        withCString { mkdir($0, mode) } == 0
    }

    /// What the symbolic link at the path holds, as bytes; `nil` when it is none.
    func linkContent() -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = withCString { readlink($0, &buffer, buffer.count - 1) }
        return count > 0 ? buffer[..<count].map { UInt8(bitPattern: $0) } : nil
    }

    /// The names in the folder at the path, `.` and `..` left out; `nil` when it cannot be listed.
    public func folderEntries() -> [[UInt8]]? {
        guard let folder = withCString({ opendir($0) }) else { return nil }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }
}
