import CirclesDomain
import MviKitLocking
import MviMigrationTesting

/// A repository for tests: it records every call, can be told to fail, and can
/// hold calls until the test lets them finish.
///
/// Holding calls is what lets a test act *while* a change is in flight
/// (submit twice, detach the view) without sleeping. Every call passes ``gate``
/// under its ``Call/name``, where a test holds it by that name.
public final class FakeCirclesRepository: CirclesRepository {
    /// One call the repository received, with its arguments.
    public enum Call: Equatable, Sendable {
        /// ``CirclesRepository/createCircle(_:)``.
        case create(CreateOrEditCircleRequestDomain)
        /// ``CirclesRepository/editCircle(_:with:)``.
        case edit(String, CreateOrEditCircleRequestDomain)
        /// ``CirclesRepository/deleteCircle(_:)``.
        case delete(String)
        /// ``CirclesRepository/circle(withId:)``.
        case load(String)
        /// ``CirclesRepository/allCircles()``.
        case loadAll

        /// The name the call passes ``FakeCirclesRepository/gate`` under: the case's name.
        public var name: String {
            switch self {
            case .create: "create"
            case .edit: "edit"
            case .delete: "delete"
            case .load: "load"
            case .loadAll: "loadAll"
            }
        }
    }

    /// The gate every call passes, under its ``Call/name``, once recorded.
    public let gate = CallGate()

    private struct Storage {
        var circles: [CircleConfigModel]
        var calls: [Call] = []
        var failing: Set<RepositoryOperation> = []
        var nextId = 1
    }

    private let storage: Locked<Storage>

    /// Creates a repository holding `circles`.
    public init(circles: [CircleConfigModel] = []) {
        storage = Locked(Storage(circles: circles))
    }

    /// Every call received so far, in order.
    public var calls: [Call] { storage.withLock { $0.calls } }

    /// The circles stored now.
    public var circles: [CircleConfigModel] { storage.withLock { $0.circles } }

    /// Makes every later call of `operation` throw ``CirclesRepositoryError/simulatedFailure(_:)``.
    public func fail(_ operation: RepositoryOperation) {
        storage.withLock { _ = $0.failing.insert(operation) }
    }

    /// Makes later calls of `operation` work again, as after ``fail(_:)`` a connection comes back.
    public func stopFailing(_ operation: RepositoryOperation) {
        storage.withLock { _ = $0.failing.remove(operation) }
    }

    /// Makes later calls wait, once recorded, until ``releaseHeldCalls()``.
    public func holdCalls(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        gate.holdEveryCall(fileID: fileID, filePath: filePath, line: line)
    }

    /// Makes the next call, and only that one, wait once recorded until ``releaseHeldCalls()``.
    ///
    /// So a test can hold one call in flight while later calls go through,
    /// as the demo's `hold` does.
    public func holdNextCall(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        gate.holdNextCall(fileID: fileID, filePath: filePath, line: line)
    }

    /// Lets every held call finish, and stops holding new ones.
    public func releaseHeldCalls() { gate.releaseAll() }

    /// Returns once `count` calls are held, whichever they are; ``gate`` waits for a call by its name.
    public func waitUntilHeld(
        count: Int = 1, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line
    ) async {
        await gate.waitUntilHeld(count: count, fileID: fileID, filePath: filePath, line: line)
    }

    /// Records the call, then stores a circle with the next "circle-N" id.
    public func createCircle(_ request: CreateOrEditCircleRequestDomain) async throws -> CircleConfigModel {
        try await perform(.create(request), operation: .create) { storage in
            let circle = CircleConfigModel(
                id: "circle-\(storage.nextId)", name: request.trimmedName, coverPhoto: request.normalizedCoverPhoto)
            storage.nextId += 1
            storage.circles.append(circle)
            return circle
        }
    }

    /// Records the call, then replaces the circle's name and cover.
    public func editCircle(_ circleId: String, with request: CreateOrEditCircleRequestDomain) async throws
        -> CircleConfigModel
    {
        try await perform(.edit(circleId, request), operation: .edit) { storage in
            guard let index = storage.circles.firstIndex(where: { $0.hasId(circleId) }) else {
                throw CirclesRepositoryError.circleNotFound(id: circleId)
            }
            let circle = CircleConfigModel(
                id: circleId, name: request.trimmedName, coverPhoto: request.normalizedCoverPhoto)
            storage.circles[index] = circle
            return circle
        }
    }

    /// Records the call, then removes the circle.
    public func deleteCircle(_ circleId: String) async throws {
        try await perform(.delete(circleId), operation: .delete) { storage in
            guard let index = storage.circles.firstIndex(where: { $0.hasId(circleId) }) else {
                throw CirclesRepositoryError.circleNotFound(id: circleId)
            }
            storage.circles.remove(at: index)
        }
    }

    /// Records the call, then returns the stored circle.
    public func circle(withId circleId: String) async throws -> CircleConfigModel {
        try await perform(.load(circleId), operation: .load) { storage in
            guard let circle = storage.circles.first(where: { $0.hasId(circleId) }) else {
                throw CirclesRepositoryError.circleNotFound(id: circleId)
            }
            return circle
        }
    }

    /// Records the call, then returns every stored circle.
    public func allCircles() async throws -> [CircleConfigModel] {
        try await perform(.loadAll, operation: .load) { $0.circles }
    }

    private func perform<Value: Sendable>(
        _ call: Call,
        operation: RepositoryOperation,
        _ body: (inout Storage) throws -> Value
    ) async throws -> Value {
        let shouldFail = storage.withLock { storage in
            storage.calls.append(call)
            return storage.failing.contains(operation)
        }
        await gate.pass(call.name)
        if shouldFail { throw CirclesRepositoryError.simulatedFailure(operation) }
        return try storage.withLock { try body(&$0) }
    }
}

extension CreateOrEditCircleRequestDomain {
    /// The form's content when it is prefilled from `circle`, as an EDIT form first shows it.
    public init(prefilledFrom circle: CircleConfigModel) {
        self.init(circleName: circle.name, coverPhoto: circle.coverPhoto)
    }
}
