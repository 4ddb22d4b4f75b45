import CirclesData
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A saved form this session has taken for itself: renamed to a name no other session uses, and locked.
///
/// Two sessions started one after the other on one store must not both
/// resume the same form, or its circle is made twice. So before a form is
/// offered, the session opens its file, takes an exclusive `flock(2)` on it
/// without waiting (a session taking it at the same moment has it, and this
/// one leaves it), and renames it to `<store>.form-claimed-<random>.json`.
/// The lock is held as long as the claim: a claimed file whose lock anyone
/// can take was left by a session that ended without letting it go, killed
/// say, and the next start claims it in turn (``SavedForms``), so nothing is
/// lost. The file itself stays on disk until the form is saved, discarded
/// or put back.
package final class ClaimedForm {
    /// Where the form waited, whose name it is offered under and goes back to; for a form left claimed by a
    /// session that ended, the first place.
    package let waitingFile: SavedFormFile
    /// Where the form is while it is claimed.
    let path: FileSystemPath
    /// The form the file holds, or why it cannot be used.
    package let content: Result<SavedForm, SavedFormError>
    /// The open file, which holds the claim's lock; -1 once the claim is let go.
    private var descriptor: Int32

    /// Takes the form at `source`, which waited as `waitingFile`, for this session, renaming it to `claimed`.
    ///
    /// - Returns: the claim; or why it was not taken: the file is gone or
    ///   another session is taking it (``Refusal/taken``), it belongs to
    ///   another user, or it is no regular file.
    static func claim(
        _ source: FileSystemPath,
        waitingAs waitingFile: SavedFormFile,
        renamingTo claimed: FileSystemPath
    ) -> Result<ClaimedForm, Refusal> {
        let descriptor = source.openDescriptor(O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return .failure(.taken) }
            if code == ELOOP { return .failure(.unusable("it is a symbolic link, which is not followed here")) }
            return .failure(.unusable(AtomicFile.describe(code)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return .failure(.unusable(AtomicFile.describe(errno)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR:
            close(descriptor)
            return .failure(.unusable("it is a folder, not a file"))
        default:
            close(descriptor)
            return .failure(.unusable("it is not a regular file"))
        }
        guard status.st_uid == geteuid() else {
            close(descriptor)
            return .failure(.anotherUsers(owner: status.st_uid))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return .failure(.taken)
        }
        guard source.rename(to: claimed) else {
            let code = errno
            AtomicFile.unlockAndClose(descriptor)
            return .failure(code == ENOENT ? .taken : .unclaimable(AtomicFile.describe(code)))
        }
        guard let renamed = claimed.linkStatus(), renamed.st_dev == status.st_dev, renamed.st_ino == status.st_ino
        else {
            // The name had been given to another file meanwhile: that one is left for whoever claims it next.
            AtomicFile.unlockAndClose(descriptor)
            return .failure(.taken)
        }
        let content: Result<SavedForm, SavedFormError>
        do throws(FileProblem) {
            let data = try AtomicFile.contents(of: descriptor, upTo: SavedForm.maximumFileBytes)
            content = Result { () throws(SavedFormError) in try SavedForm.decode(data) }
        } catch .tooLarge(let limit) {
            content = .failure(.tooLarge(limit: limit))
        } catch {
            content = .failure(.unreadable(error.description))
        }
        return .success(ClaimedForm(waitingFile: waitingFile, path: claimed, content: content, descriptor: descriptor))
    }

    private init(
        waitingFile: SavedFormFile,
        path: FileSystemPath,
        content: Result<SavedForm, SavedFormError>,
        descriptor: Int32
    ) {
        self.waitingFile = waitingFile
        self.path = path
        self.content = content
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { AtomicFile.unlockAndClose(descriptor) }
    }

    /// Why a form was not claimed.
    package enum Refusal: Error, Equatable {
        /// The file is gone, or another session is taking it now.
        case taken
        /// The file belongs to another user, who wrote it: it is not this user's to resume.
        case anotherUsers(owner: uid_t)
        /// The file is no form at all (a folder, a FIFO, a link, unreadable); it is moved aside.
        case unusable(String)
        /// The file could not be renamed, so that it could not be kept from other sessions.
        case unclaimable(String)
    }

    /// Deletes the claimed file, the form being done with: saved, discarded, or kept elsewhere.
    ///
    /// - Throws: ``SavedFormError/unwritable(path:reason:)`` when it cannot be deleted; the claim is then let go,
    ///   and the next start offers the form again.
    package func remove() throws(SavedFormError) {
        defer { letGo() }
        do {
            try AtomicFile(path: path).remove()
        } catch {
            throw .unwritable(path: path.description, reason: error.description)
        }
    }

    /// Puts the form back where it waited, or in the first free place of `forms` (always, for a form another
    /// session left claimed), for another session to claim; returns where it went, or `nil` when it stays under
    /// its claimed name, where the next start finds it too.
    @discardableResult
    package func putBack(among forms: SavedForms) -> SavedFormFile? {
        defer { letGo() }
        let first = forms.isPlace(waitingFile) ? [waitingFile] : []
        for place in first + forms.places where !place.path.exists {
            // Linked, not renamed, so that a form another session saved there meanwhile is never replaced.
            if path.hardLink(to: place.path) {
                path.unlinkFile()
                return place
            }
            guard errno == EEXIST else { return nil }
        }
        return nil
    }

    /// Moves the file aside as `<waiting file>.stale`, as ``SavedFormFile/moveAside(from:)`` does, and lets go.
    package func moveAside() -> FileSystemPath? {
        defer { letGo() }
        return waitingFile.moveAside(from: path)
    }

    /// Lets the claim go: the lock is dropped, and the file, if still there, can be claimed by the next start.
    package func letGo() {
        guard descriptor >= 0 else { return }
        AtomicFile.unlockAndClose(descriptor)
        descriptor = -1
    }
}
