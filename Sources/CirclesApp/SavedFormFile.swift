import CirclesData
import Foundation

/// The file next to the store where an unfinished form waits between runs: `<store>.form.json`.
///
/// Only file stores have one: `--store :memory:` keeps nothing, the form
/// included. A file that cannot be used is never deleted: it is renamed to
/// `<store>.form.json.stale` (or `.stale-2`, `.stale-3`, …, never replacing
/// an earlier one), so a person can still look at it. It is written the way
/// the store is (``AtomicFile``): whole or not at all, through temporary
/// files named after this process, so a kill mid-save leaves nothing a later
/// start does not clean up.
struct SavedFormFile {
    /// Where the form is kept.
    let url: URL
    /// The navigator of the form resumed from this file while that form is open; it holds the file's copy.
    var resumedFormNavigator: ResumedFormNavigator?

    /// The saved-form file of the store at `storeURL`.
    init(storeURL: URL) {
        url = storeURL.deletingLastPathComponent().appending(component: storeURL.lastPathComponent + ".form.json")
    }

    /// The path, as messages show it.
    var path: String { url.path(percentEncoded: false) }

    private var file: AtomicFile { AtomicFile(path: path) }

    /// The saved form, or `nil` when there is none.
    ///
    /// - Throws: ``SavedFormError``: a file that is not a form, a folder or a
    ///   FIFO in its place, or one larger than ``SavedForm/maximumFileBytes``,
    ///   which is refused after reading no more than that.
    func read() throws(SavedFormError) -> SavedForm? {
        let data: Data?
        do {
            data = try file.contents(upTo: SavedForm.maximumFileBytes)
        } catch .tooLarge(let limit) {
            throw .tooLarge(limit: limit)
        } catch {
            throw .unreadable(error.description)
        }
        guard let data else { return nil }
        return try SavedForm.decode(data)
    }

    /// Writes `form`, replacing the file atomically.
    ///
    /// - Throws: ``SavedFormError/unwritable(path:reason:)`` naming the file and why.
    func write(_ form: SavedForm) throws(SavedFormError) {
        let data = try form.encoded()
        do {
            try file.replace(with: data)
        } catch {
            throw .unwritable(path: path, reason: error.description)
        }
    }

    /// Deletes the file: the form was resumed and then saved or closed, or it was discarded.
    ///
    /// - Throws: ``SavedFormError/unwritable(path:reason:)`` naming the file and why.
    func remove() throws(SavedFormError) {
        do {
            try file.remove()
        } catch {
            throw .unwritable(path: path, reason: error.description)
        }
    }

    /// Removes temporary files of this one that a killed process left; see ``AtomicFile/removeLeftoverTemporaryFiles()``.
    func removeLeftoverTemporaryFiles() {
        file.removeLeftoverTemporaryFiles()
    }

    /// Renames the file to the first free `.stale` name and returns it, or `nil` when it could not be moved.
    func moveAside() -> URL? {
        let folder = url.deletingLastPathComponent()
        for attempt in 1...100 {
            let suffix = attempt == 1 ? ".stale" : ".stale-\(attempt)"
            let target = folder.appending(component: url.lastPathComponent + suffix)
            guard !FileManager.default.fileExists(atPath: target.path(percentEncoded: false)) else { continue }
            do {
                try FileManager.default.moveItem(at: url, to: target)
                return target
            } catch {
                return nil
            }
        }
        return nil
    }
}
