import CirclesData
import CirclesDomain
import MviKitLocking

/// The store the demo runs on, wrapped so that a save that fails says why.
///
/// Every version of the form answers a failed save with the talk's dialog,
/// "Please try again", which cannot know that the disk is full or the store
/// read-only, and retrying would not help. Here each failure of the store
/// itself (a ``CirclesStoreError``: it names the file and says what is wrong)
/// in a create, edit or delete is kept as its sentence, for the console to
/// print before the next screen. Loads are not kept: the session already
/// reports those itself. Failures the demo was asked for (`fail create`)
/// happen above this, so they stay as the talk shows them.
final class FailureReportingRepository: CirclesRepository {
    private let store: any CirclesRepository
    private let sentences = Locked<[String]>([])

    /// Wraps `store`.
    init(wrapping store: any CirclesRepository) {
        self.store = store
    }

    /// The sentences of the failures kept since the last call, oldest first; they are then forgotten.
    func takeFailureSentences() -> [String] {
        sentences.withLock { sentences in
            defer { sentences.removeAll() }
            return sentences
        }
    }

    /// Creates the circle in the store, keeping the sentence of a store failure.
    func createCircle(_ request: CreateOrEditCircleRequestDomain) async throws -> CircleConfigModel {
        try await reporting { try await store.createCircle(request) }
    }

    /// Edits the circle in the store, keeping the sentence of a store failure.
    func editCircle(_ circleId: String, with request: CreateOrEditCircleRequestDomain) async throws
        -> CircleConfigModel
    {
        try await reporting { try await store.editCircle(circleId, with: request) }
    }

    /// Deletes the circle from the store, keeping the sentence of a store failure.
    func deleteCircle(_ circleId: String) async throws {
        try await reporting { try await store.deleteCircle(circleId) }
    }

    /// The circle with `circleId`, as the store has it.
    func circle(withId circleId: String) async throws -> CircleConfigModel {
        try await store.circle(withId: circleId)
    }

    /// Every circle in the store.
    func allCircles() async throws -> [CircleConfigModel] {
        try await store.allCircles()
    }

    private func reporting<Result>(_ call: () async throws -> Result) async throws -> Result {
        do {
            return try await call()
        } catch let failure as CirclesStoreError {
            sentences.withLock { $0.append(failure.description) }
            throw failure
        }
    }
}
