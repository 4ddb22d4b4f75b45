import Foundation
import Testing

/// One attack through the files beside the demo: the store and saved form
/// put there, what is typed, and what must come of it.
///
/// Expected text may say `<folder>` for the test's folder. Whatever the
/// case, neither output may hold a character that drives or fools a terminal
/// (``forbidden``), and a store left usable must still open on the next start.
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// What a file must hold after the run.
    enum After: Sendable {
        /// Byte for byte what the case put there (or still nothing).
        case unchanged
        /// A file holding each of these pieces of text.
        case containing([String])
        /// No file any more; for a saved form, moved to `.stale`, byte for byte.
        case movedAside
    }

    /// What the attack is, as the test's name shows it.
    let name: String
    /// The store file's text, at `<folder>/<storeName>`.
    var store: String = HostileCase.sampleStore()
    /// The saved form's text, at `<store>.form.json`, or none.
    var form: String?
    /// The store's file name: it may itself hold an escape sequence.
    var storeName = "circles.json"
    /// What is typed, through a pipe.
    var input = "quit\n"
    /// The exit status the run must end with.
    let status: Int32
    /// Pieces standard output must hold.
    var output: [String] = []
    /// Pieces standard error must hold.
    var errorOutput: [String] = []
    /// What the store file must hold afterwards.
    var storeAfter = After.unchanged
    /// What the saved-form file must hold afterwards.
    var formAfter = After.unchanged

    /// The attack, naming the test case.
    var testDescription: String { name }

    /// Characters no output may hold raw: ESC, BEL, CSI, the right-to-left override, a zero-width space.
    static let forbidden: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\u{200B}"]

    /// A version 1 store of `circles` (each a JSON object's inside) with `extra` top-level fields.
    static func sampleStore(
        circles: [String] = [
            #""id": "sample-1", "name": "Family", "coverPhoto": "https://example.com/family.jpg""#,
            #""id": "sample-2", "name": "Book club""#,
        ],
        nextId: String = "1",
        extra: String = ""
    ) -> String {
        let list = circles.map { "{\($0)}" }.joined(separator: ", ")
        return #"{"format": "circles-store", "version": 1, "nextId": \#(nextId), \#(extra)"circles": [\#(list)]}"#
    }

    /// A saved MVI form of a new circle named `name`, with the cover `cover` if any (JSON string contents).
    static func savedForm(architecture: String = "mvi", name: String = "Hikers", cover: String? = nil) -> String {
        let coverField = cover.map { #""coverPhoto": "\#($0)", "# } ?? ""
        return #"""
            {"architecture": "\#(architecture)", "format": "circles-saved-form", "version": 1,
             "state": {"circleName": "\#(name)", \#(coverField)"committingChanges": false, "ctaEnabled": true,
             "mode": "create"}}
            """#
    }
}
