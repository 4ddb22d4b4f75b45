/// A fenced code block in a Markdown document, with the marker comment on the line above it.
///
/// The markers say where a block's text comes from:
/// - `<!-- excerpt: PATH#NAME -->`: a region of a source file, verbatim;
/// - `<!-- diff: PATH#NAME PATH#NAME -->`: the line diff of two regions;
/// - `<!-- generated: NAME -->`: text a docs test computes, such as a table of sizes;
/// - `<!-- pseudo-code -->`: not checked, and said to be so.
///
/// A block with no marker may only hold text that is not code (`text`, `sh`,
/// `bash`, `console`, `json`).
struct DocBlock {
    /// Where a block's text comes from.
    enum Marker: Equatable {
        /// The block is this region's text.
        case excerpt(SourceRegion.Reference)
        /// The block is the line diff of these two regions.
        case diff(old: SourceRegion.Reference, new: SourceRegion.Reference)
        /// The block is what the generator with this name computes.
        case generated(String)
        /// The block is not checked, and says so.
        case pseudoCode
        /// A marker comment that names no known kind, or malformed references.
        case unreadable(String)
    }

    /// The info strings of blocks that need no marker: output and shell commands, not code.
    static let unmarkedKinds: Set<String> = ["text", "sh", "bash", "console", "json"]

    /// The marker above the block, if any.
    let marker: Marker?
    /// The info string after the opening fence, such as `swift`.
    let info: String
    /// The lines between the fences.
    let body: [Substring]
    /// The index of the first body line in the document's lines.
    let bodyStart: Int
    /// The line number of the opening fence, counting from 1.
    var lineNumber: Int { bodyStart }

    /// Every fenced block of `lines`, in order; an unclosed fence runs to the end.
    static func blocks(in lines: [Substring]) -> [DocBlock] {
        var blocks: [DocBlock] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let info = lines[index].dropFirst(3).trimmingPrefix(while: \.isWhitespace)
            let start = index + 1
            let end = lines[start...].firstIndex { $0.trimmingPrefix(while: \.isWhitespace) == "```" } ?? lines.count
            let marker = index > 0 ? Self.marker(in: lines[index - 1]) : nil
            blocks.append(
                DocBlock(marker: marker, info: String(info), body: Array(lines[start..<end]), bodyStart: start))
            index = end + 1
        }
        return blocks
    }

    /// The marker a comment line states, or `nil` when the line is not a marker comment.
    static func marker(in line: Substring) -> Marker? {
        guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
        let content = line.dropFirst(4).dropLast(3).trimmingPrefix(while: \.isWhitespace)
        let words = content.split(separator: " ")
        switch words.first {
        case "pseudo-code" where words.count == 1:
            return .pseudoCode
        case "excerpt:" where words.count == 2:
            return SourceRegion.Reference(words[1]).map(Marker.excerpt) ?? .unreadable(String(content))
        case "diff:" where words.count == 3:
            guard let old = SourceRegion.Reference(words[1]), let new = SourceRegion.Reference(words[2]) else {
                return .unreadable(String(content))
            }
            return .diff(old: old, new: new)
        case "generated:" where words.count == 2:
            return .generated(String(words[1]))
        case let word? where ["pseudo-code", "excerpt:", "diff:", "generated:"].contains(word):
            return .unreadable(String(content))
        default:
            return nil
        }
    }
}
