import MviMigrationTesting
import Testing

/// Every code block in the READMEs and in docs/ is checked against the code it shows.
///
/// After changing a marked region on purpose, run
/// `RECORD_GOLDEN_FILES=1 swift test --filter DocsTests` to rewrite the
/// blocks, review `git diff`, and run the tests again.
@Suite("Docs: excerpts, diffs and generated blocks")
struct DocsTests {
    private static let files = RepositoryFiles.checkout

    @Test("The documents are found: the README, the migration's READMEs and the guides")
    func documentsAreFound() {
        let documents = Self.files.documents()

        #expect(documents.contains("README.md"))
        #expect(documents.contains("Migration/Step3-TranslateViewInteractions/README.md"))
        #expect(documents.contains("docs/framework.md"))
    }

    @Test(
        "Every block is its source's text, and every code block is checked or marked pseudo-code",
        arguments: RepositoryFiles.checkout.documents())
    func blocksMatchTheirSources(document: String) throws {
        let text = try #require(Self.files.text(at: document))

        let (problems, refreshed) = Self.check(document).check(text)

        if GoldenFile.isRecordingRequested, refreshed != text {
            try Self.files.write(refreshed, to: document)
            Issue.record("Rewrote the checked blocks of \(document); run the tests again without recording.")
        } else {
            #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        }
    }

    /// A version's file carries its regions on unchanged from the version before, so that a step
    /// changes no marker on code it does not change: a region counts as quoted when the same
    /// file of any version has it quoted.
    @Test("Every region marked in the code is quoted by some document, in one version of its file or another")
    func everyRegionIsQuoted() {
        let quoted = Set(Self.files.documents().flatMap(Self.quotedRegions))
        let testSizes = GeneratedBlocks.comparedTests.indices.flatMap { index in
            MigrationVersion.all.map { GeneratedBlocks.testRegion(index, of: $0) }
        }

        // The checker's own tests hold marker lines inside string literals, as fixtures.
        let sources = ["Sources", "Tests", "Migration"].flatMap(Self.files.swiftFiles).filter {
            !$0.hasPrefix("Tests/MigrationTests/")
        }
        let marked = sources.flatMap { path in
            SourceRegion.names(in: Self.files.text(at: path) ?? "").map {
                SourceRegion.Reference(path: path, name: $0)
            }
        }

        let unquoted = marked.filter { region in
            !testSizes.contains(region)
                && MigrationVersion.counterparts(of: region.path).allSatisfy {
                    !quoted.contains(SourceRegion.Reference(path: $0, name: region.name))
                }
        }
        #expect(unquoted.map(\.description) == [])
    }

    @Test("Every test the testing guide sizes up has its region")
    func comparedTestsExist() {
        let missing = GeneratedBlocks.comparedTests.indices.flatMap { index in
            MigrationVersion.all.map { GeneratedBlocks.testRegion(index, of: $0) }
        }.filter { region in
            (try? SourceRegion.named(region.name, in: Self.files.text(at: region.path) ?? "").get()) == nil
        }

        #expect(missing.map(\.description) == [])
    }

    private static func check(_ document: String) -> DocCheck {
        DocCheck(
            path: document, readFile: files.text(at:),
            generate: GeneratedBlocks(files: files).text(named:),
            count: GeneratedBlocks(files: files).count(named:))
    }

    private static func quotedRegions(in document: String) -> [SourceRegion.Reference] {
        let lines = (files.text(at: document) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        return lines.compactMap(DocBlock.marker).flatMap { marker -> [SourceRegion.Reference] in
            switch marker {
            case .excerpt(let reference): [reference]
            case .diff(let old, let new): [old, new]
            case .generated, .pseudoCode, .unreadable: []
            }
        }
    }
}
