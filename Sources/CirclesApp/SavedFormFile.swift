import CirclesData
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file beside the store where an unfinished form waits between runs:
/// `<store>.form.json`, or `<store>.form-N.json` when several wait (``SavedForms``).
///
/// A file that cannot be used is never deleted: it is renamed to
/// `<file>.stale` (or `.stale-2`, `.stale-3`, …, never replacing an earlier
/// one), so a person can still look at it. It is written the way the store
/// is (``AtomicFile``): whole or not at all, through temporary files named
/// after this process, so a kill mid-save leaves nothing a later start does
/// not clean up; and it is never read or written through a symbolic link.
struct SavedFormFile: Equatable {
    /// Where the form is kept.
    let url: URL

    /// The path, as messages show it.
    var path: String { url.path(percentEncoded: false) }

    /// The file as an ``AtomicFile``.
    var file: AtomicFile { AtomicFile(path: path) }

    /// The form in the file, with the bytes it was read from; `nil` when there is no file.
    ///
    /// - Throws: ``SavedFormError``: a file that is not a form, a folder, a
    ///   FIFO or a link in its place, or one larger than
    ///   ``SavedForm/maximumFileBytes``, refused from its size before it is read.
    func read() throws(SavedFormError) -> SavedFormCopy? {
        guard let data = try bytes() else { return nil }
        return SavedFormCopy(file: self, form: try SavedForm.decode(data), bytes: data)
    }

    /// The file's bytes, or `nil` when there is none.
    func bytes() throws(SavedFormError) -> Data? {
        do {
            return try file.contents(upTo: SavedForm.maximumFileBytes)
        } catch .tooLarge(let limit) {
            throw .tooLarge(limit: limit)
        } catch {
            throw .unreadable(error.description)
        }
    }

    /// Renames the file to the first free `.stale` name and returns it, or `nil` when it could not be moved.
    func moveAside() -> URL? {
        let folder = url.deletingLastPathComponent()
        for attempt in 1...100 {
            let suffix = attempt == 1 ? ".stale" : ".stale-\(attempt)"
            let target = folder.appending(component: url.lastPathComponent + suffix)
            var status = stat()
            guard lstat(target.path(percentEncoded: false), &status) != 0 else { continue }
            // Linked then unlinked, so that a .stale file made meanwhile is never replaced;
            // renamed where a link cannot be made, as for a folder.
            if link(path, target.path(percentEncoded: false)) == 0 {
                unlink(path)
                return target
            }
            if errno == EEXIST { continue }
            return rename(path, target.path(percentEncoded: false)) == 0 ? target : nil
        }
        return nil
    }
}

/// A saved form as it was read from its file, with the bytes it was read from.
///
/// The bytes tell whether the file still holds this form: another session
/// may have resumed and finished it, or discarded it, and saved another form
/// under the same name since.
struct SavedFormCopy: Equatable {
    /// The file it was read from.
    let file: SavedFormFile
    /// The form.
    let form: SavedForm
    /// The file's bytes when it was read.
    let bytes: Data
}
