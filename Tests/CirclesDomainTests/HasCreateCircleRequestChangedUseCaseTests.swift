import CirclesDomain
import CirclesTestSupport
import Testing

/// Change detection in EDIT: compares what would be stored.
@Suite("HasCreateCircleRequestChangedUseCase")
struct HasCreateCircleRequestChangedUseCaseTests {
    private let hasChanged = HasCreateCircleRequestChangedUseCase()
    private let circle = CircleConfigModel(id: "c", name: "Book club", coverPhoto: "https://example.com/b.jpg")

    @Test("The prefilled form is unchanged")
    func prefilledIsUnchanged() {
        #expect(!hasChanged(CreateOrEditCircleRequestDomain(prefilledFrom: circle), comparedWith: circle))
    }

    @Test("Surrounding white space in the name or cover is not a change")
    func whitespaceIsNotAChange() {
        let request = CreateOrEditCircleRequestDomain(
            circleName: " Book club\t", coverPhoto: " https://example.com/b.jpg ")

        #expect(!hasChanged(request, comparedWith: circle))
    }

    @Test(
        "A different name, a different cover, or a removed cover is a change",
        arguments: [
            CreateOrEditCircleRequestDomain(circleName: "Book Club", coverPhoto: "https://example.com/b.jpg"),
            CreateOrEditCircleRequestDomain(circleName: "Book club", coverPhoto: "https://example.com/c.jpg"),
            CreateOrEditCircleRequestDomain(circleName: "Book club", coverPhoto: nil),
        ])
    func differencesAreChanges(request: CreateOrEditCircleRequestDomain) {
        #expect(hasChanged(request, comparedWith: circle))
    }

    @Test("A blank cover is the same as no cover")
    func blankCoverIsNoCover() {
        let circleWithoutCover = CircleConfigModel(id: "c", name: "Book club")

        #expect(
            !hasChanged(
                CreateOrEditCircleRequestDomain(circleName: "Book club", coverPhoto: "  "),
                comparedWith: circleWithoutCover))
    }
}
