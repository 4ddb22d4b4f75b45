/// How a table's rows changed between two lists of them, as a table animates it: the row animations
/// worked out from an old and a new state, which are neither state nor side effect themselves.
///
/// Rows are told apart by their ids: a row whose id is new slides in, one
/// whose id is gone slides out, one whose id stays but whose content changed
/// is redrawn in place. A row that moved slides out and in again.
public struct RowChanges: Equatable, Sendable {
    /// The rows that slide out, counted in the old list, in order.
    public let deleted: [Int]
    /// The rows that slide in, counted in the new list, in order.
    public let inserted: [Int]
    /// The rows redrawn in place, counted in the old list, in order.
    public let reloaded: [Int]

    /// The changes that turn `old` into `new`.
    public init<Row: Identifiable & Equatable>(from old: [Row], to new: [Row]) {
        let difference = new.map(\.id).difference(from: old.map(\.id))
        var deleted: [Int] = []
        var inserted: [Int] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): deleted.append(offset)
            case .insert(let offset, _, _): inserted.append(offset)
            }
        }
        let moved = Set(deleted)
        let newRows = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.deleted = deleted.sorted()
        self.inserted = inserted.sorted()
        reloaded = old.indices.filter { index in
            guard !moved.contains(index), let newRow = newRows[old[index].id] else { return false }
            return newRow != old[index]
        }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty }
}
