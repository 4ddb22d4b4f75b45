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
///
/// Forms are counted and offered per owner. In a shared folder another user
/// may leave files under these names, by mistake or on purpose: they are
/// never opened, never offered and never counted among this user's twenty;
/// a form goes to the next free place past them (up to ``lastPlace``), and
/// the session says once, with their number, that they were left alone.
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

    /// The most forms of one user that wait beside one store.
    static let maximumCount = 20
    /// The last place a form may take, when other users' files take places before it.
    static let lastPlace = 9_999

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

    /// The files beside the store named as forms are, as one listing of its folder finds them.
    private struct Listing {
        /// This user's forms waiting in their places, by place.
        var waiting: [(place: Int, file: SavedFormFile)] = []
        /// This user's forms left claimed, by this session or another, in the order of their names.
        var claimed: [FileSystemPath] = []
        /// Each such file another user made, which is left alone, with its owner.
        var others: [(file: SavedFormFile, owner: uid_t)] = []
        /// The highest place any file takes, this user's or another's.
        var highestPlace = 0

        /// Notes the form's file at `place`, this user's or another's.
        mutating func note(place: Int, of path: FileSystemPath) {
            guard let status = path.linkStatus() else { return }
            highestPlace = max(highestPlace, place)
            if status.st_uid == geteuid() {
                waiting.append((place, SavedFormFile(path: path)))
            } else {
                others.append((SavedFormFile(path: path), status.st_uid))
            }
        }

        /// Notes the claimed form's file at `path`, this user's or another's.
        mutating func noteClaimed(_ path: FileSystemPath) {
            guard let status = path.linkStatus() else { return }
            if status.st_uid == geteuid() {
                claimed.append(path)
            } else {
                others.append((SavedFormFile(path: path), status.st_uid))
            }
        }
    }

    /// Lists the forms' files beside the store, telling this user's from those of others by their owners.
    private func listing() -> Listing {
        let claimed = claimedPrefix
        let suffix = Array(".json".utf8)
        var listing = Listing()
        for name in (storePath.folder.folderEntries() ?? []).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let path = storePath.folder.appending(component: name)
            if let place = place(ofName: name) {
                listing.note(place: place, of: path)
            } else if name.starts(with: claimed), name.count > claimed.count + suffix.count,
                name.suffix(suffix.count).elementsEqual(suffix)
            {
                listing.noteClaimed(path)
            }
        }
        listing.waiting.sort { $0.place < $1.place }
        return listing
    }

    /// Whether `file` is one of the places beside the store, rather than a claimed form's file.
    func isPlace(_ file: SavedFormFile) -> Bool {
        file.path.folder == storePath.folder && place(ofName: file.path.name) != nil
    }

    /// The place a file of this name beside the store is: 1 for `<store>.form.json`, N for `<store>.form-N.json`
    /// with N from 2 to ``lastPlace`` written without a leading zero; `nil` for any other name.
    private func place(ofName name: [UInt8]) -> Int? {
        let prefix = storePath.name + Array(".form".utf8)
        let suffix = Array(".json".utf8)
        guard name.starts(with: prefix), name.count >= prefix.count + suffix.count,
            name.suffix(suffix.count).elementsEqual(suffix)
        else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        if middle.isEmpty { return 1 }
        let digits = middle.dropFirst()
        guard middle.first == UInt8(ascii: "-"), digits.first != UInt8(ascii: "0"),
            digits.count <= String(Self.lastPlace).count, digits.allSatisfy({ (0x30...0x39).contains($0) }),
            let place = Int(String(decoding: digits, as: UTF8.self)), (2...Self.lastPlace).contains(place)
        else { return nil }
        return place
    }

    /// Claims every form of this user waiting beside the store, in the order of its places, then every form a
    /// session that ended left claimed; each file comes with the claim, or why it was not claimed. The files
    /// other users made are neither opened nor claimed: they come apart, each with its owner.
    package func claimWaiting() -> (
        claims: [(file: SavedFormFile, claim: Result<ClaimedForm, ClaimedForm.Refusal>)],
        others: [(file: SavedFormFile, owner: uid_t)]
    ) {
        let listing = listing()
        let files = listing.waiting.map(\.file) + listing.claimed.map { SavedFormFile(path: $0) }
        let claims = files.map { file in
            (file, ClaimedForm.claim(file.path, waitingAs: file, renamingTo: claimedPath()))
        }
        return (claims, listing.others)
    }

    /// How many of this user's forms wait beside the store, claimed or not.
    package var waitingCount: Int {
        let listing = listing()
        return listing.waiting.count + listing.claimed.count
    }

    /// Saves `form` in the first free place and returns its file.
    ///
    /// A place another user's file takes is passed over, uncounted: only
    /// this user's forms count towards ``maximumCount``.
    ///
    /// - Throws: ``SavedFormError/unwritable(path:reason:)`` naming the file
    ///   and why, ``SavedFormError/full(limit:)``, or, when other users' files
    ///   take every place up to ``lastPlace``, ``SavedFormError/crowdedOut(places:)``.
    package func save(_ form: SavedForm) throws(SavedFormError) -> SavedFormFile {
        let data = try form.encoded()
        var own = 0
        for number in 1...Self.lastPlace {
            let candidate = file(number)
            if let status = candidate.path.linkStatus() {
                if status.st_uid == geteuid() { own += 1 }
                if own >= Self.maximumCount { throw .full(limit: Self.maximumCount) }
                continue
            }
            do {
                if try candidate.file.create(with: data) { return candidate }
            } catch {
                throw .unwritable(path: candidate.path.description, reason: error.description)
            }
        }
        throw .crowdedOut(places: Self.lastPlace)
    }

    /// The places a form may take, in order: those of forms put back for another session to claim.
    package var places: some Sequence<SavedFormFile> {
        (1...Self.lastPlace).lazy.map(file)
    }

    /// Puts back the forms offered and neither resumed nor discarded, for the next start.
    package func putBackOffered() {
        for offer in offered { offer.claim.putBack(among: self) }
        offered = []
    }

    /// Removes the temporary files that killed processes left beside the forms, Foundation's included.
    package func removeLeftoverTemporaryFiles() {
        let lastUsed = max(Self.maximumCount, min(listing().highestPlace + 1, Self.lastPlace))
        AtomicFile.removeLeftoverTemporaryFiles(
            of: (1...lastUsed).map { file($0).path.name }, in: storePath.folder, foundationMarker: SavedForm.format)
    }

    /// The most bytes a file kept beside the store adds to the store's name: the temporary file of the last
    /// place's form, `.<store>.form-9999.json.tmp-<process>-<random>`, at its longest.
    static let longestNameAddition = ".".utf8.count + ".form-\(lastPlace).json.tmp-\(Int32.max)-ffffffff".utf8.count

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
