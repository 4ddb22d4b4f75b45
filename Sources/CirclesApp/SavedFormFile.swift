import Foundation

/// The file next to the store where an unfinished form waits between runs: `<store>.form.json`.
///
/// Only file stores have one: `--store :memory:` keeps nothing, the form
/// included. A file that cannot be used is never deleted: it is renamed to
/// `<store>.form.json.stale` (or `.stale-2`, `.stale-3`, …, never replacing
/// an earlier one), so a person can still look at it.
struct SavedFormFile {
    /// Where the form is kept.
    let url: URL

    /// The saved-form file of the store at `storeURL`.
    init(storeURL: URL) {
        url = storeURL.deletingLastPathComponent().appending(component: storeURL.lastPathComponent + ".form.json")
    }

    /// The path, as messages show it.
    var path: String { url.path(percentEncoded: false) }

    /// The saved form, or `nil` when there is none.
    func read() throws(SavedFormError) -> SavedForm? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable((error as NSError).localizedDescription)
        }
        return try SavedForm.decode(data)
    }

    /// Writes `form`, replacing the file atomically.
    func write(_ form: SavedForm) throws {
        try form.encoded().write(to: url, options: .atomic)
    }

    /// Deletes the file: the form was resumed or discarded.
    func remove() throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try FileManager.default.removeItem(at: url)
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
