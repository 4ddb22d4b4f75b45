import CirclesConsole
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
/// every one of those forms is kept, in the first free file, created whole
/// by a `link(2)` that never replaces a file another session made meanwhile.
/// At start, a session claims each waiting form (``ClaimedForm``) before it
/// offers it, so that no two sessions offer, resume and save the same one;
/// the forms it neither resumes nor discards go back at the end. None of this
/// takes the store's lock, so no process holding that lock, however long,
/// can keep an unfinished form from being kept. Only file stores have saved
/// forms: `--store :memory:` keeps nothing, the form included.
package final class SavedForms {
    /// The store the forms belong to.
    package let storePath: FileSystemPath
    /// The forms claimed at start and not resumed or discarded yet, in the order they are offered, each with
    /// what the offer says of it.
    package var offered: [(claim: ClaimedForm, summary: String)] = []
    /// The form resumed from one of them, while it is open.
    package var resumed: ResumedForm?

    /// A resumed form: the claim it came from, which stays until the form is saved or closed, and its navigator,
    /// kept here since the form holds it weakly.
    package struct ResumedForm {
        /// The claim the form was resumed from.
        package let claim: ClaimedForm
        /// The navigator that removes the claimed file once the form is left.
        let navigator: any FormNavigator

        /// The form resumed from `claim`, whose navigator is `navigator`.
        package init(claim: ClaimedForm, navigator: any FormNavigator) {
            self.claim = claim
            self.navigator = navigator
        }
    }

    /// The most forms that wait beside one store.
    static let maximumCount = 20

    /// The forms of the store at `storePath`.
    package init(storePath: FileSystemPath) {
        self.storePath = storePath
    }

    /// The file of place `number`, counting from 1.
    package func file(_ number: Int) -> SavedFormFile {
        SavedFormFile(path: storePath.appending(number == 1 ? ".form.json" : ".form-\(number).json"))
    }

    /// The start of the name of a claimed form's file.
    private var claimedPrefix: [UInt8] { storePath.name + Array(".form-claimed-".utf8) }

    /// A new name for a form this session claims.
    private func claimedPath() -> FileSystemPath {
        let random = String(UInt32.random(in: 0...UInt32.max) | 1 << 31, radix: 16)
        return storePath.folder.appending(component: claimedPrefix + Array("\(random).json".utf8))
    }

    /// The files of forms left claimed beside the store, by this session or any other.
    private func claimedFiles() -> [FileSystemPath] {
        let prefix = claimedPrefix
        let suffix = Array(".json".utf8)
        return (storePath.folder.folderEntries() ?? [])
            .filter { $0.starts(with: prefix) && $0.count > prefix.count + suffix.count && $0.suffix(5) == suffix[...] }
            .sorted { $0.lexicographicallyPrecedes($1) }
            .map(storePath.folder.appending(component:))
    }

    /// Claims every form waiting beside the store, in the order of its files, then every form a session that
    /// ended left claimed; each file comes with the claim, or why it was not claimed.
    package func claimWaiting() -> [(file: SavedFormFile, claim: Result<ClaimedForm, ClaimedForm.Refusal>)] {
        let waiting = (1...Self.maximumCount).map(file).filter { $0.path.exists }
        let left = claimedFiles().map { SavedFormFile(path: $0) }
        return (waiting + left).map { file in
            (file, ClaimedForm.claim(file.path, waitingAs: file, renamingTo: claimedPath()))
        }
    }

    /// How many forms wait beside the store, claimed or not.
    package var waitingCount: Int {
        (1...Self.maximumCount).map(file).count(where: \.path.exists) + claimedFiles().count
    }

    /// Saves `form` in the first free file and returns it.
    ///
    /// - Throws: ``SavedFormError/unwritable(path:reason:)`` naming the file
    ///   and why, or ``SavedFormError/full(limit:)``.
    package func save(_ form: SavedForm) throws(SavedFormError) -> SavedFormFile {
        let data = try form.encoded()
        for number in 1...Self.maximumCount {
            let candidate = file(number)
            guard !candidate.path.exists else { continue }
            do {
                if try candidate.file.create(with: data) { return candidate }
            } catch {
                throw .unwritable(path: candidate.path.description, reason: error.description)
            }
        }
        throw .full(limit: Self.maximumCount)
    }

    /// Puts back the forms offered and neither resumed nor discarded, for the next start.
    package func putBackOffered() {
        for offer in offered { offer.claim.putBack(among: self) }
        offered = []
    }

    /// Removes the temporary files that killed processes left beside the forms, Foundation's included.
    package func removeLeftoverTemporaryFiles() {
        AtomicFile.removeLeftoverTemporaryFiles(
            of: (1...Self.maximumCount).map { file($0).path.name }, in: storePath.folder,
            foundationMarker: SavedForm.format)
    }

    /// The most bytes a file kept beside the store adds to the store's name: the temporary file of the last
    /// form's, `.<store>.form-20.json.tmp-<process>-<random>`, at its longest.
    static let longestNameAddition = ".".utf8.count + ".form-\(maximumCount).json.tmp-\(Int32.max)-ffffffff".utf8.count

    /// Refuses a store whose name leaves no room for the names of the files kept beside it.
    ///
    /// Checked at start, since otherwise the store opens and works and only
    /// its unfinished forms are lost, at the first quit.
    ///
    /// - Throws: ``CirclesStoreError/unwritable(path:reason:)`` saying how long the name may be.
    package func checkNameLength() throws(CirclesStoreError) {
        let limit = storePath.folder.withCString { pathconf($0, Int32(_PC_NAME_MAX)) }
        let nameLimit = limit > 0 ? limit : 255
        let length = storePath.name.count
        guard length + Self.longestNameAddition > nameLimit else { return }
        throw .unwritable(
            path: storePath.description,
            reason: "its name is \(length) bytes long, and the unfinished forms kept beside it need names"
                + " \(Self.longestNameAddition) bytes longer, more than the \(nameLimit) its folder allows;"
                + " give it a name of at most \(nameLimit - Self.longestNameAddition) bytes")
    }
}
