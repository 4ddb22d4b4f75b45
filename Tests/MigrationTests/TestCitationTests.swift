import Foundation
import Testing

/// Every test the prose names exists, so that a claim cannot outlive its proof.
///
/// A claim a reader may rely on names its test in backticks as
/// `` `SuiteTests.functionName` `` (a test type's name ends in `Tests` or
/// `Spec`), or names a golden transcript as `` `name` transcript ``. This
/// reads the READMEs, `docs/`, and the doc comments of the framework's
/// sources, and resolves each name against the test files.
@Suite("Docs: named tests")
struct TestCitationTests {
    private static let files = RepositoryFiles.checkout

    /// One test named by the prose.
    struct Citation: Hashable, CustomTestStringConvertible {
        let type: String
        let function: String
        var testDescription: String { "\(type).\(function)" }
    }

    /// A backticked `TypeTests.function` or `TypeSpec.function`.
    static var testPattern: Regex<(Substring, Substring, Substring)> {
        #/`([A-Z][A-Za-z0-9]*(?:Tests|Spec))\.([a-z][A-Za-z0-9]*)`/#
    }
    /// A backticked transcript name followed by the word `transcript`.
    static var transcriptPattern: Regex<(Substring, Substring)> { #/`([a-z0-9-]+)` transcript/# }

    /// The READMEs, the guides, and the framework's sources, where claims are made.
    static let prose: [String] = {
        let framework = ["Sources/MviKit", "Sources/MviKitTesting"].flatMap(files.swiftFiles)
        return files.documents() + framework
    }()

    /// For each type a test file declares or extends, the text of those files.
    static let testFilesByType: [String: [String]] = {
        let folders = ["Tests"] + files.subfolders(of: "Migration").map { "Migration/\($0)/Tests" }
        var byType: [String: [String]] = [:]
        for path in folders.flatMap(files.swiftFiles) {
            let text = files.text(at: path) ?? ""
            for match in text.matches(of: #/(?:struct|class|enum|extension) ([A-Za-z0-9_]+)/#) {
                byType[String(match.output.1), default: []].append(text)
            }
        }
        return byType
    }()

    static let citations: [Citation] = Array(
        Set(
            prose.flatMap { path in
                // `SomeTests.swift` names a file, not a test.
                (files.text(at: path) ?? "").matches(of: testPattern).filter { $0.output.2 != "swift" }.map {
                    Citation(type: String($0.output.1), function: String($0.output.2))
                }
            })
    ).sorted { $0.testDescription < $1.testDescription }

    @Test("The prose names tests, and the framework's guarantees each name theirs")
    func proseNamesTests() throws {
        let framework = try #require(Self.files.text(at: "docs/framework.md"))

        #expect(Self.citations.count >= 20)
        #expect(framework.matches(of: Self.testPattern).count >= 15)
    }

    @Test("Each test the prose names exists: a test type with that function", arguments: citations)
    func citedTestExists(_ citation: Citation) {
        let found = Self.testFilesByType[citation.type, default: []].contains {
            $0.contains("func \(citation.function)(")
        }

        #expect(found, "no test \(citation.function) in a type \(citation.type) under Tests/ or Migration/*/Tests/")
    }

    @Test("Each transcript the prose names exists")
    func citedTranscriptsExist() {
        let names = Set(
            Self.prose.flatMap { (Self.files.text(at: $0) ?? "").matches(of: Self.transcriptPattern) }
                .map { String($0.output.1) })
        let scripts = ["Transcripts", "VersionTranscripts"].flatMap {
            Self.files.files(in: "Tests/CirclesAppTests/\($0)", withExtension: "script")
        }

        let missing = names.filter { !scripts.contains("\($0).script") }

        #expect(!names.isEmpty)
        #expect(missing.isEmpty, "no script for: \(missing.sorted().joined(separator: ", "))")
    }
}
