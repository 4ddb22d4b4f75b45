import Foundation
import Testing
import UIKitStandIns

@Suite("UITableView: it pulls rows when it likes, and checks every update against the data source")
@MainActor
struct UITableViewTests {
    /// A data source over a plain list of names, which a test changes as it likes.
    private let source = NameSource(["Family", "Book club", "Running buddies"])

    private func table() -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: NameSource.cell)
        table.dataSource = source
        return table
    }

    @Test("The table loads the first time its rows are read, asking for every row's cell")
    func loadsOnFirstRead() {
        let table = table()

        let count = table.numberOfRows(inSection: 0)

        #expect(count == 3)
        #expect(table.visibleCells.map(source.text) == ["Family", "Book club", "Running buddies"])
        #expect(source.cellsAsked == [0, 1, 2])
    }

    @Test("A reload asks for nothing until the next layout pass; then it asks for every row again")
    func reloadWaitsForTheLayoutPass() {
        let table = table()
        table.layoutIfNeeded()
        source.cellsAsked = []

        source.names.append("Hikers")
        table.reloadData()
        let askedAtOnce = source.cellsAsked
        let shownAtOnce = table.visibleCells.map(source.text)
        table.layoutIfNeeded()

        #expect(askedAtOnce == [])
        #expect(shownAtOnce == ["Family", "Book club", "Running buddies"])
        #expect(source.cellsAsked == [0, 1, 2, 3])
    }

    @Test("A batch's completion runs on a later turn, once its animations have ended, never inside the call")
    func batchCompletionComesLater() async {
        let table = table()
        table.layoutIfNeeded()
        var completed: [Bool] = []

        table.performBatchUpdates(nil) { completed.append($0) }
        let completedAtOnce = completed
        await table.batchUpdatesEnded()

        #expect(completedAtOnce == [])
        #expect(completed == [true])
    }

    @Test("After a reload still due, a model changed inside the batch is sound; changed before it, it is not")
    func modelChangedInsideTheBatch() {
        let inside = table()
        let before = table()
        inside.reloadData()
        before.reloadData()

        inside.performBatchUpdates {
            source.names.append("Hikers")
            inside.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        }
        source.names.append("Climbers")
        before.performBatchUpdates {
            before.insertRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
        }

        #expect(inside.inconsistencies == [])
        #expect(before.inconsistencies.count == 1)
    }

    @Test("It keeps the count it was told, whatever the data source holds now, until it is told of a change")
    func keepsWhatItWasTold() {
        let table = table()
        table.layoutIfNeeded()

        source.names.remove(at: 1)

        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) != nil)
    }

    @Test("A delete the data source agrees with shows the rows left, asks for no cell, and is recorded")
    func soundDelete() {
        let table = table()
        table.layoutIfNeeded()
        source.cellsAsked = []

        source.names.remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)

        #expect(table.inconsistencies == [])
        #expect(table.visibleCells.map(source.text) == ["Family", "Running buddies"])
        #expect(source.cellsAsked == [])
        #expect(table.updates == [.deleteRows([IndexPath(row: 1, section: 0)], .automatic)])
    }

    @Test("An insert asks for the new row's cell at its index after the update")
    func soundInsert() {
        let table = table()
        table.layoutIfNeeded()
        source.cellsAsked = []

        source.names.insert("Hikers", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)

        #expect(table.inconsistencies == [])
        #expect(table.visibleCells.map(source.text) == ["Hikers", "Family", "Book club", "Running buddies"])
        #expect(source.cellsAsked == [0])
    }

    @Test("A batch is checked once at its end: a delete and an insert that keep the count are sound")
    func batchCheckedAtItsEnd() {
        let table = table()
        table.layoutIfNeeded()

        table.performBatchUpdates {
            source.names.remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            source.names.append("Hikers")
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }

        #expect(table.inconsistencies == [])
        #expect(table.visibleCells.map(source.text) == ["Book club", "Running buddies", "Hikers"])
    }

    @Test("A delete the data source does not agree with is what UIKit stops the app for: the stand-in says so")
    func unsoundDelete() {
        let table = table()
        table.layoutIfNeeded()

        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)

        #expect(
            table.inconsistencies == [
                "Section 0 has 3 rows after the update; the table had 3, with 0 inserted and 1 deleted, so it expected 2."
            ])
    }

    @Test("A model changed before the table ever loaded, then reported, fails the check as on a device")
    func updateBeforeFirstLoad() {
        let table = table()

        source.names.append("Hikers")
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)

        #expect(table.inconsistencies.count == 1)
    }

    @Test("Scrolling asks again for every row shown, at the count the table was told")
    func scrollingAsksAgain() {
        let table = table()
        table.layoutIfNeeded()
        source.cellsAsked = []

        table.simulateScrolling()

        #expect(source.cellsAsked == [0, 1, 2])
    }

    @Test("A cell that left the table is handed out again, prepared for reuse")
    func cellsAreReused() {
        let table = table()
        table.layoutIfNeeded()
        let deleted = table.cellForRow(at: IndexPath(row: 0, section: 0))

        source.names.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        source.names.append("Hikers")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)

        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === deleted)
        #expect(source.text(of: table.cellForRow(at: IndexPath(row: 2, section: 0))) == "Hikers")
    }

    @Test("A tap selects a row through the delegate; a swipe reveals its buttons, and a tap on one runs it")
    func tapAndSwipe() throws {
        let table = table()
        let delegate = RowDelegate()
        table.delegate = delegate
        table.layoutIfNeeded()

        table.simulateTapOnRow(at: IndexPath(row: 1, section: 0))
        let configuration = try #require(table.simulateTrailingSwipe(onRowAt: IndexPath(row: 2, section: 0)))
        let delete = try #require(configuration.actions.first)
        delete.simulateTap(in: table)

        #expect(delegate.selected == [IndexPath(row: 1, section: 0)])
        #expect(delegate.deleted == [IndexPath(row: 2, section: 0)])
        #expect(delete.completions == [true])
    }
}

/// Rows from a list of names, noting which rows' cells the table asked for.
@MainActor
private final class NameSource: NSObject, UITableViewDataSource {
    static let cell = "name"
    var names: [String]
    var cellsAsked: [Int] = []

    init(_ names: [String]) {
        self.names = names
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cell, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func text(of cell: UITableViewCell?) -> String? {
        (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }
}

/// A delegate that notes selections, and offers a Delete button on every row.
@MainActor
private final class RowDelegate: NSObject, UITableViewDelegate {
    private(set) var selected: [IndexPath] = []
    private(set) var deleted: [IndexPath] = []

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.deleted.append(indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
