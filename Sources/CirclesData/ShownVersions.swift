import CirclesDomain

/// What each caller of a store was last shown of its circles, so that an
/// edit or a delete applies to the circle as that caller showed it
/// (``RepositoryCaller``).
///
/// A caller's record is the whole list it last loaded, and over it each
/// circle it read since, and each change this process made since: the
/// session tells the list what the form did, so the list shows those
/// changes. The whole list is kept as the array the store handed out, which
/// the caller holds anyway. Ids are told apart as the store tells them
/// (``CircleCollection/IdKey``).
struct ShownVersions {
    /// What a caller was shown of one circle.
    enum Seen: Equatable {
        /// Nothing: the caller never loaded nor read it, so there is nothing to check a change against.
        case unseen
        /// This version of it.
        case circle(CircleConfigModel)
        /// Its deletion, by this process.
        case deletedHere
    }

    private struct Record {
        /// The circles of the caller's last load.
        var listed: [CircleConfigModel] = []
        /// Each circle read or changed since, by id; `nil` for one this process deleted.
        var since: [CircleCollection.IdKey: CircleConfigModel?] = [:]
    }

    private var records: [RepositoryCaller?: Record] = [:]

    /// What `caller` was last shown of the circle with `circleId`.
    func seen(_ circleId: String, by caller: RepositoryCaller?) -> Seen {
        guard let record = records[caller] else { return .unseen }
        if let noted = record.since[CircleCollection.IdKey(circleId)] {
            return noted.map(Seen.circle) ?? .deletedHere
        }
        return record.listed.first { $0.hasId(circleId) }.map(Seen.circle) ?? .unseen
    }

    /// Notes that `caller` loaded `circles`, all there are: what it was shown before no longer counts.
    mutating func list(_ circles: [CircleConfigModel], to caller: RepositoryCaller?) {
        records[caller] = Record(listed: circles)
    }

    /// Notes that `caller` read `circle`.
    mutating func show(_ circle: CircleConfigModel, to caller: RepositoryCaller?) {
        records[caller, default: Record()].since[CircleCollection.IdKey(circle.id)] = .some(circle)
    }

    /// Notes that this process, for `caller`, changed the circle with `circleId` to `circle`, or deleted it
    /// (`nil`): every caller is shown it so from now on.
    mutating func change(_ circleId: String, to circle: CircleConfigModel?, by caller: RepositoryCaller?) {
        if records[caller] == nil { records[caller] = Record() }
        let key = CircleCollection.IdKey(circleId)
        for shown in records.keys { records[shown]?.since[key] = .some(circle) }
    }
}
