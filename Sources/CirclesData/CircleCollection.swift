import CirclesDomain

/// The circles a store holds and the number its next new identifier will use.
///
/// Both the in-memory and the JSON file repositories keep their circles in this
/// value, so the rules (trimming, validation, identifiers, unknown ids) are
/// written once and behave the same in the demo whichever store it uses.
struct CircleCollection: Equatable, Sendable {
    /// The circles, in the order they were created.
    private(set) var circles: [CircleConfigModel]

    /// The number the next identifier is made from: `circle-<nextIdNumber>`.
    ///
    /// It only grows, so an identifier is never given twice by one store, not
    /// even after its circle was deleted.
    private(set) var nextIdNumber: Int

    /// A collection of `circles`; a later circle whose id is already taken is dropped.
    ///
    /// Dropping keeps every identifier unique, which editing and deleting by id
    /// rely on; the JSON store refuses such a file before it gets here.
    init(circles: [CircleConfigModel], nextIdNumber: Int = 1) {
        var seen: Set<String> = []
        self.circles = circles.filter { seen.insert($0.id).inserted }
        self.nextIdNumber = nextIdNumber
    }

    /// The circle with `circleId`.
    func circle(withId circleId: String) throws -> CircleConfigModel {
        guard let index = circles.firstIndex(where: { $0.id == circleId }) else {
            throw CirclesRepositoryError.circleNotFound(id: circleId)
        }
        return circles[index]
    }

    /// Adds a circle made from `request` under a new identifier, and returns it.
    mutating func create(_ request: CreateOrEditCircleRequestDomain) throws -> CircleConfigModel {
        try Self.refuseIfInvalid(request)
        let circle = CircleConfigModel(
            id: makeIdentifier(),
            name: request.trimmedName,
            coverPhoto: request.normalizedCoverPhoto
        )
        circles.append(circle)
        return circle
    }

    /// Replaces the name and cover of the circle with `circleId`, keeping its place.
    mutating func edit(
        _ circleId: String,
        with request: CreateOrEditCircleRequestDomain
    ) throws -> CircleConfigModel {
        guard let index = circles.firstIndex(where: { $0.id == circleId }) else {
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
        guard let index = circles.firstIndex(where: { $0.id == circleId }) else {
            throw CirclesRepositoryError.circleNotFound(id: circleId)
        }
        circles.remove(at: index)
    }

    /// The next free identifier, skipping any already in use.
    ///
    /// Circles given at start-up may use the `circle-N` scheme themselves;
    /// skipping them keeps identifiers unique without giving up the
    /// reproducible sequence a demo transcript relies on.
    private mutating func makeIdentifier() -> String {
        let taken = Set(circles.map(\.id))
        var identifier: String
        repeat {
            identifier = "circle-\(nextIdNumber)"
            nextIdNumber += 1
        } while taken.contains(identifier)
        return identifier
    }

    /// Throws ``CirclesRepositoryError/invalidRequest(reason:)`` unless the form could be sent.
    ///
    /// The repository checks again what the screen already checked, because a
    /// store must not hold a circle no screen could have produced.
    private static func refuseIfInvalid(_ request: CreateOrEditCircleRequestDomain) throws {
        guard !ShouldAllowFormSubmissionUseCase()(request) else { return }
        let limit = ShouldAllowFormSubmissionUseCase.maximumNameLength
        let reason =
            request.trimmedName.isEmpty
            ? "the name is empty" : "the name is longer than \(limit) characters"
        throw CirclesRepositoryError.invalidRequest(reason: reason)
    }
}
