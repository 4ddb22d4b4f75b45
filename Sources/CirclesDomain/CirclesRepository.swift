/// Where circles are kept: create, edit, delete, get and list, each asynchronous and each able to fail.
///
/// Every version of the screen talks to this one protocol, so an in-memory
/// store, a JSON file and a test fake are interchangeable.
public protocol CirclesRepository: Sendable {
    /// Stores a new circle from `request` and returns it with its new identifier.
    func createCircle(_ request: CreateOrEditCircleRequestDomain) async throws -> CircleConfigModel

    /// Replaces the name and cover of the circle with `circleId`, and returns it as stored.
    func editCircle(_ circleId: String, with request: CreateOrEditCircleRequestDomain) async throws
        -> CircleConfigModel

    /// Removes the circle with `circleId`.
    func deleteCircle(_ circleId: String) async throws

    /// The circle with `circleId`.
    func circle(withId circleId: String) async throws -> CircleConfigModel

    /// Every circle, in the order they were created.
    func allCircles() async throws -> [CircleConfigModel]
}
