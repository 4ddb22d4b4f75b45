/// A marked region of a source file, as a document quotes it.
///
/// A region starts at a line `// excerpt:begin NAME` and stops at the line
/// `// excerpt:end NAME`; both lines are left out, as are the markers of
/// other regions nested inside. The text is dedented by its common
/// indentation, so an excerpt from inside a type reads from column one.
struct SourceRegion: Equatable {
    /// A region reference as documents write it: `PATH#NAME`, the path from the repository's root.
    struct Reference: Hashable, CustomStringConvertible {
        /// The file's path from the repository's root.
        let path: String
        /// The region's name, as its marker lines spell it.
        let name: String

        /// Splits `PATH#NAME`; `nil` when either half is missing.
        init?(_ text: Substring) {
            let parts = text.split(separator: "#", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            path = String(parts[0])
            name = String(parts[1])
        }

        /// A reference to the region `name` of the file at `path`.
        init(path: String, name: String) {
            self.path = path
            self.name = name
        }

        /// `PATH#NAME`, as documents write it.
        var description: String { "\(path)#\(name)" }
    }

    /// The region's lines, dedented, without a final new line.
    let text: String

    /// The region called `name` in `source`, or why there is none.
    static func named(_ name: String, in source: String) -> Result<SourceRegion, RegionError> {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let trimmed = lines.map { $0.trimmingPrefix(while: \.isWhitespace) }
        let begins = trimmed.indices.filter { trimmed[$0] == "\(beginMarker)\(name)" }
        guard let begin = begins.first else { return .failure(.missing) }
        guard begins.count == 1 else { return .failure(.begunTwice) }
        guard let end = trimmed[begin...].firstIndex(where: { $0 == "\(endMarker)\(name)" }) else {
            return .failure(.unterminated)
        }
        let body = (begin + 1..<end).filter { !trimmed[$0].hasPrefix(markerPrefix) }.map { lines[$0] }
        return .success(SourceRegion(text: dedent(body)))
    }

    /// The names of every region that begins in `source`, in order.
    static func names(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingPrefix(while: \.isWhitespace)
            guard trimmed.hasPrefix(beginMarker) else { return nil }
            return String(trimmed.dropFirst(beginMarker.count))
        }
    }

    /// How many lines of the region hold something: blank lines are not counted.
    var nonBlankLineCount: Int {
        text.split(separator: "\n").count { !$0.allSatisfy(\.isWhitespace) }
    }

    private static let markerPrefix = "// excerpt:"
    private static let beginMarker = "// excerpt:begin "
    private static let endMarker = "// excerpt:end "

    private static func dedent(_ lines: [Substring]) -> String {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " }).count }
        let indent = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
    }
}

/// Why a region could not be read.
enum RegionError: Error, Equatable, CustomStringConvertible {
    /// No line begins it.
    case missing
    /// Two lines begin it, so which one a document means is unclear.
    case begunTwice
    /// It begins but never ends.
    case unterminated

    /// What is wrong, to follow the region's name in a message.
    var description: String {
        switch self {
        case .missing: "has no `// excerpt:begin` line"
        case .begunTwice: "begins twice"
        case .unterminated: "has no `// excerpt:end` line"
        }
    }
}
