import CirclesData
import CirclesDomain
import CirclesTestSupport
import Foundation
import Testing

@Suite("JSONFileCirclesRepository: concurrent writers")
struct JSONFileCirclesRepositoryConcurrencyTests {
    @Test("100 concurrent creates on one repository all land, each under its own id")
    func concurrentCreates() async throws {
        try await withTemporaryFolder { directory in
            let repository = JSONFileCirclesRepository(
                fileURL: directory.appending(component: "circles.json"))

            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 1...100 {
                    group.addTask {
                        _ = try await repository.createCircle(.init(circleName: "Circle \(number)"))
                    }
                }
                try await group.waitForAll()
            }

            let circles = try await repository.allCircles()
            let created = circles.dropFirst(InMemoryCirclesRepository.sampleCircles.count)
            #expect(Set(created.map(\.id)) == Set((1...100).map { "circle-\($0)" }))
            #expect(Set(created.map(\.name)) == Set((1...100).map { "Circle \($0)" }))
        }
    }

    @Test("Two repositories on one file, creating at the same time, lose no circle")
    func interleavedRepositories() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            // Each waits for the other's lock as long as it takes: a repository whose queue is full re-takes the lock
            // at once after each write, so the other's wait depends on the machine's load, and this test is about
            // circles lost, not about time.
            let repositories = [url, url].map { JSONFileCirclesRepository(fileURL: $0, lockWait: .seconds(600)) }

            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 1...60 {
                    let repository = repositories[number % 2]
                    group.addTask {
                        _ = try await repository.createCircle(.init(circleName: "Circle \(number)"))
                    }
                }
                try await group.waitForAll()
            }

            let reread = try await JSONFileCirclesRepository(fileURL: url).allCircles()
            let created = reread.dropFirst(InMemoryCirclesRepository.sampleCircles.count)
            #expect(Array(reread.prefix(4)) == InMemoryCirclesRepository.sampleCircles)
            #expect(Set(created.map(\.id)) == Set((1...60).map { "circle-\($0)" }))
            #expect(Set(created.map(\.name)) == Set((1...60).map { "Circle \($0)" }))
        }
    }
}
