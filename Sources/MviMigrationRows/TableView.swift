/// What a ``TableView`` asks when it draws: how many rows, and what each shows.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows the table has now.
    func numberOfRows(in tableView: TableView) -> Int
    /// The text of the cell at `row`, counted from 0; only asked for a row below ``numberOfRows(in:)``.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> String
}

/// A stand-in for `UITableView`, as small as a list screen needs, to test a list's view
/// without UIKit: it keeps no rows of its own and pulls each from its data source whenever
/// it draws, as UIKit's table does.
///
/// Like UIKit's, it counts on being told of every change to its rows, by
/// ``reloadData()`` or by an animated ``insertRows(at:)``, ``deleteRows(at:)``
/// or ``reloadRows(at:)``, and asks the data source for its count again after
/// each: UIKit throws when the two do not add up (`Invalid update: invalid
/// number of rows`), and a data source that changed without telling the table
/// is asked for rows it no longer has. This one keeps each such mismatch in
/// ``inconsistencies`` instead, so a test can show it, and draws only rows the
/// data source has.
@MainActor
public final class TableView {
    /// A change the table animates.
    public enum Animation: Equatable, Sendable {
        /// Rows slid in at these places, counted in the table after the change.
        case insert([Int])
        /// Rows slid out from these places, counted in the table before the change.
        case delete([Int])
        /// Rows redrawn in place.
        case reload([Int])
    }

    /// Where the rows come from; the table does not keep it alive, as in UIKit.
    public weak var dataSource: (any TableViewDataSource)?
    /// Every animation the table was asked for, in order.
    public private(set) var animations: [Animation] = []
    /// Every time the table found its data source with another row count than it was told of, as a sentence.
    public private(set) var inconsistencies: [String] = []
    /// How many rows the table believes it shows: counted at the last reload, moved by each update since.
    private var rowCount = 0
    /// The rows an update in ``performBatchUpdates(_:)`` adds, less those it takes out; `nil` outside one.
    private var batchChange: Int?

    /// An empty table with no data source.
    public init() {}

    /// Forgets what it showed and counts the data source's rows again, with no animation.
    public func reloadData() {
        rowCount = dataSource?.numberOfRows(in: self) ?? 0
    }

    /// Animates rows inserted at `rows`.
    public func insertRows(at rows: [Int]) {
        update(.insert(rows), change: rows.count)
    }

    /// Animates the rows at `rows` deleted.
    public func deleteRows(at rows: [Int]) {
        update(.delete(rows), change: -rows.count)
    }

    /// Redraws the rows at `rows` in place.
    public func reloadRows(at rows: [Int]) {
        update(.reload(rows), change: 0)
    }

    /// Animates the insertions, deletions and reloads `updates` makes as one change, counted once they are all made.
    public func performBatchUpdates(_ updates: () -> Void) {
        batchChange = 0
        updates()
        let change = batchChange ?? 0
        batchChange = nil
        check("the updates", expectedCount: rowCount + change)
    }

    /// Animates `changes` as one batch of updates; nothing, when there are none.
    public func animate(_ changes: RowChanges) {
        guard !changes.isEmpty else { return }
        performBatchUpdates {
            if !changes.deleted.isEmpty { deleteRows(at: changes.deleted) }
            if !changes.inserted.isEmpty { insertRows(at: changes.inserted) }
            if !changes.reloaded.isEmpty { reloadRows(at: changes.reloaded) }
        }
    }

    /// The cells on screen, pulled from the data source now, row by row.
    ///
    /// A data source that has fewer rows than the table was told of would be
    /// asked for a row it does not have, which traps on a device; the
    /// mismatch is kept instead, and only the rows that exist are drawn.
    public func visibleCells() -> [String] {
        guard let dataSource else { return [] }
        let available = dataSource.numberOfRows(in: self)
        if available != rowCount {
            inconsistencies.append("drawing \(rowCount) rows, the data source has \(available)")
        }
        return (0..<min(rowCount, available)).map { dataSource.tableView(self, cellForRowAt: $0) }
    }

    private func update(_ animation: Animation, change: Int) {
        animations.append(animation)
        if let batchChange {
            self.batchChange = batchChange + change
        } else {
            check("\(animation)", expectedCount: rowCount + change)
        }
    }

    private func check(_ updates: String, expectedCount: Int) {
        let count = dataSource?.numberOfRows(in: self) ?? 0
        if count != expectedCount {
            inconsistencies.append("\(updates) leave \(expectedCount) rows, the data source has \(count)")
        }
        rowCount = count
    }
}
