import CirclesDomain
import MviKitLocking

/// A repository that keeps circles in memory, for tests and for `--store :memory:`.
///
/// Calls are answered at once and never fail on their own. Latency and
/// failure injection come from wrapping it in a ``SimulatedConditionsRepository``
/// (`SimulatedConditionsRepository(wrapping: InMemoryCirclesRepository(), latency: .milliseconds(300))`),
/// the same decorator the demo puts over the JSON store, so there is one way
/// to slow a store down or make it fail.
///
/// New circles get the identifiers `circle-1`, `circle-2`, … in order, skipping
/// any already in use, so a scripted session gives the same transcript every time.
public final class InMemoryCirclesRepository: CirclesRepository {
    /// A few friendly circles with fixed identifiers, to fill a new store.
    ///
    /// The JSON store starts from these too, so the demo looks the same with
    /// either store.
    public static let sampleCircles: [CircleConfigModel] = [
        CircleConfigModel(
            id: "sample-1",
            name: "Family",
            coverPhoto: "https://example.com/family.jpg"
        ),
        CircleConfigModel(id: "sample-2", name: "Book club"),
        CircleConfigModel(
            id: "sample-3",
            name: "Running buddies",
            coverPhoto: "https://example.com/running.jpg"
        ),
        CircleConfigModel(id: "sample-4", name: "Climbing crew"),
    ]

    private let collection: Locked<CircleCollection>

    /// Creates a repository holding `circles`, in that order.
    ///
    /// A circle whose id repeats an earlier one is dropped, so that every id
    /// names exactly one circle.
    public init(circles: [CircleConfigModel] = []) {
        collection = Locked(CircleCollection(circles: circles))
    }

    /// Stores a circle with the trimmed name and normalised cover of `request`.
    ///
    /// - Throws: ``CirclesRepositoryError/invalidRequest(reason:)`` when the
    ///   form could not have been submitted.
    public func createCircle(
        _ request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        try collection.withLock { try $0.create(request) }
    }

    /// Replaces the name and cover of the circle with `circleId`; it keeps its place in the list.
    ///
    /// - Throws: ``CirclesRepositoryError/circleNotFound(id:)`` or
    ///   ``CirclesRepositoryError/invalidRequest(reason:)``.
    public func editCircle(
        _ circleId: String,
        with request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        try collection.withLock { try $0.edit(circleId, with: request) }
    }

    /// Removes the circle with `circleId`.
    ///
    /// - Throws: ``CirclesRepositoryError/circleNotFound(id:)``.
    public func deleteCircle(_ circleId: String) async throws {
        try collection.withLock { try $0.delete(circleId) }
    }

    /// The circle with `circleId`.
    ///
    /// - Throws: ``CirclesRepositoryError/circleNotFound(id:)``.
    public func circle(withId circleId: String) async throws -> CircleConfigModel {
        try collection.withLock { try $0.circle(withId: circleId) }
    }

    /// Every circle, in the order they were created.
    ///
    /// Never throws; the signature is the protocol's.
    public func allCircles() async throws -> [CircleConfigModel] {
        collection.withLock { $0.circles }
    }
}
