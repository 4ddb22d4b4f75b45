/// Two texts compared line by line, as a `diff` block in a document shows them.
///
/// Every line of both texts appears once, prefixed `-` (only in the old),
/// `+` (only in the new) or a space (in both), in the order of a longest
/// common subsequence; where lines were replaced, removals come first.
struct RegionDiff {
    /// The diff's lines, prefixed.
    let lines: [String]

    init(old: String, new: String) {
        // An empty text has no lines, not one empty line: a file that is not there adds or removes nothing.
        let before = old.isEmpty ? [] : old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.isEmpty ? [] : new.split(separator: "\n", omittingEmptySubsequences: false)
        // kept[i][j]: how many lines before[i...] and after[j...] have in common, at most.
        var kept = Array(repeating: Array(repeating: 0, count: after.count + 1), count: before.count + 1)
        for i in before.indices.reversed() {
            for j in after.indices.reversed() {
                kept[i][j] = before[i] == after[j] ? kept[i + 1][j + 1] + 1 : max(kept[i + 1][j], kept[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                lines.append(" " + before[i])
                (i, j) = (i + 1, j + 1)
            } else if i < before.count, j == after.count || kept[i + 1][j] >= kept[i][j + 1] {
                lines.append("-" + before[i])
                i += 1
            } else {
                lines.append("+" + after[j])
                j += 1
            }
        }
        self.lines = lines
    }

    /// How many lines only the new text has.
    var addedCount: Int { lines.count { $0.hasPrefix("+") } }

    /// How many lines only the old text has.
    var removedCount: Int { lines.count { $0.hasPrefix("-") } }

    /// The diff as one text, without a final new line.
    var text: String { lines.joined(separator: "\n") }
}
