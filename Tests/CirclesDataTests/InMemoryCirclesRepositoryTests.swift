import CirclesData
import CirclesDomain
import Testing

@Suite("InMemoryCirclesRepository")
struct InMemoryCirclesRepositoryTests {
    @Test("The sample circles are a few friendly circles with fixed, distinct ids")
    func sampleCircles() {
        let samples = InMemoryCirclesRepository.sampleCircles

        #expect(samples.map(\.id) == ["sample-1", "sample-2", "sample-3", "sample-4"])
        #expect(samples.map(\.name) == ["Family", "Book club", "Running buddies", "Climbing crew"])
    }

    @Test("A new repository lists the circles it was given, in order")
    func listsInitialCircles() async throws {
        let repository = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)

        let circles = try await repository.allCircles()

        #expect(circles == InMemoryCirclesRepository.sampleCircles)
    }

    @Test("Creating stores the trimmed name and the trimmed cover under the next id")
    func createTrims() async throws {
        let repository = InMemoryCirclesRepository()

        let created = try await repository.createCircle(
            .init(circleName: "  Pottery \n", coverPhoto: " https://example.com/pot.jpg ")
        )

        let expected = CircleConfigModel(
            id: "circle-1", name: "Pottery", coverPhoto: "https://example.com/pot.jpg")
        #expect(created == expected)
        #expect(try await repository.allCircles() == [expected])
    }

    @Test("A blank cover is stored as no cover")
    func blankCover() async throws {
        let repository = InMemoryCirclesRepository()

        let created = try await repository.createCircle(
            .init(circleName: "Chess", coverPhoto: "  "))

        #expect(created == CircleConfigModel(id: "circle-1", name: "Chess", coverPhoto: nil))
    }

    @Test("New ids are sequential, skip ids in use and are never given twice")
    func deterministicIds() async throws {
        let repository = InMemoryCirclesRepository(circles: [
            CircleConfigModel(id: "circle-2", name: "Old")
        ])

        let first = try await repository.createCircle(.init(circleName: "A"))
        let second = try await repository.createCircle(.init(circleName: "B"))
        try await repository.deleteCircle(second.id)
        let third = try await repository.createCircle(.init(circleName: "C"))

        #expect([first.id, second.id, third.id] == ["circle-1", "circle-3", "circle-4"])
    }

    @Test("Circles are listed in creation order, and an edited circle keeps its place")
    func creationOrder() async throws {
        let repository = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        let created = try await repository.createCircle(.init(circleName: "Pottery"))

        let edited = try await repository.editCircle(
            "sample-1", with: .init(circleName: " Kin ", coverPhoto: nil))

        var expected = InMemoryCirclesRepository.sampleCircles
        expected[0] = CircleConfigModel(id: "sample-1", name: "Kin")
        expected.append(created)
        #expect(edited == expected[0])
        #expect(try await repository.allCircles() == expected)
    }

    @Test("Deleting removes only that circle")
    func delete() async throws {
        let repository = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)

        try await repository.deleteCircle("sample-2")

        let expected = InMemoryCirclesRepository.sampleCircles.filter { $0.id != "sample-2" }
        #expect(try await repository.allCircles() == expected)
    }

    @Test("A circle is found by its id")
    func get() async throws {
        let repository = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)

        let circle = try await repository.circle(withId: "sample-3")

        #expect(circle == InMemoryCirclesRepository.sampleCircles[2])
    }

    @Test(
        "A call naming an unknown id throws circleNotFound and changes nothing",
        arguments: [RepositoryCall.edit, .delete, .get]
    )
    func unknownId(call: RepositoryCall) async throws {
        let repository = InMemoryCirclesRepository()

        await #expect(throws: CirclesRepositoryError.circleNotFound(id: call.idArgument)) {
            try await call.perform(on: repository)
        }
        #expect(try await repository.allCircles() == [])
    }

    @Test(
        "A request the form could not submit is refused, and nothing is stored",
        arguments: [
            ("", "the name is empty"),
            (" \n\t ", "the name is empty"),
            (String(repeating: "a", count: 51), "the name is longer than 50 characters"),
        ]
    )
    func invalidCreate(name: String, reason: String) async throws {
        let repository = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)

        await #expect(throws: CirclesRepositoryError.invalidRequest(reason: reason)) {
            try await repository.createCircle(.init(circleName: name))
        }
        await #expect(throws: CirclesRepositoryError.invalidRequest(reason: reason)) {
            try await repository.editCircle("sample-1", with: .init(circleName: name))
        }
        #expect(try await repository.allCircles() == InMemoryCirclesRepository.sampleCircles)
    }

    @Test("A name of exactly 50 characters, once trimmed, is accepted")
    func longestName() async throws {
        let repository = InMemoryCirclesRepository()
        let name = String(repeating: "é", count: 50)

        let created = try await repository.createCircle(.init(circleName: " \(name) "))

        #expect(created == CircleConfigModel(id: "circle-1", name: name))
    }

    @Test("Of circles given with the same id, the first is kept")
    func duplicateInitialIds() async throws {
        let first = CircleConfigModel(id: "x", name: "First")
        let repository = InMemoryCirclesRepository(circles: [
            first, CircleConfigModel(id: "x", name: "Second"),
        ])

        #expect(try await repository.allCircles() == [first])
    }
}
