import CirclesDomain
import Testing

@testable import CirclesData

@Suite("SimulatedConditionsRepository: failures and latency")
struct SimulatedConditionsRepositoryTests {
    let store = RecordingCirclesRepository()

    @Test(
        "Without conditions, every call reaches the wrapped store",
        arguments: RepositoryCall.allCases)
    func passesThrough(call: RepositoryCall) async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)

        try await call.perform(on: repository)

        #expect(store.log.events == [.reachedStore(call.operation)])
    }

    @Test(
        "An armed failure fails the next such call once, without touching the store",
        arguments: RepositoryCall.allCases)
    func failsOnce(call: RepositoryCall) async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.failNext(call.operation)

        await #expect(throws: CirclesRepositoryError.simulatedFailure(call.operation)) {
            try await call.perform(on: repository)
        }
        let untouched = try await store.store.allCircles()
        try await call.perform(on: repository)

        #expect(untouched == InMemoryCirclesRepository.sampleCircles)
        #expect(store.log.events == [.reachedStore(call.operation)])
    }

    @Test("Arming a failure twice before the call still fails only one call")
    func armedTwiceFailsOnce() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.failNext(.create)
        repository.failNext(.create)

        await #expect(throws: CirclesRepositoryError.simulatedFailure(.create)) {
            try await RepositoryCall.create.perform(on: repository)
        }
        try await RepositoryCall.create.perform(on: repository)

        #expect(store.log.events == [.reachedStore(.create)])
    }

    @Test("A failure armed for one operation leaves the others alone")
    func failureIsPerOperation() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.failNext(.delete)

        try await RepositoryCall.create.perform(on: repository)
        try await RepositoryCall.edit.perform(on: repository)
        try await RepositoryCall.list.perform(on: repository)

        #expect(
            store.log.events == [
                .reachedStore(.create), .reachedStore(.edit), .reachedStore(.load),
            ])
    }

    @Test(
        "Every call waits out the latency before it reaches the store",
        arguments: RepositoryCall.allCases)
    func latencyBeforeStore(call: RepositoryCall) async throws {
        let repository = SimulatedConditionsRepository(
            wrapping: store, latency: .milliseconds(20), sleep: store.log.sleep(for:))

        try await call.perform(on: repository)

        #expect(store.log.events == [.slept(.milliseconds(20)), .reachedStore(call.operation)])
    }

    @Test("A failing call waits out the latency too, as a slow server would")
    func latencyBeforeFailure() async throws {
        let repository = SimulatedConditionsRepository(
            wrapping: store, latency: .milliseconds(20), sleep: store.log.sleep(for:))
        repository.failNext(.edit)

        await #expect(throws: CirclesRepositoryError.simulatedFailure(.edit)) {
            try await RepositoryCall.edit.perform(on: repository)
        }

        #expect(store.log.events == [.slept(.milliseconds(20))])
    }

    @Test("With no latency, no call sleeps")
    func noLatencyNoSleep() async throws {
        let repository = SimulatedConditionsRepository(
            wrapping: store, latency: .zero, sleep: store.log.sleep(for:))

        try await RepositoryCall.list.perform(on: repository)

        #expect(store.log.events == [.reachedStore(.load)])
    }

    @Test("A real latency delays the call and then gives the store's answer")
    func realLatency() async throws {
        let repository = SimulatedConditionsRepository(
            wrapping: InMemoryCirclesRepository(),
            latency: .milliseconds(1))

        let created = try await repository.createCircle(.init(circleName: "Pottery"))

        #expect(repository.latency == .milliseconds(1))
        #expect(created == CircleConfigModel(id: "circle-1", name: "Pottery"))
        #expect(repository.inFlightCallCount == 0)
    }
}
