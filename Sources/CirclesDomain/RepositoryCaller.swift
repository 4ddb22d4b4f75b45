/// The screen a repository call is made for: the list of all circles, or the form.
///
/// Screens share one repository, and the talk's contract names no caller:
/// `deleteCircle(_:)` takes an id, nothing more. Yet two questions need the
/// caller. Which version of a circle does a delete apply to? The one that
/// screen showed, not one another screen read later. And did the form's own
/// change go through, or the list's? So each screen is handed the repository
/// through ``attributing(_:)``, which binds ``current`` around each of its
/// calls; a store, or a layer in front of it, reads it there. It is a task
/// local, so it reaches every layer a call passes through, whatever waits or
/// latency the layers add, and never a call another screen makes.
public struct RepositoryCaller: Hashable, Sendable, CustomStringConvertible {
    /// The caller's name, for messages and tests.
    public let description: String

    /// The list of all circles.
    public static let list = RepositoryCaller(description: "list")
    /// The form that creates, edits or deletes one circle.
    public static let form = RepositoryCaller(description: "form")

    /// The caller of the repository call the current task makes, or `nil` when no screen is named.
    public static var current: RepositoryCaller? { bound.get() }

    /// The task-local behind ``current``, spelt out rather than as `@TaskLocal`: the same in every
    /// SDK, where the older ones' `@TaskLocal` is a property wrapper Swift 6 refuses on a static.
    private static let bound = TaskLocal<RepositoryCaller?>(wrappedValue: nil)

    /// `repository`, each of its calls made as this caller's.
    public func attributing(_ repository: any CirclesRepository) -> any CirclesRepository {
        Attributed(caller: self, repository: repository)
    }

    /// A repository that binds ``RepositoryCaller/current`` to one caller around each call it forwards.
    private struct Attributed: CirclesRepository {
        let caller: RepositoryCaller
        let repository: any CirclesRepository

        func createCircle(_ request: CreateOrEditCircleRequestDomain) async throws -> CircleConfigModel {
            try await RepositoryCaller.bound.withValue(caller) { try await repository.createCircle(request) }
        }

        func editCircle(_ circleId: String, with request: CreateOrEditCircleRequestDomain) async throws
            -> CircleConfigModel
        {
            try await RepositoryCaller.bound.withValue(caller) {
                try await repository.editCircle(circleId, with: request)
            }
        }

        func deleteCircle(_ circleId: String) async throws {
            try await RepositoryCaller.bound.withValue(caller) { try await repository.deleteCircle(circleId) }
        }

        func circle(withId circleId: String) async throws -> CircleConfigModel {
            try await RepositoryCaller.bound.withValue(caller) { try await repository.circle(withId: circleId) }
        }

        func allCircles() async throws -> [CircleConfigModel] {
            try await RepositoryCaller.bound.withValue(caller) { try await repository.allCircles() }
        }
    }
}
