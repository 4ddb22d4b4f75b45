import Testing

/// What a reader has to get through: each reading path the README times, and the pages as a whole.
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
    /// The README with the migration's READMEs, the story told once: one sitting of 28 minutes,
    /// which leaves the one-hour path room for the presenters, a diff and the framework guide.
    /// It grew from 25 as the steps came to name every change they make, and the test that
    /// proves a result arriving while no view exists, and as the migration's README came to tell
    /// the list's story beside the form's.
    static let migrationPathMinutes = 28
    /// The list's READMEs, the second screen's story, read after the first: 10 minutes.
    static let listPathMinutes = 10
    /// One guide: a reader opens a guide for one question, and gets its answer in 10 minutes.
    static let guideMinutes = 10
    /// The playbook, which a team follows through a migration rather than opens for one question:
    /// it also plans forty screens, reviews each step, says when the migration is done, and what
    /// a second screen, a list, changes at each step.
    static let playbookMinutes = 17
    /// Every guide in `docs/`, playbook included: 73 minutes, were anyone to read them all. It
    /// grew from 55 with the playbook's plan for many screens, with compiled view controllers in
    /// place of sketches, and when the playbook, the behaviour table and the lifecycle guide took
    /// in the list.
    static let guidesMinutes = 73

    static let paths = ReadingPath.all(in: files.text(at: "README.md") ?? "")

    @Test("The README times its reading paths, one of them an hour or less")
    func pathsAreTimed() {
        #expect(Self.paths.count >= 2)
        #expect(Self.paths.contains { $0.minutes <= 60 })
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

    @Test("The README and the migration's READMEs read in 28 minutes, the list's own in 10")
    func migrationPath() {
        let documents = Self.files.documents().filter { !$0.hasPrefix("docs/") }
        let (list, form) = (documents.filter(Self.isListStep), documents.filter { !Self.isListStep($0) })

        let words = form.reduce(0) { $0 + Self.wordCount(of: $1) }
        let listWords = list.reduce(0) { $0 + Self.wordCount(of: $1) }

        #expect(words <= Self.migrationPathMinutes * Self.wordsPerMinute, "\(words) words in \(form)")
        #expect(list.count == MigrationVersion.list.count)
        #expect(listWords <= Self.listPathMinutes * Self.wordsPerMinute, "\(listWords) words in \(list)")
    }

    /// Whether `document` is one of the list's step READMEs.
    private static func isListStep(_ document: String) -> Bool { document.hasPrefix("Migration/List") }

    @Test("The guides in docs/ read in 73 minutes together, and in 10 minutes each, the playbook in 17")
    func guides() {
        let documents = Self.files.documents().filter { $0.hasPrefix("docs/") }

        let words = documents.map { (path: $0, words: Self.wordCount(of: $0)) }

        let total = words.reduce(0) { $0 + $1.words }
        #expect(total <= Self.guidesMinutes * Self.wordsPerMinute, "\(total) words in \(documents.count) guides")
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
