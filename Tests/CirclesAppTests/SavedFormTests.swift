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
}
