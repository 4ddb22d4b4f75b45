import CirclesDomain
import Dispatch
import Foundation

/// The demo's default store: circles kept in a JSON file a person can read.
///
/// The file is an object `{"circles": [...], "format": "circles-store",
/// "nextId": 1, "version": 1}`, pretty-printed with sorted keys; each circle
/// is `{"coverPhoto": "...", "id": "...", "name": "..."}`, without
/// `coverPhoto` when it has none. New circles get the identifiers
/// `circle-<nextId>` in order, so they stay unique across processes sharing
/// the file and a scripted session is reproducible. The file is created with
/// ``InMemoryCirclesRepository/sampleCircles`` on first use, along with its folder.
///
/// A file that cannot be used is never changed: an unreadable, corrupt or
/// newer file makes every call throw a ``CirclesStoreError`` naming it, and
/// ``validate()`` lets the demo find out once at start-up, along with a store
/// that could not be written. A symbolic link is followed to the file it
/// leads to, which is read, locked and replaced in its own folder
/// (``targetURL``). A replaced file keeps its owner and permissions, and a
/// file without any write permission is read-only: it is never replaced.
///
/// Reads take no lock: writes replace the file with an atomic rename, so a
/// reader sees one whole version. Each change is a read-modify-write under an
/// exclusive `flock(2)` on the sidecar `<store>.lock`, so that two processes
/// on one file never drop each other's circles; a change waits for another
/// process's lock at most `lockWait`, then fails with
/// ``CirclesStoreError/busy(path:lockPath:)``. Within a process, calls run
/// one at a time on a serial dispatch queue, which also keeps the blocking
/// file calls and lock waits off Swift's cooperative threads. A call, once
/// made, runs to the end even if its task is cancelled: a half-applied change
/// is not an option, and each call is short.
public final class JSONFileCirclesRepository: CirclesRepository {
    /// The file the circles are kept in, as given.
    public let fileURL: URL
    /// The file actually read and replaced: ``fileURL`` with symbolic links followed, as they were at `init`.
    public let targetURL: URL

    /// How long a change waits, when no `lockWait` is given, for another process to let go of the store.
    public static let standardLockWait = Duration.seconds(5)

    private let file: StoreFile
    private let queue = DispatchQueue(label: "circles.json-file-store")

    /// A repository over the JSON file at `fileURL`; nothing is read until the first call.
    ///
    /// A link at `fileURL` is resolved now, once: the store is the file it
    /// leads to. A change waits at most ``standardLockWait`` for another
    /// process holding the store's lock.
    public convenience init(fileURL: URL) {
        self.init(fileURL: fileURL, lockWait: Self.standardLockWait)
    }

    /// A repository over the JSON file at `fileURL` whose changes wait at most
    /// `lockWait` for another process holding the store's lock.
    public init(fileURL: URL, lockWait: Duration) {
        self.fileURL = fileURL
        let target = StoreFile.followingLinks(from: fileURL.path(percentEncoded: false))
        targetURL = URL(fileURLWithPath: target, isDirectory: false)
        file = StoreFile(path: target, lockWait: lockWait)
    }

    /// Where the demo keeps its circles when no `--store` is given.
    ///
    /// `$XDG_DATA_HOME/circles/circles.json` when that variable holds an
    /// absolute path (the XDG rule: a relative one is ignored), else
    /// `$HOME/.local/share/circles/circles.json`; with no `HOME` at all, as
    /// in some service managers, `circles.json` in the current directory,
    /// which is at least a place the user can see.
    public static func defaultStoreURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome).appending(components: "circles", "circles.json")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home).appending(
                components: ".local", "share", "circles", "circles.json")
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appending(
            component: "circles.json")
    }

    /// Reads the store once, creating it on first use, and checks that it could be saved now.
    ///
    /// Run at start-up, so that a bad file, a read-only one, a full disk or a
    /// lock file that is not a plain file is reported at once rather than at
    /// the first save. Temporary files that crashed processes left beside
    /// the store are removed first.
    ///
    /// - Throws: ``CirclesStoreError`` naming the file.
    public func validate() async throws {
        try await onQueue {
            _ = try self.load()
            self.file.file.removeLeftoverTemporaryFiles()
            try self.file.checkWritable()
        }
    }

    /// Returns once every call made so far has finished, its temporary file renamed or removed.
    ///
    /// The demo calls this before it exits on a signal, so that no save is
    /// cut off half-way and no temporary file is left behind.
    public func waitForCallsInFlight() {
        queue.sync {}
    }

    /// Stores a circle with the trimmed name and normalised cover of `request`.
    ///
    /// - Throws: ``CirclesStoreError/identifiersExhausted(path:largest:)``
    ///   when `nextId` has reached the largest the file can hold.
    public func createCircle(
        _ request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        try await onQueue {
            do {
                return try self.change { try $0.create(request) }
            } catch is CircleCollection.NoIdentifierLeft {
                throw CirclesStoreError.identifiersExhausted(
                    path: self.file.path, largest: CircleCollection.largestNextIdNumber)
            }
        }
    }

    /// Replaces the name and cover of the circle with `circleId`; it keeps its place in the file.
    public func editCircle(
        _ circleId: String,
        with request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        try await onQueue { try self.change { try $0.edit(circleId, with: request) } }
    }

    /// Removes the circle with `circleId` from the file.
    public func deleteCircle(_ circleId: String) async throws {
        try await onQueue { try self.change { try $0.delete(circleId) } }
    }

    /// The circle with `circleId`, as the file holds it now.
    public func circle(withId circleId: String) async throws -> CircleConfigModel {
        try await onQueue { try self.load().circle(withId: circleId) }
    }

    /// Every circle in the file, in the order they were created.
    public func allCircles() async throws -> [CircleConfigModel] {
        try await onQueue { try self.load().circles }
    }

    /// Runs `work` on the serial queue and returns its result.
    private func onQueue<Result: Sendable>(
        _ work: @escaping @Sendable () throws -> Result
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Swift.Result(catching: work)) }
        }
    }

    /// The circles in the file, which is created first if there is none.
    private func load() throws -> CircleCollection {
        if let data = try file.contents() {
            return try CirclesStoreDocument.collection(decoding: data, path: file.path)
        }
        try file.createFolder()
        return try file.withExclusiveLock { try loadCreatingIfMissing() }
    }

    /// Applies `body` to the circles as the file holds them now, and writes the result.
    ///
    /// The file is read once before the lock is taken, so that a file that
    /// cannot be used is reported without even a lock file appearing beside
    /// it; then again under the lock, because another process may have
    /// changed it in between.
    private func change<Result>(
        _ body: (inout CircleCollection) throws -> Result
    ) throws -> Result {
        _ = try load()
        return try file.withExclusiveLock {
            var collection = try loadCreatingIfMissing()
            let result = try body(&collection)
            try write(collection)
            return result
        }
    }

    /// The circles in the file, first writing the sample circles if it is missing.
    ///
    /// Called under the lock, so two processes cannot both create the file.
    private func loadCreatingIfMissing() throws -> CircleCollection {
        if let data = try file.contents() {
            return try CirclesStoreDocument.collection(decoding: data, path: file.path)
        }
        let samples = CircleCollection(circles: InMemoryCirclesRepository.sampleCircles)
        try write(samples)
        return samples
    }

    /// Replaces the file with `collection`.
    private func write(_ collection: CircleCollection) throws {
        let data: Data
        do {
            data = try CirclesStoreDocument.encoded(collection)
        } catch {
            throw file.unwritable("its content cannot be encoded")
        }
        try file.replace(with: data)
    }
}
