import MviMigrationRows
import Testing

/// Row animations worked out from two lists of rows, told apart by id.
@Suite("Row changes")
struct RowChangesTests {
    @Test("A row whose id is gone slides out, counted in the old rows; a new id slides in, counted in the new")
    func deletionsAndInsertions() {
        let changes = RowChanges(from: ["A", "B", "C", "D"].rows, to: ["B", "D", "E"].rows)

        #expect(changes.deleted == [0, 2])
        #expect(changes.inserted == [2])
        #expect(changes.reloaded == [])
    }

    @Test("A row whose id stays and whose content changed is redrawn in place, counted in the old rows")
    func reload() {
        let old = [NamedRow(id: "1", text: "Family"), NamedRow(id: "2", text: "Book club")]
        let new = [NamedRow(id: "1", text: "Family"), NamedRow(id: "2", text: "Readers")]

        let changes = RowChanges(from: old, to: new)

        #expect(changes.deleted == [])
        #expect(changes.inserted == [])
        #expect(changes.reloaded == [1])
    }

    @Test("A row that moved slides out and in again")
    func move() {
        let changes = RowChanges(from: ["A", "B", "C"].rows, to: ["C", "A", "B"].rows)

        #expect(changes.deleted.count == 1)
        #expect(changes.inserted.count == 1)
        #expect(changes.reloaded == [])
    }

    @Test("Equal rows make no change")
    func none() {
        #expect(RowChanges(from: ["A", "B"].rows, to: ["A", "B"].rows).isEmpty)
    }
}
