import Foundation
import Testing

/// A reading path the README promises, such as "**One hour:** …": a time, and what the paragraph sends the reader to.
///
/// What a path holds is read off its paragraph, so that the promise and its
/// measure cannot part: the README itself, where every path starts, then every
/// page it links, every Swift file it links, each
/// `Migration/diff-steps.sh A B` it quotes (`N-1 N` stands for every step's
/// diff), the README's sample session when it names it, and an earlier path
/// when it says it builds on it ("the one-hour path, …").
struct ReadingPath: Sendable, CustomTestStringConvertible {
    /// The time the README gives the path, as written ("One hour").
    let title: String
    /// That time, in minutes.
    let minutes: Int
    /// The pages read as prose: the README, then the pages linked, in the order linked.
    var pages: [String] = ["README.md"]
    /// The Swift files linked, read as code.
    var codeFiles: [String] = []
    /// The step diffs to read, as pairs of steps given to `diff-steps.sh`.
    var diffs: [[Int]] = []
    /// Whether the README's sample session is part of the path.
    var includesSampleSession = false
    /// Links that are neither a page nor a Swift file, which the path cannot time.
    var untimed: [String] = []

    var testDescription: String { title }

    /// Times the README writes, and their minutes.
    private static let times = [
        "ten minutes": 10, "twenty minutes": 20, "half an hour": 30, "forty minutes": 40, "one hour": 60,
        "ninety minutes": 90, "two hours": 120, "three hours": 180,
    ]

    /// Every path in `readme`, in order: each paragraph that opens with a bold time.
    static func all(in readme: String) -> [ReadingPath] {
        var paths: [ReadingPath] = []
        for paragraph in readme.split(separator: "\n\n") {
            guard let match = paragraph.prefixMatch(of: #/\*\*([A-Za-z ]+):\*\*/#),
                let minutes = times[match.output.1.lowercased()]
            else { continue }
            var path = ReadingPath(title: String(match.output.1), minutes: minutes)
            path.read(paragraph, after: paths)
            paths.append(path)
        }
        return paths
    }

    /// The name another path uses for this one: "the one-hour path".
    private var reference: String {
        let words = title.lowercased().split(separator: " ").map { $0.hasSuffix("s") ? $0.dropLast() : $0 }
        return "the \(words.joined(separator: "-")) path"
    }

    private mutating func read(_ paragraph: Substring, after earlier: [ReadingPath]) {
        for path in earlier where paragraph.contains(path.reference) {
            pages += path.pages
            codeFiles += path.codeFiles
            diffs += path.diffs
            includesSampleSession = includesSampleSession || path.includesSampleSession
        }
        for link in paragraph.matches(of: #/\]\(([^)#]+)(?:#[^)]*)?\)/#).map({ String($0.output.1) }) {
            if link.hasSuffix(".md") {
                pages.append(link)
            } else if link.hasSuffix(".swift") {
                codeFiles.append(link)
            } else {
                untimed.append(link)
            }
        }
        for diff in paragraph.matches(of: #/`Migration/diff-steps\.sh (N-1 N|\d+ \d+)`/#) {
            if diff.output.1 == "N-1 N" {
                diffs += MigrationVersion.all.dropFirst().map { [$0.step - 1, $0.step] }
            } else {
                diffs.append(diff.output.1.split(separator: " ").compactMap { Int($0) })
            }
        }
        includesSampleSession = includesSampleSession || paragraph.contains("sample session")
    }
}
