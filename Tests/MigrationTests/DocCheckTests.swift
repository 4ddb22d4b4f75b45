import Foundation
import Testing

/// The checker itself: a block that drifts from its region, or code that nobody checks, fails.
@Suite("Docs: the checker")
struct DocCheckTests {
    private let source = """
        struct Host {
            // excerpt:begin greet
            func greet() -> String {
                "hello"
            }
            // excerpt:end greet
        }
        """

    private func check(_ document: String) -> (problems: [String], refreshed: String) {
        let checker = DocCheck(
            path: "guide.md", readFile: { $0 == "Host.swift" ? source : nil },
            generate: { $0 == "answer" ? "42" : nil },
            count: { ["calls": 15, "files": 1930][$0] })
        let (problems, refreshed) = checker.check(document)
        return (problems.map(\.description), refreshed)
    }

    @Test("A block that matches its region passes")
    func matchingExcerpt() {
        let document = "<!-- excerpt: Host.swift#greet -->\n```swift\nfunc greet() -> String {\n    \"hello\"\n}\n```"

        #expect(check(document).problems == [])
    }

    @Test("A block that no longer matches its region fails, naming the document, the line and the region")
    func driftedExcerpt() {
        let document =
            "Intro\n<!-- excerpt: Host.swift#greet -->\n```swift\nfunc greet() -> String {\n    \"hi\"\n}\n```"

        let (problems, refreshed) = check(document)

        #expect(
            problems == [
                "guide.md:3: the excerpt of Host.swift#greet no longer matches; "
                    + "block line 2 should be `    \"hello\"` but is `    \"hi\"`"
            ])
        #expect(refreshed == document.replacingOccurrences(of: "\"hi\"", with: "\"hello\""))
    }

    @Test("A region that is missing, or a file that is, fails")
    func missingRegionOrFile() {
        let document =
            "<!-- excerpt: Host.swift#wave -->\n```swift\n```\n<!-- excerpt: Gone.swift#greet -->\n```swift\n```"

        #expect(
            check(document).problems == [
                "guide.md:2: the region Host.swift#wave has no `// excerpt:begin` line",
                "guide.md:5: the excerpt Gone.swift#greet names a file that does not exist",
            ])
    }

    @Test("Unmarked code fails; pseudo-code, text and shell blocks pass")
    func unmarkedCode() {
        let document = """
            ```swift
            let x = 1
            ```
            <!-- pseudo-code -->
            ```swift
            let y = 2
            ```
            ```text
            output
            ```
            ```sh
            swift test
            ```
            ```
            untyped
            ```
            """

        #expect(
            check(document).problems == [
                "guide.md:1: A `swift` block is neither an excerpt, a diff, generated, nor marked `<!-- pseudo-code -->`",
                "guide.md:14: A code block with no info string is neither an excerpt, a diff, generated, "
                    + "nor marked `<!-- pseudo-code -->`",
            ])
    }

    @Test("A generated block must hold what its generator computes")
    func generatedBlock() {
        let document = "<!-- generated: answer -->\n```text\n41\n```\n<!-- generated: question -->\n```text\n```"

        #expect(
            check(document).problems == [
                "guide.md:2: the generated block `answer` no longer matches; block line 1 should be `42` but is `41`",
                "guide.md:6: no generator is called `question`",
            ])
    }

    @Test("A diff lists every line once, removals before additions")
    func regionDiff() {
        let diff = RegionDiff(old: "a\nb\nc", new: "a\nB\nc\nd")

        #expect(diff.lines == [" a", "-b", "+B", " c", "+d"])
        #expect(diff.addedCount == 2)
        #expect(diff.removedCount == 1)
    }

    @Test("A number the prose claims passes when it is the count, spelt as a word or in digits")
    func rightNumbers() {
        let document = "The view has fifteen<!-- number: calls --> calls in 1,930<!-- number: files --> files."

        #expect(check(document).problems == [])
    }

    @Test("A number the prose claims fails when the count changed, and recording rewrites it in the same spelling")
    func driftedNumber() {
        let document = "Intro\nThe view has Twelve<!-- number: calls --> calls in 1,500<!-- number: files --> files."

        let (problems, refreshed) = check(document)

        #expect(
            problems == [
                "guide.md:2: `Twelve` claims the count `calls`, which is 15",
                "guide.md:2: `1,500` claims the count `files`, which is 1930",
            ])
        #expect(
            refreshed == "Intro\nThe view has Fifteen<!-- number: calls --> calls in 1,930<!-- number: files --> files."
        )
    }

    @Test("A number that names no count fails")
    func unknownCount() {
        let document = "It has 3<!-- number: parts --> parts."

        #expect(check(document).problems == ["guide.md:1: no count is called `parts`"])
    }
}
