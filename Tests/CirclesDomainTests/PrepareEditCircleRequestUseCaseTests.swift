import CirclesDomain
import CirclesTestSupport
import Testing

/// Loading the circle to edit goes through the repository and passes its errors on.
@Suite("PrepareEditCircleRequestUseCase")
struct PrepareEditCircleRequestUseCaseTests {
    private let circle = CircleConfigModel(id: "c1", name: "Family")

    @Test("Loads the circle with the given id")
    func loadsCircle() async throws {
        let repository = FakeCirclesRepository(circles: [circle])

        let loaded = try await PrepareEditCircleRequestUseCase(repository: repository)(circleId: "c1")

        #expect(loaded == circle)
        #expect(repository.calls == [.load("c1")])
    }

    @Test("An unknown id fails with circleNotFound")
    func unknownIdFails() async {
        let repository = FakeCirclesRepository(circles: [circle])

        await #expect(throws: CirclesRepositoryError.circleNotFound(id: "nope")) {
            try await PrepareEditCircleRequestUseCase(repository: repository)(circleId: "nope")
        }
    }
}
