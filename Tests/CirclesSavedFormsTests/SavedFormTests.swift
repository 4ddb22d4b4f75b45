import CirclesData
import CirclesSavedForms
import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The saved-form file's format, and how a file that cannot be used is set aside.
@Suite("Saved form")
struct SavedFormTests {
    private static let state = Data(#"{"circleName":"Hikers","mode":"create"}"#.utf8)

    @Test("A saved form reads back as it was written")
    func roundTrip() throws {
        let form = SavedForm(architecture: "mvi", state: Self.state)

        let decoded = try SavedForm.decode(try form.encoded())

        #expect(decoded == form)
    }

    @Test(
        "A file that is not a saved form of this format says what is wrong, in a phrase",
        arguments: [
            ("{", SavedFormError.notJSON),
            (#"{"format":"circles-store","version":1}"#, .notASavedForm),
            (#"{"format":"circles-saved-form","version":2,"architecture":"mvi","state":{}}"#, .unknownVersion(2)),
            (#"{"format":"circles-saved-form","version":1,"architecture":"mvi","state":"Hikers"}"#, .notASavedForm),
            ("[1, 2]", .notASavedForm),
        ])
    func badContent(content: String, error: SavedFormError) {
        #expect(throws: error) { try SavedForm.decode(Data(content.utf8)) }
    }

    @Test("The files sit next to the store, named after it: the first .form.json, the next .form-2.json")
    func path() {
        let forms = SavedForms(storePath: FileSystemPath("/data/circles/circles.json"))

        #expect(forms.file(1).path == FileSystemPath("/data/circles/circles.json.form.json"))
        #expect(forms.file(2).path == FileSystemPath("/data/circles/circles.json.form-2.json"))
    }

    @Test("A file set aside is renamed to the first free .stale name, never replacing an earlier one")
    func moveAside() async throws {
        try await withTemporaryFolder { folder in
            let file = SavedForms(storePath: FileSystemPath(folder.appending(component: "circles.json").filePath)).file(
                1)
            let url = URL(fileURLWithPath: file.path.description)
            try Data("first".utf8).write(to: url)
            let first = file.moveAside()
            try Data("second".utf8).write(to: url)

            let second = file.moveAside()

            #expect(first?.name == Array("circles.json.form.json.stale".utf8))
            #expect(second?.name == Array("circles.json.form.json.stale-2".utf8))
            #expect(try AtomicFile(path: try #require(first)).contents() == Data("first".utf8))
            #expect(try AtomicFile(path: try #require(second)).contents() == Data("second".utf8))
            #expect(!file.path.exists)
        }
    }

    /// Runs `body` with the saved forms of a new store.
    private func withForms(_ body: (SavedForms) throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data("{}".utf8).write(to: store)
            try body(SavedForms(storePath: FileSystemPath(store.filePath)))
        }
    }

    private static func form(_ name: String) -> SavedForm {
        SavedForm(architecture: "mvi", state: Data(#"{"circleName":"\#(name)"}"#.utf8))
    }

    @Test("Each form saved takes the first free file, created whole, and never replaces one saved before")
    func savingAmongOthers() async throws {
        try await withForms { forms in
            #expect(try forms.save(Self.form("First")) == forms.file(1))
            #expect(try forms.save(Self.form("Second")) == forms.file(2))
            try forms.file(1).file.remove()

            #expect(try forms.save(Self.form("Third")) == forms.file(1))
            #expect(try forms.file(2).file.contents().map(SavedForm.decode) == Self.form("Second"))
            #expect(forms.waitingCount == 2)
        }
    }

    @Test("A form claimed by one session is not claimed by another, until the first lets it go")
    func claimIsExclusive() async throws {
        try await withForms { forms in
            _ = try forms.save(Self.form("Shared"))
            let mine = forms.claimWaiting().claims
            let other = SavedForms(storePath: forms.storePath)

            let whileClaimed = other.claimWaiting().claims
            let claim = try #require(try mine.first?.claim.get())
            claim.letGo()
            let afterwards = other.claimWaiting().claims

            #expect(mine.count == 1 && (try? mine[0].claim.get().content.get()) == Self.form("Shared"))
            #expect(whileClaimed.allSatisfy { (try? $0.claim.get()) == nil })
            #expect(afterwards.count == 1 && (try? afterwards[0].claim.get().content.get()) == Self.form("Shared"))
            #expect(!forms.file(1).path.exists)
        }
    }

    @Test("A claimed form put back waits under its name again; one discarded is gone")
    func putBackOrRemove() async throws {
        try await withForms { forms in
            _ = try forms.save(Self.form("Kept"))
            _ = try forms.save(Self.form("Dropped"))
            let claims = forms.claimWaiting().claims.compactMap { try? $0.claim.get() }

            let back = claims[0].putBack(among: forms)
            try claims[1].remove()

            #expect(back == forms.file(1))
            #expect(try forms.file(1).file.contents().map(SavedForm.decode) == Self.form("Kept"))
            #expect(!forms.file(2).path.exists)
            #expect(forms.waitingCount == 1)
        }
    }

    @Test(
        "Forms other users' files take no place: a form goes past them, and only this user's are counted and claimed",
        .enabled(if: geteuid() == 0, "only the superuser can give a file to another user"))
    func othersFormsTakeNoPlace() async throws {
        try await withForms { forms in
            let claimed = (1...5).map {
                forms.storePath.folder.appending(component: Array("circles.json.form-claimed-8000000\($0).json".utf8))
            }
            let planted = (1...20).map { forms.file($0).path } + claimed
            for path in planted {
                try Data("planted".utf8).write(to: URL(fileURLWithPath: path.description))
                #expect(chown(path.description, 4242, 4242) == 0)
            }

            let saved = try forms.save(Self.form("Mine"))
            let (claims, others) = forms.claimWaiting()

            #expect(saved == forms.file(21))
            #expect(claims.count == 1 && (try? claims[0].claim.get().content.get()) == Self.form("Mine"))
            #expect(others.map(\.owner) == Array(repeating: 4242, count: 25))
            #expect(Set(others.map(\.file.path)) == Set(planted))
            for path in planted { #expect(try AtomicFile(path: path).contents() == Data("planted".utf8)) }
        }
    }

    @Test("Only .form.json and .form-2.json to .form-9999.json are places; other names beside the store are not forms")
    func places() async throws {
        try await withForms { forms in
            for name in ["form-1", "form-07", "form-10000", "form-x", "form-2.json", "forms", "form-"] {
                let path = forms.storePath.appending(".\(name).json")
                try Data("{}".utf8).write(to: URL(fileURLWithPath: path.description))
            }
            _ = try forms.save(Self.form("Mine"))
            let last = forms.storePath.appending(".form-9999.json")
            try AtomicFile(path: forms.file(1).path).remove()
            try Data("{}".utf8).write(to: URL(fileURLWithPath: last.description))

            #expect(forms.waitingCount == 1)
        }
    }
}
