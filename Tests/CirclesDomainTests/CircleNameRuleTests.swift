import CirclesDomain
import Testing

/// The one rule for a circle's name, wherever the name comes from: what a
/// person cannot see, and what no person types, does not make a name.
@Suite("The circle name rule")
struct CircleNameRuleTests {
    @Test(
        "10. A name of characters nobody sees has no visible character, and Save stays disabled",
        arguments: [
            "\u{200B}", "\u{200B}\u{200C}\u{2060}\u{FEFF}", "\u{202E}", "\u{202A}\u{202C}\u{2066}\u{2069}",
            "\u{3164}", "\u{0301}\u{0302}", "\u{200D}",
        ])
    func invisible(name: String) {
        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: name) == .invisible)
        #expect(!ShouldAllowFormSubmissionUseCase()(CreateOrEditCircleRequestDomain(circleName: name)))
    }

    @Test(
        "A name of blank characters, of white space between invisible ones, or of Hangul vowels and finals with no consonant to join has no visible character",
        arguments: [
            "\u{2800}", "\u{2800}\u{2800}", "\u{13441}", "\u{11A7}", "\u{11A7}\u{11A8}", "\u{D7B0}",
            "\u{200B} \u{200B}", "\u{2060}\u{3000}\u{2060}", "\u{115F}\u{1160}",
        ])
    func blankByDesign(name: String) {
        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: name) == .invisible)
    }

    @Test("10. A single character stacked with 2,000 combining marks is refused for its bytes")
    func hugeCombiningSequence() {
        let name = "a" + String(repeating: "\u{0301}", count: 2_000)

        #expect(name.count == 1)
        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: name) == .tooManyBytes(limit: 2_048))
    }

    @Test("10. A character of more than 16 scalars is not visible, even under the byte limit")
    func longCombiningSequence() {
        let name = "a" + String(repeating: "\u{0301}", count: 20)

        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: name) == .invisible)
    }

    @Test("10. A control character inside a name is refused; around it, it is trimmed like any white space")
    func controlCharacters() {
        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: "Fam\u{1B}[2Jily") == .controlCharacters)
        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: "Book\tclub") == .controlCharacters)
        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: "Fam\u{9B}ily") == .controlCharacters)
        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: "\tFamily\n") == nil)
    }

    @Test(
        "Tag characters outside an emoji flag are refused: they draw nothing and can carry hidden text",
        arguments: [
            "Family\u{E0041}\u{E0042}", "\u{E0001}Readers", "Book \u{E0063}\u{E007F}club", "\u{E0041}",
            "🏴\u{E0067}\u{E0062}", "x\u{E0067}\u{E007F}",
        ])
    func strayTags(name: String) {
        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: name) == .tagCharacters)
        #expect(!ShouldAllowFormSubmissionUseCase()(CreateOrEditCircleRequestDomain(circleName: name)))
    }

    @Test(
        "A name with something to see keeps working, invisible characters inside it or not",
        arguments: [
            "Family", "e\u{0301}", "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "Book\u{200B}club", "\u{202E}Hikers", "日本", "\u{2801}", "\u{2422}",
            "\u{1100}\u{1161}", "\u{115F}\u{1161}", "\u{AC00}\u{11A8}", "\u{1100}", "Book\u{2800}club",
        ])
    func visible(name: String) {
        #expect(ShouldAllowFormSubmissionUseCase.problem(withName: name) == nil)
    }

    @Test("Each problem reads as the end of a sentence about the name")
    func phrases() {
        let problems: [CircleNameProblem] = [
            .empty, .invisible, .tooLong(limit: 50, length: 51), .tooManyBytes(limit: 2_048), .controlCharacters,
            .tagCharacters,
        ]

        #expect(
            problems.map(\.description) == [
                "is empty", "has no visible character", "is longer than 50 characters", "is longer than 2048 bytes",
                "holds control characters", "holds invisible tag characters",
            ])
    }
}
