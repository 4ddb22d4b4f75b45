import Testing

@testable import CirclesData

/// The moment between a call taking the armed hold and reaching the gate,
/// checked on the decorator's state itself, since no timing can reach it
/// reliably from outside.
@Suite("SimulatedConditionsRepository: a held call on its way to the gate")
struct SimulatedConditionsHeldAdmissionTests {
    @Test("A call that took the hold counts as held before it reaches the gate")
    func heldFromAdmission() {
        var state = SimulatedConditionsRepository.State()
        state.isHoldArmed = true

        let admission = state.admit(.create)

        #expect(admission.isHeld)
        #expect(state.isHolding)
        #expect(state.heldAdmissions == [admission.callId])
        #expect(state.heldCalls.count == 0)
    }

    @Test("A release before the call reaches the gate lets it pass when it arrives")
    func releaseBeforeArrivalPasses() async throws {
        var state = SimulatedConditionsRepository.State()
        state.isHoldArmed = true
        let admission = state.admit(.edit)

        let released = state.releaseHeldCalls()
        var arrivalPassed = false
        try await withCheckedThrowingContinuation { continuation in
            arrivalPassed =
                state.arrive(in: .heldCalls, id: admission.callId, passingAbove: 0, continuation: continuation).passes
            continuation.resume()
        }
        state.finishWaiting(in: .heldCalls, id: admission.callId)

        #expect(released.isEmpty)
        #expect(arrivalPassed)
        #expect(!state.isHolding)
        #expect(state.releasedBeforeArrival.isEmpty)
    }
}

extension SimulatedConditionsRepository.Arrival {
    /// Whether the arriving task went on at once.
    fileprivate var passes: Bool {
        if case .passes = self { return true }
        return false
    }
}
