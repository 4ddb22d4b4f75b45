import CirclesData
import CirclesDomain
import Foundation

/// The store the demo runs on, opened and checked before the first screen.
struct OpenedStore {
    /// The repository over the store.
    let repository: any CirclesRepository
    /// How the banner names the store.
    let description: String
    /// The store's file, or `nil` in memory.
    var fileURL: URL?

    /// Opens the store `choice` names; a file store is read once, so a broken file stops the demo at once.
    static func open(_ choice: Options.Store, environment: [String: String]) async throws -> OpenedStore {
        switch choice {
        case .memory:
            return OpenedStore(
                repository: InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles),
                description: "in memory (nothing is kept)")
        case .defaultFile:
            return try await openFile(JSONFileCirclesRepository.defaultStoreURL(environment: environment))
        case .file(let path):
            return try await openFile(URL(fileURLWithPath: path, isDirectory: false))
        }
    }

    private static func openFile(_ url: URL) async throws -> OpenedStore {
        let repository = JSONFileCirclesRepository(fileURL: url)
        try await repository.validate()
        return OpenedStore(repository: repository, description: url.path, fileURL: url)
    }
}
