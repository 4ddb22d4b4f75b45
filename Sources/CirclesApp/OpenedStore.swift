import CirclesCommandLine
import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesSavedForms
import Foundation

/// The store the demo runs on, opened, then checked before the first screen.
struct OpenedStore {
    /// The repository over the store; a failed save keeps its reason (see ``FailureReportingRepository``).
    let repository: FailureReportingRepository
    /// How the banner names the store.
    let description: String
    /// The store's file, symbolic links followed, or `nil` in memory; the saved forms sit beside it.
    var filePath: FileSystemPath?
    /// Reads the store and checks that it could be saved now, throwing when it could not be used.
    var validate: @Sendable () async throws -> Void = {}
    /// Returns once no call to the store is in flight, so that the process can exit without cutting a save off.
    var waitForCallsInFlight: @Sendable () -> Void = {}
    /// Refuses writes from now on, and returns once those under way have ended, without waiting for a read:
    /// for a signal, which must end the demo at once, however large the store.
    var stopWrites: @Sendable () -> Void = {}
    /// Tells the store which version of a circle a resumed form loaded, so that saving over a later change is refused.
    var noteOpenedCircle: @Sendable (CircleConfigModel) -> Void = { _ in }

    /// Opens the store `choice` names, reading nothing yet: ``validate`` reads a file store and checks its
    /// writability, so that a store the demo could not use stops it before the first screen.
    static func open(_ choice: Options.Store, environment: [String: String]) throws -> OpenedStore {
        switch choice {
        case .memory:
            return OpenedStore(
                repository: FailureReportingRepository(
                    wrapping: InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)),
                description: "in memory (nothing is kept)")
        case .defaultFile:
            let (url, missingFolderLimit) = try JSONFileCirclesRepository.defaultStore(environment: environment)
            return try openFile(FileSystemPath(url.path(percentEncoded: false)), missingFolderLimit: missingFolderLimit)
        case .file(let path):
            return try openFile(path, missingFolderLimit: 1)
        }
    }

    /// Opens the store at `path`, following a symbolic link to its file, creating up to
    /// `missingFolderLimit` missing folders above it.
    ///
    /// A store whose name leaves no room for its forms' files is refused
    /// before anything is created (``SavedForms/checkNameLength()``).
    /// Temporary files that a killed process left beside the saved forms are
    /// removed once the store is validated, as the store's own are by its validation.
    private static func openFile(_ path: FileSystemPath, missingFolderLimit: Int) throws -> OpenedStore {
        let store = JSONFileCirclesRepository(
            path: path, lockWait: JSONFileCirclesRepository.standardLockWait, missingFolderLimit: missingFolderLimit)
        let forms = SavedForms(storePath: store.targetPath)
        try forms.checkNameLength()
        let given = path.description.printable
        let target = store.targetPath.description.printable
        return OpenedStore(
            repository: FailureReportingRepository(wrapping: store),
            description: given == target ? given : "\(given) (a link to \(target))",
            filePath: store.targetPath,
            validate: { [target = store.targetPath] in
                try await store.validate()
                SavedForms(storePath: target).removeLeftoverTemporaryFiles()
            },
            waitForCallsInFlight: store.waitForCallsInFlight,
            stopWrites: store.stopWrites,
            noteOpenedCircle: { store.noteOpened($0, by: .form) })
    }
}
