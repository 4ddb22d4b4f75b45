import CirclesData
import CirclesSavedForms
import CirclesTestSupport
import Foundation
import Testing

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
            let mine = forms.claimWaiting()
            let other = SavedForms(storePath: forms.storePath)

            let whileClaimed = other.claimWaiting()
            let claim = try #require(try mine.first?.claim.get())
            claim.letGo()
            let afterwards = other.claimWaiting()

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
            let claims = forms.claimWaiting().compactMap { try? $0.claim.get() }

            let back = claims[0].putBack(among: forms)
            try claims[1].remove()

            #expect(back == forms.file(1))
            #expect(try forms.file(1).file.contents().map(SavedForm.decode) == Self.form("Kept"))
            #expect(!forms.file(2).path.exists)
            #expect(forms.waitingCount == 1)
        }
    }
}
