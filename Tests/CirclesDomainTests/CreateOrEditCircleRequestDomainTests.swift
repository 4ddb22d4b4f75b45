import CirclesDomain
import Testing

/// The form's request: what counts as input, and what would be stored.
@Suite("CreateOrEditCircleRequestDomain")
struct CreateOrEditCircleRequestDomainTests {
    @Test("Trims white space and new lines around the name, keeps inner spaces")
    func trimsName() {
        let request = CreateOrEditCircleRequestDomain(circleName: "\n  Running  buddies \t")

        #expect(request.trimmedName == "Running  buddies")
    }

    @Test("A blank cover is normalised to none")
    func normalisesCover() {
        #expect(CreateOrEditCircleRequestDomain(circleName: "a", coverPhoto: " \n").normalizedCoverPhoto == nil)
        #expect(CreateOrEditCircleRequestDomain(circleName: "a", coverPhoto: " x ").normalizedCoverPhoto == "x")
    }

    @Test("Any input is a non-blank name or a cover")
    func hasAnyInput() {
        #expect(!CreateOrEditCircleRequestDomain.empty.hasAnyInput)
        #expect(!CreateOrEditCircleRequestDomain(circleName: "   ").hasAnyInput)
        #expect(CreateOrEditCircleRequestDomain(circleName: "a").hasAnyInput)
        #expect(CreateOrEditCircleRequestDomain(circleName: "", coverPhoto: "x").hasAnyInput)
    }

    @Test("with… copies change one field and keep the other")
    func withCopies() {
        let request = CreateOrEditCircleRequestDomain(circleName: "a", coverPhoto: "x")

        #expect(request.withCircleName("b") == CreateOrEditCircleRequestDomain(circleName: "b", coverPhoto: "x"))
        #expect(request.withCoverPhoto(nil) == CreateOrEditCircleRequestDomain(circleName: "a", coverPhoto: nil))
    }
}
