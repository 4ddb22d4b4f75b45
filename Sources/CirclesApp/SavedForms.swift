import CirclesData
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The unfinished forms waiting beside one store, each in a file of its own:
/// `<store>.form.json`, then `<store>.form-2.json`, `<store>.form-3.json`, …
///
/// Several sessions may share a store, and each may quit with a form open:
/// every one of those forms is kept, in the first free file, and the next
/// start offers them all, one after the other. Saving, replacing and removing
/// a form happen under the store's own lock
/// (``AtomicFile/withExclusiveLock(waitingAtMost:_:)``), and a file is
/// replaced or removed only while it still holds the bytes it was read with
/// (``SavedFormCopy``): a session that resumed or discarded a form never
/// deletes or overwrites a form another session saved meanwhile, even under
/// the same name. Only file stores have saved forms: `--store :memory:`
/// keeps nothing, the form included.
struct SavedForms {
    /// The store the forms belong to.
    let storeURL: URL
    /// The form resumed from one of these files, while it is open.
    var resumed: ResumedForm?

    /// A resumed form: the copy it came from, which stays until the form is saved or closed, and its navigator,
    /// kept here since the form holds it weakly.
    struct ResumedForm {
        /// The copy the form was resumed from.
        let copy: SavedFormCopy
        /// The navigator that removes the copy once the form is left.
        let navigator: ResumedFormNavigator
    }

    /// The most forms that wait beside one store.
    static let maximumCount = 20

    /// The forms of the store at `storeURL`.
    init(storeURL: URL) {
        self.storeURL = storeURL
    }

    /// The file of place `number`, counting from 1.
    func file(_ number: Int) -> SavedFormFile {
        let name = storeURL.lastPathComponent + (number == 1 ? ".form.json" : ".form-\(number).json")
        return SavedFormFile(url: storeURL.deletingLastPathComponent().appending(component: name))
    }

    /// The files there are now, in the order of their numbers.
    func existingFiles() -> [SavedFormFile] {
        (1...Self.maximumCount).map(file).filter { file in
            var status = stat()
            return lstat(file.path, &status) == 0
        }
    }

    /// Saves `form` in `replacing`'s file if it still holds that copy, else in the first free file, and returns it.
    ///
    /// - Throws: ``SavedFormError/unwritable(path:reason:)`` naming the file
    ///   and why, or ``SavedFormError/full(limit:)``.
    func save(_ form: SavedForm, replacing copy: SavedFormCopy?) throws(SavedFormError) -> SavedFormFile {
        let data = try form.encoded()
        return try underStoreLock { () throws(SavedFormError) -> SavedFormFile in
            if let copy, try copy.file.bytes() == copy.bytes {
                try write(copy.file) { () throws(FileProblem) in try copy.file.file.replace(with: data) }
                return copy.file
            }
            for number in 1...Self.maximumCount {
                let candidate = file(number)
                var status = stat()
                guard lstat(candidate.path, &status) != 0 else { continue }
                if try write(candidate, { () throws(FileProblem) in try candidate.file.create(with: data) }) {
                    return candidate
                }
            }
            throw .full(limit: Self.maximumCount)
        }
    }

    /// Whether `copy`'s file still holds it, so that resuming or discarding it takes the form another session has not.
    func isWaiting(_ copy: SavedFormCopy) -> Bool {
        (try? copy.file.bytes()) == copy.bytes
    }

    /// Deletes `copy`'s file if it still holds that copy; returns whether it did.
    ///
    /// - Throws: ``SavedFormError/unwritable(path:reason:)`` naming the file and why.
    func remove(_ copy: SavedFormCopy) throws(SavedFormError) -> Bool {
        try underStoreLock { () throws(SavedFormError) -> Bool in
            guard isWaiting(copy) else { return false }
            try write(copy.file) { () throws(FileProblem) in try copy.file.file.remove() }
            return true
        }
    }

    /// Removes the temporary files that killed processes left beside the forms, Foundation's included.
    func removeLeftoverTemporaryFiles() {
        let files = (1...Self.maximumCount).map(file)
        AtomicFile.removeLeftoverTemporaryFiles(
            of: files.map { Array($0.url.lastPathComponent.utf8) },
            in: FileSystemPath(storeURL.deletingLastPathComponent().path(percentEncoded: false)),
            foundationMarker: SavedForm.format)
    }

    /// Runs `body` holding the store's lock; without it when the store file has gone, as nobody else can hold it then.
    private func underStoreLock<Result>(_ body: () throws(SavedFormError) -> Result) throws(SavedFormError) -> Result {
        let store = AtomicFile(path: storeURL.path(percentEncoded: false))
        do {
            return try store.withExclusiveLock(waitingAtMost: JSONFileCirclesRepository.standardLockWait) {
                try body()
            } ?? body()
        } catch let error as SavedFormError {
            throw error
        } catch {
            throw .unwritable(path: store.path.description, reason: "\(error)")
        }
    }

    /// Runs a write to `file`, its failure named after the file.
    private func write<Result>(
        _ file: SavedFormFile,
        _ body: () throws(FileProblem) -> Result
    ) throws(SavedFormError) -> Result {
        do {
            return try body()
        } catch {
            throw .unwritable(path: file.path, reason: error.description)
        }
    }
}
