import Foundation
import MviKit
import Testing

@Suite("State saving")
struct MviStateSavingTests {
    typealias Container = MviContainer<DeleteCircleState, Never>

    // excerpt:begin round-trip
    @Test("A saved state makes a new container with the same state")
    func roundTrip() throws {
        let state = DeleteCircleState(mode: .edit, editedCircleId: "c-1", committingChanges: true)
        let original = Container(initialState: state)

        let data = try original.savedState()
        let restored = try Container(savedState: data)

        #expect(restored.state == state)
    }
    // excerpt:end round-trip

    @Test("Restoring saved data into a running container replaces its state like any restore")
    func restoreIntoContainer() async throws {
        let saved = try Container(initialState: DeleteCircleState(mode: .edit)).savedState()
        let container = Container(initialState: DeleteCircleState())
        let log = LogLines(container)

        try container.restore(savedState: saved)

        #expect(container.state == DeleteCircleState(mode: .edit))
        #expect(log.lines.values == ["state restored: mode: create → edit"])
    }

    @Test("Data that no longer decodes gives a typed error and leaves the state alone")
    func undecodableData() throws {
        let container = Container(initialState: DeleteCircleState(editedCircleId: "kept"))
        let stale = Data(#"{"mode":"edit","committing":"yes"}"#.utf8)

        let error = #expect(throws: MviStateSavingError.self) { try container.restore(savedState: stale) }
        let creationError = #expect(throws: MviStateSavingError.self) { try Container(savedState: Data("{".utf8)) }

        #expect(container.state.editedCircleId == "kept")
        guard case .notDecodable(let reason) = try #require(error) else {
            Issue.record("expected notDecodable, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
        guard case .notDecodable = try #require(creationError) else {
            Issue.record("expected notDecodable, got \(String(describing: creationError))")
            return
        }
    }

    @Test("A state that refuses to encode gives a typed error")
    func unencodableState() {
        let container = MviContainer<Double, Never>(initialState: .nan)

        #expect(throws: MviStateSavingError.self) { try container.savedState() }
    }
}
