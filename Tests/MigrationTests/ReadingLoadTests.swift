import Testing

/// What a reader has to get through: the README with the migration's READMEs, and the guides.
///
/// Words are counted as `wc -w` counts them (runs of non-blank characters),
/// markers and code blocks included, since a reader scrolls past those too.
@Suite("Docs: reading load")
struct ReadingLoadTests {
    private static let files = RepositoryFiles.checkout

    /// The most words the README and the migration's READMEs may hold together.
    static let migrationPathBudget = 6_500
    /// The most words `docs/` may hold, playbook included.
    static let guidesBudget = 12_000

    @Test("The README and the migration's READMEs stay within their word budget")
    func migrationPath() {
        let documents = Self.files.documents().filter { !$0.hasPrefix("docs/") }

        let words = documents.reduce(0) { $0 + Self.wordCount(of: $1) }

        #expect(words <= Self.migrationPathBudget, "\(words) words in \(documents.joined(separator: ", "))")
    }

    @Test("The guides in docs/ stay within their word budget")
    func guides() {
        let documents = Self.files.documents().filter { $0.hasPrefix("docs/") }

        let words = documents.reduce(0) { $0 + Self.wordCount(of: $1) }

        #expect(words <= Self.guidesBudget, "\(words) words in \(documents.count) guides")
    }

    static func wordCount(of path: String) -> Int {
        (files.text(at: path) ?? "").split(whereSeparator: { $0.isWhitespace }).count
    }
}
