import CirclesDomain
import Dispatch
import Foundation
import MviKitLocking

/// The demo's default store: circles kept in a JSON file a person can read.
///
/// The file is an object `{"circles": [...], "format": "circles-store",
/// "nextId": 1, "version": 1}`, pretty-printed with sorted keys; each circle
/// is `{"coverPhoto": "...", "id": "...", "name": "..."}`, without
/// `coverPhoto` when it has none. New circles get the identifiers
/// `circle-<nextId>` in order, so they stay unique across processes sharing
/// the file and a scripted session is reproducible. The file is created with
/// ``InMemoryCirclesRepository/sampleCircles`` on first use, along with its
/// folder when only that one is missing (see `missingFolderLimit`). A file
/// is at most ``CirclesStoreDocument/maximumBytes`` long.
///
/// A file that cannot be used is never changed: an unreadable, corrupt,
/// too large or newer file makes every call throw a ``CirclesStoreError``
/// naming it, and ``validate()`` lets the demo find out once at start-up,
/// along with a store that could not be written. A symbolic link is followed
/// by the system to the file it leads to, which is read, locked and replaced
/// in its own folder (``targetURL``); a link to nothing is refused. A
/// replaced file keeps its owner and permissions, and a file without any
/// write permission is read-only: it is never replaced.
///
/// Reads take no lock: writes replace the file with an atomic rename, so a
/// reader sees one whole version. Each change is a read-modify-write under
/// exclusive `flock(2)`s, the one earlier releases took on `<store>.lock`,
/// then one on the store file itself, so that two processes on one file,
/// of this release or the previous one, never drop each other's circles;
/// the first change creates that lock file. A change waits for another
/// process's locks at most `lockWait`, then fails with
/// ``CirclesStoreError/busy(path:)``. An edit or a delete applies only
/// to the circle as this repository last showed it to the same caller
/// (``RepositoryCaller/current``), through ``circle(withId:)``,
/// ``allCircles()`` or a change it made: when another process changed or
/// deleted it since, the call throws
/// ``CirclesStoreError/changedElsewhere(path:was:now:)`` or
/// ``CirclesStoreError/deletedElsewhere(path:name:)`` and changes nothing, so
/// neither of two people editing one circle overwrites the other unawares,
/// and a list deletes only the circle it showed, never a version another
/// screen of this process read after it (``ShownVersions``).
///
/// Within a process, calls run one at a time on a serial dispatch queue,
/// which also keeps the blocking file calls and lock waits off Swift's
/// cooperative threads. A call, once made, runs to the end even if its task
/// is cancelled: a half-applied change is not an option, and each call is
/// short. The file last read or written is kept, with its circles, in a
/// ``StoreBuffer``, so that reading the same bytes again costs a comparison,
/// not a parse, and a change of a large store costs no new memory.
public final class JSONFileCirclesRepository: CirclesRepository {
    /// The file the circles are kept in, as given, its bytes used as they are.
    public let givenPath: FileSystemPath
    /// The file actually read and replaced: ``givenPath`` with a symbolic link followed, as it was at `init`.
    public var targetPath: FileSystemPath { file.path }
    /// ``givenPath`` as a URL, for a path in UTF-8.
    public var fileURL: URL { URL(fileURLWithPath: givenPath.description, isDirectory: false) }
    /// ``targetPath`` as a URL, for a path in UTF-8.
    public var targetURL: URL { URL(fileURLWithPath: targetPath.description, isDirectory: false) }

    /// How long a change waits, when no `lockWait` is given, for another process to let go of the store.
    public static let standardLockWait = Duration.seconds(5)

    /// What the repository remembers between calls.
    private struct Memory {
        /// The circles ``buffer`` holds, when it holds the file as last read or written.
        var collection: CircleCollection?
        /// Each circle as this repository last showed it to each caller, or wrote it.
        var shown = ShownVersions()
    }

    private let file: StoreFile
    private let queue = DispatchQueue(label: "circles.json-file-store")
    private let buffer = StoreBuffer()
    private let memory = Locked(Memory())
    /// Whether ``stopWrites()`` was called; checked as each write starts, under the lock.
    private let areWritesStopped = Locked(false)
    /// The writes under way, which ``stopWrites()`` waits for.
    private let writesInFlight = DispatchGroup()

    /// A repository over the JSON file at `fileURL`; nothing is read until the first call.
    ///
    /// A link at `fileURL` is followed now, once: the store is the file it
    /// leads to. A change waits at most ``standardLockWait`` for another
    /// process holding the store's lock.
    public convenience init(fileURL: URL) {
        self.init(fileURL: fileURL, lockWait: Self.standardLockWait)
    }

    /// A repository over the JSON file at `fileURL` whose changes wait at most
    /// `lockWait` for another process holding the store's lock.
    ///
    /// When the file is missing, it is created, and so are up to
    /// `missingFolderLimit` missing folders above it: with 1, the store's own
    /// folder when the folder above it exists, but never a whole path.
    public convenience init(fileURL: URL, lockWait: Duration, missingFolderLimit: Int = 1) {
        self.init(
            path: FileSystemPath(fileURL.path(percentEncoded: false)), lockWait: lockWait,
            missingFolderLimit: missingFolderLimit)
    }

    /// A repository over the JSON file at `path`, its bytes used as they are, as
    /// ``init(fileURL:lockWait:missingFolderLimit:)`` describes.
    public init(path: FileSystemPath, lockWait: Duration, missingFolderLimit: Int = 1) {
        givenPath = path
        file = StoreFile(resolving: path, lockWait: lockWait, missingFolderLimit: missingFolderLimit)
    }

    /// Where the demo keeps its circles when no `--store` is given, and how many folders it may create there.
    ///
    /// `$XDG_DATA_HOME/circles/circles.json` when that variable holds an
    /// absolute path (the XDG rule: a relative one is ignored), creating the
    /// data folder and `circles` in it; else `$HOME/.local/share/circles/circles.json`,
    /// creating the three folders under `HOME`, which must exist. With no
    /// `HOME` at all, as in some service managers, `circles.json` in the
    /// current directory, which is at least a place the user can see.
    ///
    /// - Throws: ``CirclesStoreError/noDefaultStore(reason:)`` when `HOME` is
    ///   not an absolute path: a store under a relative one would land
    ///   wherever the demo happens to be started.
    public static func defaultStore(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CirclesStoreError) -> (url: URL, missingFolderLimit: Int) {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return (URL(fileURLWithPath: dataHome).appending(components: "circles", "circles.json"), 2)
        }
        if let home = environment["HOME"], !home.isEmpty {
            guard home.hasPrefix("/") else {
                throw .noDefaultStore(reason: "HOME is \(home.quotedOnOneLine), not an absolute path")
            }
            return (URL(fileURLWithPath: home).appending(components: ".local", "share", "circles", "circles.json"), 3)
        }
        return (URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appending(component: "circles.json"), 0)
    }

    /// Reads the store once, creating it on first use, and checks that it could be saved now.
    ///
    /// Run at start-up, so that a bad file, a read-only or immutable one, a
    /// full disk or a folder that refuses new files is reported at once
    /// rather than at the first save. Temporary files that crashed processes
    /// left beside the store are removed first. A lock file this process
    /// cannot open is refused before the store is created.
    ///
    /// - Throws: ``CirclesStoreError`` naming the file.
    public func validate() async throws {
        try await onQueue {
            try self.file.checkLegacyLock()
            _ = try self.load()
            self.file.file.removeLeftoverTemporaryFiles()
            try self.writing { try self.file.checkWritable() }
        }
    }

    /// Returns once every call made so far has finished, its temporary file renamed or removed.
    ///
    /// The demo calls this when it ends at `quit` or the end of its input, so
    /// that no save is cut off half-way and no temporary file is left behind.
    public func waitForCallsInFlight() {
        queue.sync {}
    }

    /// Refuses every write from now on, and returns once the writes under way have ended, their temporary
    /// files renamed or removed.
    ///
    /// The demo calls this before it exits on a signal. Unlike
    /// ``waitForCallsInFlight()``, it does not wait for a read, which may take
    /// a second on a large store and leaves nothing behind when cut off: only
    /// for a write, which would leave a temporary file. A call that would
    /// write afterwards throws ``CirclesStoreError/unwritable(path:reason:)``.
    public func stopWrites() {
        areWritesStopped.withLock { $0 = true }
        writesInFlight.wait()
    }

    /// Stores a circle with the trimmed name and normalised cover of `request`.
    ///
    /// - Throws: ``CirclesStoreError/identifiersExhausted(path:largest:)``
    ///   when `nextId` has reached the largest the file can hold.
    public func createCircle(
        _ request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        let caller = RepositoryCaller.current
        return try await onQueue {
            do {
                let created = try self.change { try $0.create(request) }
                self.memory.withLock { $0.shown.change(created.id, to: created, by: caller) }
                return created
            } catch is CircleCollection.NoIdentifierLeft {
                throw CirclesStoreError.identifiersExhausted(
                    path: self.file.path.description, largest: CircleCollection.largestNextIdNumber)
            }
        }
    }

    /// Replaces the name and cover of the circle with `circleId`; it keeps its place in the file.
    ///
    /// - Throws: ``CirclesStoreError/changedElsewhere(path:was:now:)`` or
    ///   ``CirclesStoreError/deletedElsewhere(path:name:)`` when another
    ///   process changed or deleted the circle since this repository showed it to the caller.
    public func editCircle(
        _ circleId: String,
        with request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        let caller = RepositoryCaller.current
        return try await onQueue {
            let edited = try self.change { collection in
                try self.refuseIfChangedElsewhere(circleId, in: collection, by: caller)
                return try collection.edit(circleId, with: request)
            }
            self.memory.withLock { $0.shown.change(circleId, to: edited, by: caller) }
            return edited
        }
    }

    /// Removes the circle with `circleId` from the file.
    ///
    /// - Throws: as ``editCircle(_:with:)`` does when another process got there first.
    public func deleteCircle(_ circleId: String) async throws {
        let caller = RepositoryCaller.current
        try await onQueue {
            try self.change { collection in
                try self.refuseIfChangedElsewhere(circleId, in: collection, by: caller)
                try collection.delete(circleId)
            }
            self.memory.withLock { $0.shown.change(circleId, to: nil, by: caller) }
        }
    }

    /// The circle with `circleId`, as the file holds it now; the caller's edit or delete that follows applies to
    /// this version.
    public func circle(withId circleId: String) async throws -> CircleConfigModel {
        let caller = RepositoryCaller.current
        return try await onQueue {
            let circle = try self.load().circle(withId: circleId)
            self.memory.withLock { $0.shown.show(circle, to: caller) }
            return circle
        }
    }

    /// Takes `circle` as the version `caller`'s edit or delete that follows applies to, as if
    /// ``circle(withId:)`` had read it for that caller.
    ///
    /// For a form put back after a restart, which read its circle in an
    /// earlier process: when the file's circle is no longer `circle`, saving
    /// or deleting is refused as for a form opened in this process.
    public func noteOpened(_ circle: CircleConfigModel, by caller: RepositoryCaller?) {
        memory.withLock { $0.shown.show(circle, to: caller) }
    }

    /// Every circle in the file, in the order they were created; the caller's edit or delete that follows
    /// applies to the version listed, unless it reads or changes one since.
    public func allCircles() async throws -> [CircleConfigModel] {
        let caller = RepositoryCaller.current
        return try await onQueue {
            let circles = try self.load().circles
            self.memory.withLock { $0.shown.list(circles, to: caller) }
            return circles
        }
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
        while true {
            let comparing = memory.withLock { $0.collection != nil }
            if let changed = try file.read(into: buffer, comparing: comparing) {
                return try collection(changed: changed)
            }
            try createWithSamples()
        }
    }

    /// Applies `body` to the circles as the file holds them now, under the lock, and writes the result.
    ///
    /// The circles last read are taken out of the repository's memory while
    /// `body` changes them, so that a million-circle array is changed in
    /// place rather than copied; they are put back once written, or as they
    /// were when `body` refuses.
    private func change<Result>(_ body: (inout CircleCollection) throws -> Result) throws -> Result {
        // The first change creates the lock file of earlier releases (``StoreFile/withExclusiveLock``): a store
        // that cannot be used is refused before, so that its folder stays as it was.
        if !file.legacyLockPath.exists { _ = try load() }
        while true {
            let comparing = memory.withLock { $0.collection != nil }
            let outcome = try file.withExclusiveLock(readingInto: buffer, comparing: comparing) { changed in
                var collection = try collection(changed: changed, takingItOut: true)
                let result: Result
                do {
                    result = try body(&collection)
                } catch {
                    memory.withLock { $0.collection = collection }
                    throw error
                }
                try write(collection)
                return result
            }
            if let outcome { return outcome }
            try createWithSamples()
        }
    }

    /// Creates the file with the sample circles, unless another process has created it meanwhile.
    private func createWithSamples() throws {
        let samples = CircleCollection(circles: InMemoryCirclesRepository.sampleCircles)
        _ = try writing { try file.create(with: CirclesStoreDocument.encoded(samples)) }
    }

    /// Runs `body`, which writes in the store's folder, unless ``stopWrites()`` was called.
    private func writing<Result>(_ body: () throws -> Result) throws -> Result {
        let isStopped = areWritesStopped.withLock { isStopped in
            if !isStopped { writesInFlight.enter() }
            return isStopped
        }
        guard !isStopped else { throw file.unwritable("its writes were stopped, as the program ends") }
        defer { writesInFlight.leave() }
        return try body()
    }

    /// The circles ``buffer`` holds, parsed only when it `changed` from the bytes last read or written.
    ///
    /// `takingItOut` leaves the repository's memory empty, so that the caller holds the only copy.
    private func collection(changed: Bool, takingItOut: Bool = false) throws -> CircleCollection {
        let remembered = memory.withLock { memory in
            let remembered = memory.collection
            if takingItOut || changed { memory.collection = nil }
            return remembered
        }
        if !changed, let remembered { return remembered }
        let collection = try CirclesStoreDocument.collection(decoding: buffer.bytes, path: file.path.description)
        if !takingItOut { memory.withLock { $0.collection = collection } }
        return collection
    }

    /// Replaces the file with `collection`, refusing a file larger than a store may be.
    private func write(_ collection: CircleCollection) throws {
        memory.withLock { $0.collection = nil }
        StoreWriter.write(collection, into: buffer)
        let limit = CirclesStoreDocument.maximumBytes
        guard buffer.count <= limit else {
            throw file.unwritable(
                "it would be larger than \(limit) bytes (\(limit >> 20) MiB), the most a store may hold")
        }
        try writing { try file.replace(with: buffer.bytes) }
        memory.withLock { $0.collection = collection }
    }

    /// Throws when the circle with `circleId` is no longer as this repository last showed it to `caller`.
    ///
    /// One this process deleted is left for the collection to refuse as not found: no other process was involved.
    private func refuseIfChangedElsewhere(
        _ circleId: String, in collection: CircleCollection, by caller: RepositoryCaller?
    ) throws {
        guard case .circle(let opened) = memory.withLock({ $0.shown.seen(circleId, by: caller) }) else { return }
        guard let current = try? collection.circle(withId: circleId) else {
            throw CirclesStoreError.deletedElsewhere(path: file.path.description, name: opened.name)
        }
        guard current == opened else {
            throw CirclesStoreError.changedElsewhere(path: file.path.description, was: opened.name, now: current.name)
        }
    }
}
