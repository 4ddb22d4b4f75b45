import CirclesData
import Foundation
import MviMigrationTesting
import Testing

/// The README shows a real session and makes promises a newcomer relies on
/// (the Swift version, where files go, how to depend on MviKit, the test
/// knobs); this keeps each of them true.
@Suite("README")
struct ReadmeTests {
    @Test("The README's sample session is the create transcript, byte for byte")
    func sampleSession() throws {
        let readme = try String(decoding: Data(contentsOf: Self.readme), as: UTF8.self)
        let transcript = try String(
            decoding: Data(
                contentsOf: TranscriptScript(name: "create", folder: TranscriptScript.folder).sharedTranscriptURL),
            as: UTF8.self)

        let sample = try #require(Self.block(after: "<!-- sample-session: create -->\n```text\n", in: readme))

        #expect(sample == transcript)
    }

    @Test("The README names the Swift version the package's tools version needs")
    func swiftVersion() throws {
        let manifest = try Self.text(of: "Package.swift")
        let prefix = "// swift-tools-version: "
        let version = try #require(manifest.split(separator: "\n").first?.dropFirst(prefix.count))

        #expect(
            try Self.text(of: "README.md").contains(
                "With Swift \(version) or later (the package's tools version is \(version))"))
    }

    @Test("The README's default store is where the demo puts it, with its saved form beside it")
    func defaultStore() throws {
        let home = "/home/reader"
        let store = try JSONFileCirclesRepository.defaultStore(environment: ["HOME": home]).url.path(
            percentEncoded: false)
        let readme = try Self.text(of: "README.md")

        #expect(readme.contains("`~" + store.dropFirst(home.count) + "`"))
        for file in ["circles.json.form.json", "circles.json.form.json.stale"] {
            #expect(readme.contains("`\(file)`"), "\(file)")
        }
        #expect(readme.contains("`--store :memory:` keeps nothing at all"))
    }

    @Test("The README's dependency lines name products this package has, by the identity its URL gives")
    func dependency() throws {
        let manifest = try Self.text(of: "Package.swift")
        let snippet = try #require(Self.block(after: "```swift\ndependencies: [", in: try Self.text(of: "README.md")))
        let url = try #require(Self.quoted(after: ".package(url: ", in: snippet).first)
        let identity = String(try #require(url.split(separator: "/").last).dropLast(".git".count))

        let products = Self.quoted(after: ".product(name: ", in: snippet)
        let packages = Self.quoted(after: "package: ", in: snippet)

        #expect(products == ["MviKit", "MviMigrationRows", "MviKitTesting", "MviMigrationTesting"])
        #expect(products.allSatisfy { manifest.contains(".library(name: \"\($0)\"") })
        #expect(packages == Array(repeating: identity, count: 4))
        #expect(identity != "Circles")
    }

    @Test("Every CIRCLES_ variable the code or CI reads, and the golden files' recording one, is named in the README")
    func knobs() throws {
        let readme = try Self.text(of: "README.md")
        var knobs: Set<String> = []
        for folder in ["Sources", "Tests", "Migration"] {
            for file in Self.swiftFiles(under: folder) {
                knobs.formUnion(Self.variables(in: try String(contentsOf: file, encoding: .utf8)))
            }
        }
        knobs.formUnion(Self.variables(in: try Self.text(of: ".ci/run")))
        knobs.insert(GoldenFile.recordingVariable)

        #expect(knobs.count >= 3)
        for knob in knobs { #expect(readme.contains("`\(knob)="), "\(knob)") }
    }

    /// The repository's root, three folders above this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The README, at the root.
    private static let readme = root.appending(component: "README.md")

    /// The text of the file at `path`, from the root.
    private static func text(of path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    /// Every Swift file under the folder at `path`, from the root.
    private static func swiftFiles(under path: String) -> [URL] {
        let walker = FileManager.default.enumerator(at: root.appending(path: path), includingPropertiesForKeys: nil)
        return (walker?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The `CIRCLES_` names in `text`: the environment variables it reads.
    private static func variables(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let start = rest.range(of: "CIRCLES_") {
            let name = rest[start.lowerBound...].prefix { $0.isUppercase || $0 == "_" }
            if name.count > "CIRCLES_".count { names.insert(String(name)) }
            rest = rest[start.upperBound...]
        }
        return names
    }

    /// The strings in double quotes right after each `opening` in `text`.
    private static func quoted(after opening: String, in text: String) -> [String] {
        text.components(separatedBy: opening + "\"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
    }

    /// The text between `opening` and the next fence, with the final new line it ends on.
    private static func block(after opening: String, in text: String) -> String? {
        guard let start = text.range(of: opening)?.upperBound,
            let end = text.range(of: "\n```", range: start..<text.endIndex)?.lowerBound
        else { return nil }
        return String(text[start..<end]) + "\n"
    }
}
