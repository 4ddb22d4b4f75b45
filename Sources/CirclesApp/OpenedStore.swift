import CirclesCommandLine
import CirclesConsole
import CirclesData
import CirclesDomain
import Foundation

/// The store the demo runs on, opened and checked before the first screen.
struct OpenedStore {
    /// The repository over the store; a failed save keeps its reason (see ``FailureReportingRepository``).
    let repository: FailureReportingRepository
    /// How the banner names the store.
    let description: String
    /// The store's file, symbolic links followed, or `nil` in memory; the saved form sits beside it.
    var fileURL: URL?
    /// Returns once no call to the store is in flight, so that the process can exit without cutting a save off.
    var waitForCallsInFlight: @Sendable () -> Void = {}
    /// Tells the store which version of a circle a resumed form loaded, so that saving over a later change is refused.
    var noteOpenedCircle: @Sendable (CircleConfigModel) -> Void = { _ in }

    /// Opens the store `choice` names; a file store is read and its writability
    /// checked at once, so that a store the demo could not use stops it before
    /// the first screen.
    static func open(_ choice: Options.Store, environment: [String: String]) async throws -> OpenedStore {
        switch choice {
        case .memory:
            return OpenedStore(
                repository: FailureReportingRepository(
                    wrapping: InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)),
                description: "in memory (nothing is kept)")
        case .defaultFile:
            let (url, missingFolderLimit) = try JSONFileCirclesRepository.defaultStore(environment: environment)
            return try await openFile(url, missingFolderLimit: missingFolderLimit)
        case .file(let path):
            return try await openFile(URL(fileURLWithPath: path, isDirectory: false), missingFolderLimit: 1)
        }
    }

    /// Opens the store at `url`, following a symbolic link to its file, creating up to
    /// `missingFolderLimit` missing folders above it.
    ///
    /// Temporary files that a killed process left beside the saved forms are
    /// removed here, as the store's own are by its validation.
    private static func openFile(_ url: URL, missingFolderLimit: Int) async throws -> OpenedStore {
        let store = JSONFileCirclesRepository(
            fileURL: url, lockWait: JSONFileCirclesRepository.standardLockWait, missingFolderLimit: missingFolderLimit)
        try await store.validate()
        SavedForms(storeURL: store.targetURL).removeLeftoverTemporaryFiles()
        let given = url.path(percentEncoded: false).printable
        let target = store.targetURL.path(percentEncoded: false).printable
        return OpenedStore(
            repository: FailureReportingRepository(wrapping: store),
            description: given == target ? given : "\(given) (a link to \(target))",
            fileURL: store.targetURL,
            waitForCallsInFlight: store.waitForCallsInFlight,
            noteOpenedCircle: store.noteOpened)
    }
}
