/// How a table's rows changed between two lists of them, as a table animates it: the row animations
/// worked out from an old and a new state, which are neither state nor side effect themselves.
///
/// Rows are told apart by their ids: a row whose id is new slides in, one
/// whose id is gone slides out, one whose id stays but whose content changed
/// is redrawn in place. A row that moved slides out and in again; as few rows
/// move as can, the others staying in place. A repeated id matches one row of
/// it in each list; its other rows slide in or out.
///
/// Rows are matched by id in a dictionary, never compared pairwise: the time
/// taken is linear in the rows when those that stay keep their order (a row
/// added, changed or taken out; the first rows of a list, which need no
/// matching at all), and O(n log n) when rows were reordered.
public struct RowChanges: Equatable, Sendable {
    /// The rows that slide out, counted in the old list, in order.
    public let deleted: [Int]
    /// The rows that slide in, counted in the new list, in order.
    public let inserted: [Int]
    /// The rows redrawn in place, counted in the old list, in order.
    public let reloaded: [Int]

    /// The changes that turn `old` into `new`.
    public init<Row: Identifiable & Equatable>(from old: [Row], to new: [Row]) {
        // The first rows of a list, and a list emptied, need no matching at all.
        guard !old.isEmpty, !new.isEmpty else {
            self.init(deleted: Array(old.indices), inserted: Array(new.indices), reloaded: [])
            return
        }
        if old == new {
            self.init(deleted: [], inserted: [], reloaded: [])
            return
        }
        // The rows that keep their place at either end are matched without hashing: after a row is added,
        // changed or taken out, that is all of them but one.
        var start = 0
        while start < min(old.count, new.count), old[start].id == new[start].id { start += 1 }
        var (oldEnd, newEnd) = (old.count, new.count)
        while oldEnd > start, newEnd > start, old[oldEnd - 1].id == new[newEnd - 1].id {
            oldEnd -= 1
            newEnd -= 1
        }
        let staying =
            (0..<start).map { ($0, $0) }
            + Self.staying(old[start..<oldEnd].map(\.id), new[start..<newEnd].map(\.id)).map {
                ($0.old + start, $0.new + start)
            } + (oldEnd..<old.count).map { ($0, $0 + newEnd - oldEnd) }
        var isOldStaying = [Bool](repeating: false, count: old.count)
        var isNewStaying = [Bool](repeating: false, count: new.count)
        var reloaded: [Int] = []
        for (oldIndex, newIndex) in staying {
            isOldStaying[oldIndex] = true
            isNewStaying[newIndex] = true
            if old[oldIndex] != new[newIndex] { reloaded.append(oldIndex) }
        }
        self.init(
            deleted: old.indices.filter { !isOldStaying[$0] },
            inserted: new.indices.filter { !isNewStaying[$0] },
            reloaded: reloaded)
    }

    private init(deleted: [Int], inserted: [Int], reloaded: [Int]) {
        self.deleted = deleted
        self.inserted = inserted
        self.reloaded = reloaded
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty }

    /// The rows that stay in place, as (old, new) positions in the order of both: the most rows of one id in
    /// both lists that keep their order.
    ///
    /// Each new row is matched by id to its old row through a dictionary; of
    /// the matched rows, those that stay are the longest run whose old
    /// positions increase, found by patience sorting. A row that extends the
    /// longest run so far, as each does when nothing was reordered, is placed
    /// in constant time; only a reordered row costs a binary search.
    private static func staying<ID: Hashable>(_ old: [ID], _ new: [ID]) -> [(old: Int, new: Int)] {
        var oldPositions: [ID: Int] = [:]
        oldPositions.reserveCapacity(old.count)
        // From the last row to the first, so that the first row of a repeated id is the one kept.
        for index in old.indices.reversed() {
            oldPositions[old[index]] = index
        }
        var matched: [(old: Int, new: Int)] = []
        matched.reserveCapacity(min(old.count, new.count))
        for (index, id) in new.enumerated() {
            if let position = oldPositions.removeValue(forKey: id) { matched.append((position, index)) }
        }
        // `ends[length - 1]` is the match ending the best run of that length so far, `previous` each match's
        // predecessor in its run: the last of the longest run leads back through all of it.
        var ends: [Int] = []
        var previous = [Int](repeating: -1, count: matched.count)
        for (match, pair) in matched.enumerated() {
            let length: Int
            if let last = ends.last, matched[last].old > pair.old {
                var (low, high) = (0, ends.count - 1)
                while low < high {
                    let middle = (low + high) / 2
                    if matched[ends[middle]].old < pair.old { low = middle + 1 } else { high = middle }
                }
                length = low
                ends[length] = match
            } else {
                length = ends.count
                ends.append(match)
            }
            previous[match] = length > 0 ? ends[length - 1] : -1
        }
        var run: [(old: Int, new: Int)] = []
        run.reserveCapacity(ends.count)
        var match = ends.last ?? -1
        while match >= 0 {
            run.append(matched[match])
            match = previous[match]
        }
        return run.reversed()
    }
}
