import CirclesDomain

/// The circles a store holds and the number its next new identifier will use.
///
/// Both the in-memory and the JSON file repositories keep their circles in this
/// value, so the rules (trimming, validation, identifiers, unknown ids) are
/// written once and behave the same in the demo whichever store it uses.
struct CircleCollection: Equatable, Sendable {
    /// The largest ``nextIdNumber`` a store holds: the largest whole number a JSON number holds exactly.
    static let largestNextIdNumber = 1 << 53

    /// Creating a circle would take ``nextIdNumber`` past ``largestNextIdNumber``.
    struct NoIdentifierLeft: Error, CustomStringConvertible {
        /// A sentence for the in-memory store, which would need 2^53 circles to get here.
        var description: String { "Every circle identifier has been given; no circle can be created." }
    }

    /// The circles, in the order they were created.
    private(set) var circles: [CircleConfigModel]

    /// The number the next identifier is made from: `circle-<nextIdNumber>`.
    ///
    /// It only grows, so an identifier is never given twice by one store, not
    /// even after its circle was deleted. It never passes
    /// ``largestNextIdNumber``: creating a circle that would take it there fails.
    private(set) var nextIdNumber: Int

    /// What the store file held that this program does not know.
    private(set) var unknownFields: UnknownFields

    /// A collection of `circles`; a later circle whose id is already taken is dropped.
    ///
    /// Ids are told apart as the store tells them (``IdKey``). Dropping keeps every identifier unique, which editing and deleting by id
    /// rely on; the JSON store refuses such a file before it gets here.
    init(circles: [CircleConfigModel], nextIdNumber: Int = 1) {
        var seen: Set<IdKey> = []
        self.init(
            uniqueCircles: circles.filter { seen.insert(IdKey($0.id)).inserted }, nextIdNumber: nextIdNumber,
            unknownFields: UnknownFields())
    }

    /// A collection of `circles`, whose identifiers the caller has found to be unique, and what the file held
    /// besides them, with an entry for each circle or for none.
    init(uniqueCircles circles: [CircleConfigModel], nextIdNumber: Int, unknownFields: UnknownFields) {
        self.circles = circles
        self.nextIdNumber = nextIdNumber
        self.unknownFields = unknownFields
    }

    /// The circle with `circleId`.
    func circle(withId circleId: String) throws -> CircleConfigModel {
        guard let index = circles.firstIndex(where: { $0.hasId(circleId) }) else {
            throw CirclesRepositoryError.circleNotFound(id: circleId)
        }
        return circles[index]
    }

    /// Adds a circle made from `request` under a new identifier, and returns it.
    ///
    /// - Throws: ``CirclesRepositoryError/invalidRequest(reason:)``, or
    ///   ``NoIdentifierLeft`` with nothing changed.
    mutating func create(_ request: CreateOrEditCircleRequestDomain) throws -> CircleConfigModel {
        try Self.refuseIfInvalid(request)
        let circle = CircleConfigModel(
            id: try makeIdentifier(),
            name: request.trimmedName,
            coverPhoto: request.normalizedCoverPhoto
        )
        circles.append(circle)
        unknownFields.appendCircle()
        return circle
    }

    /// Replaces the name and cover of the circle with `circleId`, keeping its place and its unknown fields.
    mutating func edit(
        _ circleId: String,
        with request: CreateOrEditCircleRequestDomain
    ) throws -> CircleConfigModel {
        guard let index = circles.firstIndex(where: { $0.hasId(circleId) }) else {
            throw CirclesRepositoryError.circleNotFound(id: circleId)
        }
        try Self.refuseIfInvalid(request)
        let circle = CircleConfigModel(
            id: circleId,
            name: request.trimmedName,
            coverPhoto: request.normalizedCoverPhoto
        )
        circles[index] = circle
        return circle
    }

    /// Removes the circle with `circleId`.
    mutating func delete(_ circleId: String) throws {
        guard let index = circles.firstIndex(where: { $0.hasId(circleId) }) else {
            throw CirclesRepositoryError.circleNotFound(id: circleId)
        }
        circles.remove(at: index)
        unknownFields.removeCircle(at: index)
    }

    /// The next free identifier, skipping any already in use.
    ///
    /// Circles given at start-up may use the `circle-N` scheme themselves;
    /// skipping them keeps identifiers unique without giving up the
    /// reproducible sequence a demo transcript relies on. The number is
    /// checked before it is used, so a failure leaves the collection as it was.
    ///
    /// The usual case, a free `circle-<nextIdNumber>`, costs one pass over
    /// the identifiers; only when it is taken are they all put in a set.
    private mutating func makeIdentifier() throws -> String {
        var number = nextIdNumber
        let first = "circle-\(number)"
        if circles.contains(where: { $0.hasId(first) }) {
            let taken = Set(circles.map { IdKey($0.id) })
            while taken.contains(IdKey("circle-\(number)")) {
                number += 1
            }
        }
        guard number < Self.largestNextIdNumber else { throw NoIdentifierLeft() }
        nextIdNumber = number + 1
        return "circle-\(number)"
    }

    /// Throws ``CirclesRepositoryError/invalidRequest(reason:)`` unless the form could be sent.
    ///
    /// The repository checks again what the screen already checked, because a
    /// store must not hold a circle no screen could have produced, nor one its
    /// loader would refuse: a cover holding a control character included.
    private static func refuseIfInvalid(_ request: CreateOrEditCircleRequestDomain) throws {
        if let problem = ShouldAllowFormSubmissionUseCase.problem(withName: request.circleName) {
            throw CirclesRepositoryError.invalidRequest(reason: "the name \(problem)")
        }
        if let cover = request.normalizedCoverPhoto, cover.unicodeScalars.contains(where: \.isControl) {
            throw CirclesRepositoryError.invalidRequest(reason: "the cover holds control characters")
        }
    }

    /// An id as a key of a set or a dictionary, told apart from another as the store tells ids apart: by its bytes
    /// (``Swift/String/isSameCircleId(as:)``), as the keys of the file's objects are.
    struct IdKey: Hashable, Sendable {
        /// The id.
        let id: String

        /// The key of `id`.
        init(_ id: String) {
            self.id = id
        }

        static func == (first: IdKey, second: IdKey) -> Bool {
            first.id.isSameCircleId(as: second.id)
        }

        func hash(into hasher: inout Hasher) {
            var id = id
            id.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}
