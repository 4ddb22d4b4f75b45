import CirclesConsole
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
package struct SavedFormFile: Equatable {
    /// Where the form is kept.
    package let path: FileSystemPath

    /// The file as an ``AtomicFile``.
    package var file: AtomicFile { AtomicFile(path: path) }

    /// The path as a message shows it, made printable.
    package var shown: String { path.description.printable }

    /// Renames the file at `path` to the first free `.stale` name of this file and returns it, or `nil` when it
    /// could not be moved; by default the file is this one.
    package func moveAside(from path: FileSystemPath? = nil) -> FileSystemPath? {
        let source = path ?? self.path
        for attempt in 1...100 {
            let target = self.path.appending(attempt == 1 ? ".stale" : ".stale-\(attempt)")
            guard !target.exists else { continue }
            // Linked then unlinked, so that a .stale file made meanwhile is never replaced;
            // renamed where a link cannot be made, as for a folder.
            if source.hardLink(to: target) {
                source.unlinkFile()
                return target
            }
            if errno == EEXIST { continue }
            return source.rename(to: target) ? target : nil
        }
        return nil
    }
}
