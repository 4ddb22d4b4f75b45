import Foundation
import Testing

@testable import CirclesApp

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
        let forms = SavedForms(storeURL: URL(fileURLWithPath: "/data/circles/circles.json"))

        #expect(forms.file(1).path == "/data/circles/circles.json.form.json")
        #expect(forms.file(2).path == "/data/circles/circles.json.form-2.json")
    }

    @Test("A file set aside is renamed to the first free .stale name, never replacing an earlier one")
    func moveAside() async throws {
        try await withTemporaryFolder { folder in
            let file = SavedForms(storeURL: folder.appending(component: "circles.json")).file(1)
            try Data("first".utf8).write(to: file.url)
            let first = file.moveAside()
            try Data("second".utf8).write(to: file.url)

            let second = file.moveAside()

            #expect(first?.lastPathComponent == "circles.json.form.json.stale")
            #expect(second?.lastPathComponent == "circles.json.form.json.stale-2")
            #expect(try String(decoding: Data(contentsOf: try #require(first)), as: UTF8.self) == "first")
            #expect(try String(decoding: Data(contentsOf: try #require(second)), as: UTF8.self) == "second")
            #expect(try file.read() == nil)
        }
    }

    /// Runs `body` with the saved forms of a new store.
    private func withForms(_ body: (SavedForms) throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data("{}".utf8).write(to: store)
            try body(SavedForms(storeURL: store))
        }
    }

    @Test("A form saved beside others takes the first free file; one resumed goes back to its own while it holds it")
    func savingAmongOthers() async throws {
        try await withForms { forms in
            let first = SavedForm(architecture: "mvi", state: Data(#"{"circleName":"First"}"#.utf8))
            let second = SavedForm(architecture: "mvi", state: Data(#"{"circleName":"Second"}"#.utf8))

            #expect(try forms.save(first, replacing: nil) == forms.file(1))
            #expect(try forms.save(second, replacing: nil) == forms.file(2))
            let copy = try #require(try forms.file(1).read())
            #expect(try forms.save(second, replacing: copy) == forms.file(1))

            #expect(try forms.file(1).read()?.form == second)
            #expect(try forms.file(2).read()?.form == second)
            #expect(forms.existingFiles() == [forms.file(1), forms.file(2)])
        }
    }

    @Test("A copy whose file another session changed meanwhile is neither replaced nor removed")
    func copyChangedMeanwhile() async throws {
        try await withForms { forms in
            let mine = SavedForm(architecture: "mvi", state: Data(#"{"circleName":"Mine"}"#.utf8))
            let theirs = SavedForm(architecture: "mvi", state: Data(#"{"circleName":"Theirs"}"#.utf8))
            _ = try forms.save(mine, replacing: nil)
            let copy = try #require(try forms.file(1).read())
            try forms.file(1).file.remove()
            _ = try forms.save(theirs, replacing: nil)

            let removed = try forms.remove(copy)
            let saved = try forms.save(mine, replacing: copy)

            #expect(!removed)
            #expect(saved == forms.file(2))
            #expect(try forms.file(1).read()?.form == theirs)
            #expect(try forms.file(2).read()?.form == mine)
        }
    }
}
