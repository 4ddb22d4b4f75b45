import CirclesDomain
import CirclesTestSupport
import Testing

@testable import CirclesApp

/// The gate the session closes at its end: what it lets through, what it refuses, and what it records.
@Suite("StoreChangeGate: the form's way to the store", .timeLimit(.minutes(1)))
struct StoreChangeGateTests {
    @Test("Once closed, a change is refused before it reaches the store; loading still goes through")
    func closedGateRefusesChanges() async throws {
        let store = FakeCirclesRepository(circles: [CircleConfigModel(id: "a", name: "Family")])
        let gate = StoreChangeGate(wrapping: store)

        let wasBusy = gate.close()

        #expect(!wasBusy)
        await #expect(throws: CancellationError.self) { try await gate.createCircle(.init(circleName: "Late")) }
        await #expect(throws: CancellationError.self) { try await gate.deleteCircle("a") }
        #expect(try await gate.allCircles() == [CircleConfigModel(id: "a", name: "Family")])
        #expect(store.calls == [.loadAll])
    }

    @Test("A change at the store when the gate closes runs to its end, which is waited for and recorded")
    func changeInFlightIsWaitedFor() async throws {
        let store = FakeCirclesRepository()
        let gate = StoreChangeGate(wrapping: store)
        let before = gate.admittedCount
        store.holdCalls()
        let form = RepositoryCaller.form.attributing(gate)
        let creating = Task { try await form.createCircle(.init(circleName: "Through")) }
        await store.waitUntilHeld()

        let wasBusy = gate.close()
        let succeededWhileHeld = gate.hasSucceeded(after: before, by: .form)
        store.releaseHeldCalls()
        await gate.changesEnded()

        #expect(wasBusy)
        #expect(!succeededWhileHeld)
        #expect(gate.hasSucceeded(after: before, by: .form))
        #expect(!gate.hasSucceeded(after: gate.admittedCount, by: .form))
        #expect(try await creating.value.name == "Through")
    }

    @Test("A change that fails at the store is recorded as not gone through")
    func failedChangeIsNotSuccess() async throws {
        let store = FakeCirclesRepository()
        store.fail(.create)
        let gate = StoreChangeGate(wrapping: store)

        await #expect(throws: CirclesRepositoryError.simulatedFailure(.create)) {
            try await gate.createCircle(.init(circleName: "Refused"))
        }

        #expect(gate.admittedCount == 1)
        #expect(!gate.hasSucceeded(after: 0, by: nil))
    }

    @Test("A change another caller made while the form was open is recorded as that caller's, not the form's")
    func othersChangeIsNotTheForms() async throws {
        let store = FakeCirclesRepository(circles: [CircleConfigModel(id: "a", name: "Family")])
        let gate = StoreChangeGate(wrapping: store)
        let before = gate.admittedCount

        try await RepositoryCaller.list.attributing(gate).deleteCircle("a")

        #expect(gate.hasSucceeded(after: before, by: .list))
        #expect(!gate.hasSucceeded(after: before, by: .form))
    }
}
