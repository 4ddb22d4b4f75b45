import CirclesConsole
import CirclesVersions
import Foundation

/// An unfinished form kept between two runs of the demo: which version saved it, and its state.
///
/// On disk it is a small JSON object, pretty-printed with sorted keys:
///
/// ```json
/// {
///   "architecture" : "mvi",
///   "format" : "circles-saved-form",
///   "state" : { "circleName" : "Hikers", "mode" : "create", … },
///   "version" : 1
/// }
/// ```
///
/// `state` is whatever that version's form saved; only the same version
/// reads it back, since each version's state has its own shape.
package struct SavedForm: Equatable {
    /// The `--arch` name of the version that saved the form.
    package let architecture: String
    /// The version's own encoding of its state, as a JSON object.
    package let state: Data

    /// The form that the version named `architecture` saved as `state`, a JSON object of its own shape.
    package init(architecture: String, state: Data) {
        self.architecture = architecture
        self.state = state
    }

    /// What the `format` field must say.
    static let format = "circles-saved-form"
    /// The only layout this demo reads and writes.
    static let version = 1

    /// The largest file read back, in bytes.
    ///
    /// A form's state is a few hundred bytes; anything near this size was
    /// not written by the demo, and reading it whole would only stall the start.
    static let maximumFileBytes = 64 * 1024

    /// The file's content.
    ///
    /// - Throws: ``SavedFormError/notJSON`` when `state` is not a JSON object.
    package func encoded() throws(SavedFormError) -> Data {
        guard let stateObject = try? JSONSerialization.jsonObject(with: state) else { throw .notJSON }
        let object: [String: Any] = [
            "architecture": architecture, "format": Self.format, "state": stateObject, "version": Self.version,
        ]
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { throw .notJSON }
        return data
    }

    /// Reads a file's content back.
    ///
    /// - Throws: ``SavedFormError`` saying what is wrong; it never traps on any bytes.
    package static func decode(_ data: Data) throws(SavedFormError) -> SavedForm {
        guard data.count <= maximumFileBytes else { throw .tooLarge(limit: maximumFileBytes) }
        guard let parsed = try? JSONSerialization.jsonObject(with: data) else { throw .notJSON }
        guard let object = parsed as? [String: Any], object["format"] as? String == format else {
            throw .notASavedForm
        }
        guard let version = object["version"] as? Int else { throw .notASavedForm }
        guard version == Self.version else { throw .unknownVersion(version) }
        guard let architecture = object["architecture"] as? String, let state = object["state"] as? [String: Any],
            let stateData = try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys])
        else { throw .notASavedForm }
        guard Architecture(rawValue: architecture) != nil else { throw .unknownArchitecture(architecture) }
        return SavedForm(architecture: architecture, state: stateData)
    }
}

/// Why a saved form's file could not be read or written, as a phrase about the file.
package enum SavedFormError: Error, Equatable, CustomStringConvertible {
    /// The file is not JSON at all.
    case notJSON
    /// The file is JSON, but not a saved form.
    case notASavedForm
    /// The file was written by another version of the demo.
    case unknownVersion(Int)
    /// The form was saved by an `--arch` this demo does not have.
    case unknownArchitecture(String)
    /// The file is larger than any form the demo saves.
    case tooLarge(limit: Int)
    /// The file could not be read: a folder, a FIFO, no permission.
    case unreadable(String)
    /// The file at `path` could not be written or removed.
    case unwritable(path: String, reason: String)
    /// As many forms as may wait beside one store already do.
    case full(limit: Int)
    /// Other users' files take every place a form may take, up to `places`.
    case crowdedOut(places: Int)

    /// The phrase, such as "it is not valid JSON"; a failed write names the file.
    package var description: String {
        switch self {
        case .notJSON: "it is not valid JSON"
        case .notASavedForm: "it is not a saved circles form"
        case .unknownVersion(let version): "its format version \(version) is not one this demo reads"
        case .unknownArchitecture(let name):
            "it was saved by --arch \(name.quotedForError(upTo: 20)), which this demo does not have"
        case .tooLarge(let limit): "it is larger than \(limit) bytes, more than any form this demo saves"
        case .unreadable(let reason): "it cannot be read: \(reason)"
        case .unwritable(let path, let reason): "\(path.printable) cannot be written (\(reason.printable))"
        case .full(let limit): "\(limit) unfinished forms already wait beside the store; resume or discard one first"
        case .crowdedOut(let places):
            "other users' files beside the store take every place for a form, all \(places) of them; remove them first"
        }
    }
}
