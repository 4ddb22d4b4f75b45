import Foundation
import Testing

/// Every link the READMEs and guides make inside the repository leads somewhere: to a file or
/// folder that exists and, for `page.md#anchor`, to a heading of that page.
///
/// Anchors are spelt as GitHub spells a heading's: lower case, every character but letters,
/// digits, spaces, hyphens and underscores dropped, each space a hyphen. Code blocks are not
/// read, as they hold no links.
@Suite("Docs: links")
struct DocLinksTests {
    private static let files = RepositoryFiles.checkout

    /// One link as written in a document.
    struct Link: CustomTestStringConvertible, Sendable {
        /// The document that makes it.
        let document: String
        /// The target as written: a path relative to the document, an anchor, or both.
        let target: String
        var testDescription: String { "\(document) → \(target)" }
    }

    static let links: [Link] = files.documents().flatMap { document in
        prose(of: files.text(at: document) ?? "").matches(of: #/\]\(([^)\s]+)\)/#).map {
            Link(document: document, target: String($0.output.1))
        }.filter { !$0.target.contains("://") && !$0.target.hasPrefix("mailto:") }
    }

    @Test("The documents link within the repository")
    func linksAreFound() {
        #expect(Self.links.count >= 100)
    }

    @Test("Each link leads to a file or folder that exists, and each anchor to a heading of its page", arguments: links)
    func linkLeadsSomewhere(_ link: Link) throws {
        let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let (path, anchor) = (String(parts[0]), parts.count > 1 ? String(parts[1]) : nil)
        let target = path.isEmpty ? link.document : Self.resolve(path, from: link.document)

        #expect(
            FileManager.default.fileExists(
                atPath: Self.files.root.appending(path: target).path(percentEncoded: false)),
            "no \(target)")
        if let anchor {
            let page = try #require(Self.files.text(at: target), "\(target) is no page to hold #\(anchor)")
            #expect(Self.anchors(of: page).contains(anchor), "no heading of \(target) is #\(anchor)")
        }
    }

    @Test("An anchor is spelt as GitHub spells its heading, and a path is read from its document's folder")
    func anchorSpelling() {
        #expect(
            Self.resolve("../../docs/playbook.md", from: "Migration/Step2-ProcessingInBackground/README.md")
                == "docs/playbook.md")
        #expect(
            Self.resolve(".", from: "Migration/Step2-ProcessingInBackground/README.md")
                == "Migration/Step2-ProcessingInBackground")
        #expect(
            Self.anchor(of: "Step 2: move processing to the background") == "step-2-move-processing-to-the-background")
        #expect(Self.anchor(of: "A model whose `==` compares ids only") == "a-model-whose--compares-ids-only")
        #expect(Self.anchor(of: "Ownership and `close()`") == "ownership-and-close")
    }

    /// `path`, written in `document`, from the repository's root: `..` and `.` resolved.
    static func resolve(_ path: String, from document: String) -> String {
        var parts = document.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The anchors of every heading in `page`.
    static func anchors(of page: String) -> Set<String> {
        Set(
            prose(of: page).split(separator: "\n").filter { $0.hasPrefix("#") }.map {
                anchor(of: String($0.drop { $0 == "#" }.drop { $0 == " " }))
            })
    }

    /// The anchor GitHub gives a heading.
    static func anchor(of heading: String) -> String {
        String(
            heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                .map { $0 == " " ? "-" : $0 })
    }

    /// `text` without its fenced code blocks.
    private static func prose(of text: String) -> String {
        var inBlock = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inBlock.toggle()
                return false
            }
            return !inBlock
        }.joined(separator: "\n")
    }
}
