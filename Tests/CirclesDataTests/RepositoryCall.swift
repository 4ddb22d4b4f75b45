import CirclesData
import CirclesDomain
import Testing

/// One call of each kind a repository offers, with arguments valid for the sample circles.
///
/// Tests that must hold for every call take these as arguments, so the output
/// names the call that failed.
enum RepositoryCall: CaseIterable, Sendable, CustomTestStringConvertible {
    case create
    case edit
    case delete
    case get
    case list

    /// The operation a failure is armed for to make this call fail.
    var operation: RepositoryOperation {
        switch self {
        case .create: .create
        case .edit: .edit
        case .delete: .delete
        case .get, .list: .load
        }
    }

    var testDescription: String {
        switch self {
        case .create: "createCircle"
        case .edit: "editCircle"
        case .delete: "deleteCircle"
        case .get: "circle(withId:)"
        case .list: "allCircles"
        }
    }

    /// The circle id the call names, for the calls that name one.
    var idArgument: String {
        switch self {
        case .edit: "sample-1"
        case .delete: "sample-2"
        case .get: "sample-3"
        case .create, .list: ""
        }
    }

    /// Makes the call on `repository`, dropping what it returns.
    func perform(on repository: any CirclesRepository) async throws {
        switch self {
        case .create: _ = try await repository.createCircle(.init(circleName: "Pottery"))
        case .edit: _ = try await repository.editCircle(idArgument, with: .init(circleName: "Kin"))
        case .delete: try await repository.deleteCircle(idArgument)
        case .get: _ = try await repository.circle(withId: idArgument)
        case .list: _ = try await repository.allCircles()
        }
    }
}
