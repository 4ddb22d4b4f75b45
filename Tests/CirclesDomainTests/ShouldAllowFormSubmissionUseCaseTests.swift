import CirclesDomain
import Testing

/// Validation of the form's name: trimmed, 1 to 50 characters as a person counts them.
@Suite("ShouldAllowFormSubmissionUseCase")
struct ShouldAllowFormSubmissionUseCaseTests {
    private let shouldAllow = ShouldAllowFormSubmissionUseCase()

    @Test(
        "Refuses names that are empty or blank once trimmed",
        arguments: ["", " ", "\t\n", "\u{00A0}\u{2003}"])
    func refusesBlank(name: String) {
        #expect(!shouldAllow(CreateOrEditCircleRequestDomain(circleName: name)))
    }

    @Test("Accepts 1 and 50 characters, refuses 51")
    func lengthEdges() {
        let lengths = [1, 50, 51].map { String(repeating: "a", count: $0) }

        let verdicts = lengths.map { shouldAllow(CreateOrEditCircleRequestDomain(circleName: $0)) }

        #expect(verdicts == [true, true, false])
    }

    @Test("Counts the name after trimming: 50 characters with surrounding spaces is allowed")
    func countsTrimmedName() {
        let padded = "  " + String(repeating: "b", count: 50) + "\n"

        #expect(shouldAllow(CreateOrEditCircleRequestDomain(circleName: padded)))
    }

    @Test("Counts characters, not bytes or scalars: 50 emoji or accented letters are allowed, 51 are not")
    func countsGraphemes() {
        let family = "👨‍👩‍👧‍👦"
        let decomposedE = "e\u{0301}"

        let allowed = [family, decomposedE, "日"].map {
            shouldAllow(CreateOrEditCircleRequestDomain(circleName: String(repeating: $0, count: 50)))
        }
        let refused = [family, decomposedE, "日"].map {
            shouldAllow(CreateOrEditCircleRequestDomain(circleName: String(repeating: $0, count: 51)))
        }

        #expect(allowed == [true, true, true])
        #expect(refused == [false, false, false])
    }

    @Test("The cover photo plays no part in validation")
    func coverIgnored() {
        #expect(!shouldAllow(CreateOrEditCircleRequestDomain(circleName: "", coverPhoto: "https://example.com/a.jpg")))
        #expect(shouldAllow(CreateOrEditCircleRequestDomain(circleName: "Runners", coverPhoto: nil)))
    }
}
