import MviMigrationTesting
import Testing

/// The line diff that golden-file failures print: it must point at the right line.
@Suite("LineDiff")
struct LineDiffTests {
    @Test("Equal texts have no difference")
    func equalTexts() {
        #expect(LineDiff(expected: "a\nb\n", actual: "a\nb\n") == nil)
    }

    @Test("A changed line is found, with both versions and the line counts")
    func changedLine() throws {
        let diff = try #require(LineDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n"))

        #expect(
            diff.description == #"""
                first difference at line 2 (expected 3 lines, got 3):
                  expected: "b\n"
                  actual:   "B\n"
                """#)
    }

    @Test("Extra output is set against the end of the expected text")
    func extraLine() throws {
        let diff = try #require(LineDiff(expected: "a\n", actual: "a\nmore\n"))

        #expect(
            diff.description == #"""
                first difference at line 2 (expected 1 lines, got 2):
                  expected: (end of text)
                  actual:   "more\n"
                """#)
    }

    @Test("A missing final new line is a difference on the last line")
    func missingFinalNewLine() throws {
        let diff = try #require(LineDiff(expected: "a\nb\n", actual: "a\nb"))

        #expect([diff.lineNumber, diff.expectedLineCount, diff.actualLineCount] == [2, 2, 2])
        #expect([diff.expected, diff.actual] == ["b\n", "b"])
    }

    @Test("Escape codes and trailing spaces are shown escaped, so that they can be seen")
    func invisibleCharacters() throws {
        let diff = try #require(LineDiff(expected: "Save enabled\n", actual: "Save \u{1B}[32menabled\u{1B}[0m \n"))

        #expect(diff.description.hasSuffix(#"actual:   "Save \u{1B}[32menabled\u{1B}[0m \n""#))
    }
}
