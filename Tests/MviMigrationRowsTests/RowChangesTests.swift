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

    @Test("Of a row moved to the front, only it slides out and in; the rows between keep their place")
    func fewestMoves() {
        let changes = RowChanges(from: ["A", "B", "C", "D", "E"].rows, to: ["E", "A", "B", "C", "D"].rows)

        #expect(changes.deleted == [4])
        #expect(changes.inserted == [0])
        #expect(changes.reloaded == [])
    }

    @Test("A repeated id matches one row of it in each list; its other rows slide in or out, and the rows add up")
    func repeatedIds() {
        let old = ["A", "A", "B", "A"].rows
        let new = ["A", "B", "A", "C"].rows

        let changes = RowChanges(from: old, to: new)

        #expect(changes.deleted.count == 2 && changes.inserted.count == 2)
        #expect(old.count - changes.deleted.count + changes.inserted.count == new.count)
        #expect(changes.reloaded == [])
    }

    @Test("The first rows of a list all slide in, and a list emptied all slides out, with no id hashed or compared")
    func firstRowsNeedNoMatching() {
        let counter = IdentityCounter()
        let rows = (0..<1_000).map { CountedRow(number: $0, counter: counter) }

        let first = RowChanges(from: [], to: rows)
        let emptied = RowChanges(from: rows, to: [])

        #expect(first == RowChanges(from: [NamedRow](), to: Array(repeating: "A", count: 1_000).rows))
        #expect(first.inserted == Array(0..<1_000) && first.deleted.isEmpty && first.reloaded.isEmpty)
        #expect(emptied.deleted == Array(0..<1_000) && emptied.inserted.isEmpty)
        #expect(counter.operations == 0)
    }

    @Test(
        "Rows are matched through their ids' hashes: the ids are hashed and compared a few times a row, not once a pair",
        arguments: [("every row replaced", 1_000), ("every row moved", 999), ("one row taken out, one added", 1)])
    func linearMatching(change: String, deletions: Int) {
        let counter = IdentityCounter()
        let old = Array(0..<1_000)
        let new =
            switch change {
            case "every row replaced": old.map { $0 + old.count }
            case "every row moved": Array(old.reversed())
            default: Array(old.dropFirst()) + [-1]
            }

        let changes = RowChanges(
            from: old.map { CountedRow(number: $0, counter: counter) },
            to: new.map { CountedRow(number: $0, counter: counter) })

        #expect(changes.deleted.count == deletions && changes.inserted.count == deletions + new.count - old.count)
        #expect(counter.operations <= 10 * old.count, "\(counter.operations) hashes and comparisons")
    }
}

/// Counts every hash and comparison of the ids that share it.
private final class IdentityCounter {
    var operations = 0
}

/// An id that counts each time it is hashed or compared.
private struct CountedID: Hashable {
    let number: Int
    let counter: IdentityCounter

    static func == (lhs: CountedID, rhs: CountedID) -> Bool {
        lhs.counter.operations += 1
        return lhs.number == rhs.number
    }

    func hash(into hasher: inout Hasher) {
        counter.operations += 1
        hasher.combine(number)
    }
}

/// A row of a counted id, its text the same for every row, so that comparing two rows compares their ids.
private struct CountedRow: Identifiable, Equatable {
    let id: CountedID

    init(number: Int, counter: IdentityCounter) {
        id = CountedID(number: number, counter: counter)
    }
}
