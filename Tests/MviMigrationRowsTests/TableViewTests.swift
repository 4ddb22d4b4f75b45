import MviMigrationRows
import Testing

/// The table stand-in: it pulls rows from its data source, and finds out a data source that changed unannounced.
@Suite("Table view")
@MainActor
struct TableViewTests {
    @Test("The table draws by pulling each cell from its data source, as many rows as it was last told of")
    func pullsWhenDrawing() {
        let rows = Rows(["Family", "Book club"])
        let table = rows.table()

        rows.names.append("Hikers")
        let beforeTold = table.visibleCells()
        table.insertRows(at: [2])
        let afterTold = table.visibleCells()

        #expect(beforeTold == ["Family", "Book club"])
        #expect(afterTold == ["Family", "Book club", "Hikers"])
        #expect(rows.cellsAsked == [0, 1, 0, 1, 2])
        #expect(table.inconsistencies == ["drawing 2 rows, the data source has 3"])
    }

    @Test("An update whose rows do not add up is kept, as UIKit would throw on it")
    func invalidUpdate() {
        let rows = Rows(["Family", "Book club"])
        let table = rows.table()

        table.deleteRows(at: [0])

        #expect(table.animations == [.delete([0])])
        #expect(table.inconsistencies == ["delete([0]) leave 1 rows, the data source has 2"])
    }

    @Test("A batch of updates is counted once, when it ends")
    func batch() {
        let rows = Rows(["Family", "Book club"])
        let table = rows.table()

        rows.names = ["Book club", "Hikers", "Readers"]
        table.animate(RowChanges(from: ["Family", "Book club"].rows, to: rows.names.rows))

        #expect(table.animations == [.delete([0]), .insert([1, 2])])
        #expect(table.inconsistencies.isEmpty)
        #expect(table.visibleCells() == ["Book club", "Hikers", "Readers"])
    }
}

/// A data source over names, counting the cells it is asked for.
@MainActor
private final class Rows: TableViewDataSource {
    var names: [String]
    private(set) var cellsAsked: [Int] = []

    init(_ names: [String]) {
        self.names = names
    }

    /// A table over these rows, loaded.
    func table() -> TableView {
        let table = TableView()
        table.dataSource = self
        table.reloadData()
        return table
    }

    func numberOfRows(in tableView: TableView) -> Int { names.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> String {
        cellsAsked.append(row)
        return names[row]
    }
}

/// A row told apart by its name, for ``RowChanges``.
struct NamedRow: Identifiable, Equatable {
    let id: String
    let text: String
}

extension [String] {
    /// The names as rows whose id is the name itself.
    var rows: [NamedRow] { map { NamedRow(id: $0, text: $0) } }
}
