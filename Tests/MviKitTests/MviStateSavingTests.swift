import Foundation
import MviKit
import Testing

/// ``MviContainer/savedState()`` and ``MviContainer/restore(savedState:)``: state kept across a restart.
@Suite("State saving")
@MainActor
struct MviStateSavingTests {
    typealias Container = MviContainer<DeleteCircleState, Never>

    @Test("A saved state, restored into a new container, gives it the same state")
    func roundTrip() throws {
        let state = DeleteCircleState(mode: .edit, editedCircleId: "c-1", committingChanges: true)
        let original = Container(initialState: state)
        let restored = Container(initialState: DeleteCircleState())

        let data = try original.savedState()
        try restored.restore(savedState: data)

        #expect(restored.state == state)
    }

    @Test("A saved state is JSON with sorted keys, so equal states save equal bytes")
    func savedStateIsSortedJSON() throws {
        let container = MviContainer<[String: Int], Never>(initialState: ["b": 2, "c": 3, "a": 1])

        let json = String(decoding: try container.savedState(), as: UTF8.self)

        #expect(json == "{\n  \"a\" : 1,\n  \"b\" : 2,\n  \"c\" : 3\n}")
    }

    @Test("Restoring saved data tells observers as any restore does")
    func restoringSavedDataIsARestore() throws {
        let saved = try Container(initialState: DeleteCircleState(mode: .edit)).savedState()
        let container = Container(initialState: DeleteCircleState())
        let transcript = Transcript(of: container)

        try container.restore(savedState: saved)

        #expect(transcript.lines == ["state restored: mode: create → edit"])
    }

    @Test("Data that does not decode throws a DecodingError and leaves the state as it was")
    func undecodableDataLeavesTheStateAlone() {
        let state = DeleteCircleState(editedCircleId: "kept")
        let container = Container(initialState: state)
        let stale = Data(#"{"mode":"edit","committing":"yes"}"#.utf8)

        #expect(throws: DecodingError.self) {
            try container.restore(savedState: stale)
        }
        #expect(container.state == state)
    }

    @Test("A state that does not encode throws an EncodingError")
    func unencodableStateThrows() {
        let container = MviContainer<Double, Never>(initialState: .nan)

        #expect(throws: EncodingError.self) {
            try container.savedState()
        }
    }
}
