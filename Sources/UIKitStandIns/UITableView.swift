import Foundation

/// A stand-in for UIKit's `UITableView`: a scroll view of rows it pulls from its data source, at
/// any time, and updates it checks.
///
/// What a data source must be ready for, as on a device:
///
/// 1. The table asks, when it likes, how many rows there are and for the
///    cell of a row: at its next layout pass after it is made or told to
///    ``reloadData()`` (a later turn of the main actor, or ``layoutIfNeeded()``,
///    or a read of ``numberOfRows(inSection:)``), for every row an update
///    inserts or reloads, and whenever the user scrolls (``simulateScrolling()``
///    asks again for every row shown)
///    (https://developer.apple.com/documentation/uikit/uitableview/reloaddata()).
///    What the data source answers must be what it last told the table,
///    whatever its model did meanwhile.
/// 2. An update (``insertRows(at:with:)``, ``deleteRows(at:with:)``,
///    ``reloadRows(at:with:)``, a ``performBatchUpdates(_:completion:)``) is
///    checked: afterwards, the data source must count the rows the table
///    counted before, plus those inserted, minus those deleted. A table with
///    a reload still due first loads, from the data source as it is then, so
///    a model changed before the update and not inside its block fails the
///    check
///    (https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)).
///    UIKit stops the app there (an `NSInternalInconsistencyException`); the
///    stand-in keeps the message in `inconsistencies` and reloads, so that a
///    test can say what went wrong.
/// 3. A batch's completion runs once its animations have ended, on a later
///    turn of the main actor, never inside the call.
///
/// What differs: every row is shown (the table is tall enough).
@MainActor
open class UITableView: UIScrollView {
    /// How sections look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Rows edge to edge.
        case plain = 0
        /// Sections as groups.
        case grouped = 1
        /// Sections as rounded groups.
        case insetGrouped = 2
    }

    /// How rows come and go on screen, with UIKit's raw values.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade = 0
        /// Slide in from, or out to, the right.
        case right = 1
        /// Slide in from, or out to, the left.
        case left = 2
        /// Slide from, or to, the top.
        case top = 3
        /// Slide from, or to, the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Grow from, or shrink to, the middle.
        case middle = 6
        /// The system's choice.
        case automatic = 100
    }

    /// One change the table was told of, as a test reads it back.
    package enum Update: Equatable, Sendable {
        /// Everything was asked again.
        case reloadData
        /// Rows were inserted, at their index paths after the update.
        case insertRows([IndexPath], RowAnimation)
        /// Rows were deleted, at their index paths before the update.
        case deleteRows([IndexPath], RowAnimation)
        /// Rows were asked again.
        case reloadRows([IndexPath], RowAnimation)
    }

    private let tableStyle: Style
    /// Where rows come from; a new one is asked for every row at the next layout pass.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            needsReload = true
            setNeedsLayout()
        }
    }
    /// Told when the user selects or swipes a row.
    open weak var delegate: (any UITableViewDelegate)?
    /// Every update the table was told of, in order.
    package private(set) var updates: [Update] = []
    /// The updates UIKit would have stopped the app for, in order.
    package private(set) var inconsistencies: [String] = []

    /// The cells shown, per section; `nil` until the table first loads.
    private var shown: [[UITableViewCell]]?
    /// Whether the rows are to be pulled again at the next layout pass.
    private var needsReload = true
    private var isLayoutPassScheduled = false
    /// The completions of batches whose animations have not ended yet.
    private var pendingCompletions: [Task<Void, Never>] = []
    private var registeredIdentifiers: Set<String> = []
    private var reusableCells: [String: [UITableViewCell]] = [:]
    /// The updates of a batch under way, as index paths; `nil` outside one.
    private var batch: Batch?

    private struct Batch {
        var inserted: [IndexPath] = []
        var deleted: [IndexPath] = []
        var reloaded: [IndexPath] = []
    }

    /// A table laid out as `style`.
    public init(frame: CGRect, style: Style) {
        tableStyle = style
        super.init(frame: frame)
        setNeedsLayout()
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How sections look.
    open var style: Style { tableStyle }

    // MARK: Cells

    /// Makes cells of `cellClass` for ``dequeueReusableCell(withIdentifier:for:)`` with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard cellClass == UITableViewCell.self else {
            inconsistencies.append(
                "The stand-in makes only UITableViewCell itself, not \(cellClass.map { "\($0)" } ?? "nil"), "
                    + "for the identifier \(identifier).")
            return
        }
        registeredIdentifiers.insert(identifier)
    }

    /// A cell for the row at `indexPath`: one that left the table, prepared for reuse, or a new one.
    ///
    /// UIKit stops the app for an identifier nobody registered; the stand-in warns and hands out a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        if !registeredIdentifiers.contains(identifier) {
            inconsistencies.append("No cell class is registered for the identifier \(identifier).")
        }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: What the table shows

    /// How many sections the table shows, its rows pulled first if a reload is due.
    open var numberOfSections: Int { loadedRows.count }

    /// How many rows the table shows in `section`, its rows pulled first if a reload is due: what
    /// it counted, not what the data source says now.
    open func numberOfRows(inSection section: Int) -> Int {
        let rows = loadedRows
        return rows.indices.contains(section) ? rows[section].count : 0
    }

    /// The cell shown for the row at `indexPath`, or `nil` when the table shows no such row; a
    /// reload still due shows nothing new until the layout pass.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard let shown, shown.indices.contains(indexPath.section),
            shown[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return shown[indexPath.section][indexPath.row]
    }

    /// The cells shown, top to bottom, as of the last layout pass.
    open var visibleCells: [UITableViewCell] { (shown ?? []).flatMap { $0 } }

    /// The index paths of the rows shown, top to bottom, as of the last layout pass.
    open var indexPathsForVisibleRows: [IndexPath]? {
        (shown ?? []).enumerated().flatMap { section, cells in
            cells.indices.map { IndexPath(row: $0, section: section) }
        }
    }

    /// Schedules a layout pass on a later turn of the main actor, as the run loop makes one.
    open override func setNeedsLayout() {
        guard !isLayoutPassScheduled else { return }
        isLayoutPassScheduled = true
        Task { @MainActor [weak self] in self?.layoutIfNeeded() }
    }

    /// Lays the table out now: pulls every row, if a reload is due.
    open override func layoutIfNeeded() {
        isLayoutPassScheduled = false
        _ = loadedRows
    }

    /// Asks the data source for everything again at the next layout pass: how many sections and
    /// rows, and every cell.
    open func reloadData() {
        updates.append(.reloadData)
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Updates

    /// Inserts rows at `indexPaths`, counted after the update.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        updates.append(.insertRows(indexPaths, animation))
        update { $0.inserted += indexPaths }
    }

    /// Deletes the rows at `indexPaths`, counted before the update.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        updates.append(.deleteRows(indexPaths, animation))
        update { $0.deleted += indexPaths }
    }

    /// Asks again for the cells of the rows at `indexPaths`, counted before the update.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        updates.append(.reloadRows(indexPaths, animation))
        update { $0.reloaded += indexPaths }
    }

    /// Makes the insertions, deletions and reloads `updates` asks for as one update, checked once;
    /// `completion` runs on a later turn, once the update's animations have ended.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        guard let completion else { return }
        pendingCompletions.append(Task { @MainActor in completion(true) })
    }

    /// Starts a batch of updates, checked and shown at ``endUpdates()``; a reload still due is made first.
    open func beginUpdates() {
        _ = loadedRows
        if batch == nil { batch = Batch() }
    }

    /// Checks and shows the batch started by ``beginUpdates()``.
    open func endUpdates() {
        guard let finished = batch else { return }
        batch = nil
        apply(finished)
    }

    /// Returns once the completions of the batches made so far have run.
    package func batchUpdatesEnded() async {
        while !pendingCompletions.isEmpty {
            await pendingCompletions.removeFirst().value
        }
    }

    // MARK: The user

    /// A user's scrolling: the table asks again for the cell of every row it shows.
    package func simulateScrolling() {
        guard let dataSource else { return }
        var rows = loadedRows
        for section in rows.indices {
            for row in rows[section].indices {
                recycle(rows[section][row])
                rows[section][row] = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
            }
        }
        shown = rows
    }

    /// A user's tap on the row at `indexPath`, if the table shows it.
    package func simulateTapOnRow(at indexPath: IndexPath) {
        guard cellForRow(at: indexPath) != nil else { return }
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// A user's swipe to the left on the row at `indexPath`: the buttons it reveals, if any.
    package func simulateTrailingSwipe(onRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard cellForRow(at: indexPath) != nil else { return nil }
        return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    // MARK: Loading and checking

    private var loadedRows: [[UITableViewCell]] {
        if let shown, !needsReload { return shown }
        load()
        return shown ?? []
    }

    private func load() {
        needsReload = false
        for cell in shown?.flatMap({ $0 }) ?? [] { recycle(cell) }
        guard let dataSource else {
            shown = []
            return
        }
        let sections = dataSource.numberOfSections(in: self)
        shown = (0..<max(sections, 0)).map { section in
            (0..<max(dataSource.tableView(self, numberOfRowsInSection: section), 0)).map {
                dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section))
            }
        }
    }

    private func update(_ change: (inout Batch) -> Void) {
        if var current = batch {
            change(&current)
            batch = current
            return
        }
        var single = Batch()
        _ = loadedRows
        change(&single)
        apply(single)
    }

    /// Checks `batch` against what the data source counts now, then shows its rows.
    private func apply(_ batch: Batch) {
        guard let dataSource, let before = shown else { return }
        if let problem = problem(with: batch, before: before.map(\.count), dataSource: dataSource) {
            inconsistencies.append(problem)
            load()
            return
        }
        var after = before
        for section in before.indices {
            let deleted = Set(batch.deleted.filter { $0.section == section }.map(\.row))
            let reloaded = Set(batch.reloaded.filter { $0.section == section }.map(\.row))
            let inserted = Set(batch.inserted.filter { $0.section == section }.map(\.row))
            var kept = before[section].enumerated().filter { !deleted.contains($0.offset) }.makeIterator()
            var rows: [UITableViewCell] = []
            let count = before[section].count - deleted.count + inserted.count
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                if inserted.contains(row) {
                    rows.append(dataSource.tableView(self, cellForRowAt: indexPath))
                } else if let old = kept.next() {
                    if reloaded.contains(old.offset) {
                        recycle(old.element)
                        rows.append(dataSource.tableView(self, cellForRowAt: indexPath))
                    } else {
                        rows.append(old.element)
                    }
                }
            }
            for (row, cell) in before[section].enumerated() where deleted.contains(row) { recycle(cell) }
            after[section] = rows
        }
        shown = after
    }

    /// What UIKit would stop the app for in `batch`, given the rows counted `before` it; `nil` when it is sound.
    private func problem(with batch: Batch, before: [Int], dataSource: any UITableViewDataSource) -> String? {
        let sections = dataSource.numberOfSections(in: self)
        guard sections == before.count else {
            return "The data source has \(sections) sections after the update, where the table had \(before.count)."
        }
        for (section, counted) in before.enumerated() {
            let deleted = Set(batch.deleted.filter { $0.section == section }.map(\.row))
            let reloaded = Set(batch.reloaded.filter { $0.section == section }.map(\.row))
            let inserted = Set(batch.inserted.filter { $0.section == section }.map(\.row))
            let expected = counted - deleted.count + inserted.count
            if let row = deleted.union(reloaded).first(where: { $0 < 0 || $0 >= counted }) {
                return "Row \(row) of section \(section) was deleted or reloaded, but the table had \(counted) rows."
            }
            if let row = inserted.first(where: { $0 < 0 || $0 >= expected }) {
                return "Row \(row) of section \(section) was inserted, but the section has \(expected) rows after it."
            }
            let actual = dataSource.tableView(self, numberOfRowsInSection: section)
            if actual != expected {
                return "Section \(section) has \(actual) rows after the update; the table had \(counted), "
                    + "with \(inserted.count) inserted and \(deleted.count) deleted, so it expected \(expected)."
            }
        }
        let sectionsTouched = (batch.inserted + batch.deleted + batch.reloaded).map(\.section)
        if let section = sectionsTouched.first(where: { !before.indices.contains($0) }) {
            return "Section \(section) was updated, but the table has \(before.count) sections."
        }
        return nil
    }

    private func recycle(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }
}

/// Where a table's rows come from: UIKit's `UITableViewDataSource`.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// How many rows `section` has; asked whenever the table likes.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of the row at `indexPath`, usually dequeued; asked whenever the table likes.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections there are; one unless implemented.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// What a table tells about the user's selections and swipes: UIKit's `UITableViewDelegate`;
/// every method is optional.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    /// The user selected the row at `indexPath`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The buttons a swipe to the left reveals on the row at `indexPath`; `nil` for none.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// No buttons.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
}

extension IndexPath {
    /// An index path to `row` in `section`, as UIKit adds to Foundation.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row, as UIKit adds to Foundation: the second index.
    public var row: Int { self[1] }

    /// The section, as UIKit adds to Foundation: the first index.
    public var section: Int { self[0] }
}
