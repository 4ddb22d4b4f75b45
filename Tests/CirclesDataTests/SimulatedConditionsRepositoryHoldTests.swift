import CirclesData
import CirclesDomain
import Testing

@Suite("SimulatedConditionsRepository: the hold gate")
struct SimulatedConditionsRepositoryHoldTests {
    let store = RecordingCirclesRepository()

    @Test("A held call does not reach the store until it is released")
    func heldUntilReleased() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.holdNext()
        let call = Task { try await repository.createCircle(.init(circleName: "Pottery")) }

        try await repository.waitUntilHeld()
        let whileHeld = (repository.heldCallCount, repository.inFlightCallCount, store.log.events)
        repository.releaseHeld()
        let created = try await call.value

        #expect(whileHeld == (1, 1, []))
        #expect(created == CircleConfigModel(id: "circle-1", name: "Pottery"))
        #expect(store.log.events == [.reachedStore(.create)])
        #expect((repository.heldCallCount, repository.inFlightCallCount) == (0, 0))
    }

    @Test("Only the next call is held; the calls after it go through")
    func holdsOnlyTheNextCall() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.holdNext()
        repository.holdNext()
        let held = Task { try await RepositoryCall.delete.perform(on: repository) }
        try await repository.waitUntilHeld()

        try await RepositoryCall.list.perform(on: repository)
        let whileHeld = store.log.events
        repository.releaseHeld()
        try await held.value

        #expect(whileHeld == [.reachedStore(.load)])
        #expect(store.log.events == [.reachedStore(.load), .reachedStore(.delete)])
    }

    @Test("Waiting for a held call returns at once when one is already held")
    func waitReturnsWhenAlreadyHeld() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.holdNext()
        let held = Task { try await RepositoryCall.get.perform(on: repository) }
        try await repository.waitUntilHeld()

        try await repository.waitUntilHeld()

        #expect(repository.heldCallCount == 1)
        repository.releaseHeld()
        try await held.value
    }

    @Test("Releasing with nothing held does nothing: a later hold still holds")
    func releaseWithNothingHeld() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.releaseHeld()
        repository.holdNext()
        let held = Task { try await RepositoryCall.edit.perform(on: repository) }

        try await repository.waitUntilHeld()

        #expect((repository.heldCallCount, store.log.events) == (1, []))
        repository.releaseHeld()
        try await held.value
    }

    @Test("A release sent before the held call arrives disarms the hold")
    func releaseBeforeArrival() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.holdNext()
        repository.releaseHeld()

        try await RepositoryCall.create.perform(on: repository)

        #expect((repository.heldCallCount, store.log.events) == (0, [.reachedStore(.create)]))
    }

    @Test("A cancelled held call throws CancellationError and never reaches the store")
    func cancelledHeldCall() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.holdNext()
        let held = Task { try await RepositoryCall.create.perform(on: repository) }
        try await repository.waitUntilHeld()

        held.cancel()
        let outcome = await held.result

        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect((repository.heldCallCount, repository.inFlightCallCount) == (0, 0))
        try await RepositoryCall.list.perform(on: repository)
        #expect(store.log.events == [.reachedStore(.load)])
    }

    @Test("A cancelled wait for a held call throws CancellationError")
    func cancelledWait() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        let waiting = Task { try await repository.waitUntilHeld() }

        waiting.cancel()
        let outcome = await waiting.result

        #expect(throws: CancellationError.self) { try outcome.get() }
    }

    @Test("A failure armed for a held call is thrown once it is released")
    func heldFailure() async throws {
        let repository = SimulatedConditionsRepository(wrapping: store)
        repository.holdNext()
        repository.failNext(.create)
        let held = Task { try await RepositoryCall.create.perform(on: repository) }
        try await repository.waitUntilHeld()

        repository.releaseHeld()
        let outcome = await held.result

        #expect(throws: CirclesRepositoryError.simulatedFailure(.create)) { try outcome.get() }
        #expect(store.log.events == [])
    }
}
