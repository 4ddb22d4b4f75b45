import Testing

/// What a reader has to get through: the README's reading path, and the pages as a whole.
///
/// Prose is read at 230 words a minute, code and diffs at 30 lines a minute.
/// Words are counted as `wc -w` counts them (runs of non-blank characters),
/// markers and code blocks included, since a reader scrolls past those too; a
/// Swift file counts every line, and a diff every line `Migration/diff-steps.sh`
/// prints.
@Suite("Docs: reading load")
struct ReadingLoadTests {
    private static let files = RepositoryFiles.checkout

    /// Words of prose a minute.
    static let wordsPerMinute = 230
    /// Lines of code or diff a minute.
    static let linesPerMinute = 30
    /// The README with the migration's READMEs, `README.md`, `Migration/README.md` and every
    /// `Migration/*/README.md`: at most 7,500 words together, each step told once.
    static let readmeWords = 7_500
    /// Every guide in `docs/`: at most 15,000 words together, were anyone to read them all.
    static let guidesWords = 15_000
    /// One guide: a reader opens a guide for one question, and gets its answer in 10 minutes.
    static let guideMinutes = 10
    /// The playbook, which a team reads once, in one sitting, before it migrates and plans.
    static let playbookMinutes = 13

    static let paths = ReadingPath.all(in: files.text(at: "README.md") ?? "")

    @Test(
        "The README gives one reading path, of an hour or less, that reaches the playbook's triage, then the legacy-code page, before characterising"
    )
    func onePathInOrder() throws {
        let path = try #require(Self.paths.first)
        let playbook = try #require(Self.files.text(at: "docs/playbook.md"))
        let stops = ["docs/playbook.md", "docs/legacy-code.md", "Migration/Step0-Characterise/README.md"]

        let positions = stops.compactMap { path.pages.firstIndex(of: $0) }
        let firstSection = playbook.split(separator: "\n").first { $0.hasPrefix("## ") }

        #expect(Self.paths.count == 1)
        #expect(path.minutes <= 60)
        #expect(positions.count == stops.count, "the path links \(path.pages)")
        #expect(positions == positions.sorted(), "the path reads \(path.pages)")
        #expect(
            firstSection?.lowercased().contains("which screens") == true,
            "the playbook opens with \(firstSection ?? "nothing")")
    }

    @Test("Each reading path fits the time the README gives it", arguments: paths)
    func pathFitsItsTime(_ path: ReadingPath) async throws {
        let words = Set(path.pages).reduce(0) { $0 + Self.wordCount(of: $1) }
        var lines = Set(path.codeFiles).reduce(0) { $0 + Self.lineCount(of: $1) }
        for steps in Set(path.diffs) {
            lines += try await DiffStepsScriptTests.script(steps.map(String.init)).output.split(separator: "\n").count
        }
        if path.includesSampleSession {
            lines += try Self.sampleSessionLineCount()
        }

        let minutes = Double(words) / Double(Self.wordsPerMinute) + Double(lines) / Double(Self.linesPerMinute)

        #expect(path.untimed.isEmpty, "links neither a page nor a Swift file: \(path.untimed)")
        #expect(words > 0)
        #expect(
            minutes <= Double(path.minutes),
            "\(words) words and \(lines) lines take \(Int(minutes.rounded(.up))) minutes, not \(path.minutes)")
    }

    @Test("The README and the migration's READMEs hold at most 7,500 words together")
    func readmes() {
        let documents = Self.files.documents().filter { !$0.hasPrefix("docs/") }

        let words = documents.reduce(0) { $0 + Self.wordCount(of: $1) }

        #expect(documents.contains("README.md") && documents.contains("Migration/README.md"))
        #expect(documents.filter { $0.hasPrefix("Migration/List") }.count == MigrationVersion.list.count)
        #expect(words <= Self.readmeWords, "\(words) words in \(documents.count) READMEs")
    }

    @Test("The guides in docs/ hold at most 15,000 words together, and read in 10 minutes each, the playbook in 13")
    func guides() {
        let documents = Self.files.documents().filter { $0.hasPrefix("docs/") }

        let words = documents.map { (path: $0, words: Self.wordCount(of: $0)) }

        let total = words.reduce(0) { $0 + $1.words }
        #expect(total <= Self.guidesWords, "\(total) words in \(documents.count) guides")
        for guide in words {
            let minutes = guide.path == "docs/playbook.md" ? Self.playbookMinutes : Self.guideMinutes
            #expect(guide.words <= minutes * Self.wordsPerMinute, "\(guide.words) words in \(guide.path)")
        }
    }

    static func wordCount(of path: String) -> Int {
        (files.text(at: path) ?? "").split(whereSeparator: { $0.isWhitespace }).count
    }

    /// Lines as `wc -l` counts them.
    static func lineCount(of path: String) -> Int {
        (files.text(at: path) ?? "").utf8.count { $0 == UInt8(ascii: "\n") }
    }

    /// The lines of the README's sample session, the text block after its marker.
    private static func sampleSessionLineCount() throws -> Int {
        let readme = try #require(files.text(at: "README.md"))
        let start = try #require(readme.range(of: "<!-- sample-session: create -->\n```text\n"))
        let end = try #require(readme[start.upperBound...].range(of: "```"))
        return readme[start.upperBound..<end.lowerBound].split(separator: "\n").count
    }
}
