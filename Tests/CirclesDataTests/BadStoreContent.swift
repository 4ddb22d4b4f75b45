import CirclesData
import Foundation
import Testing

/// A store file that cannot be used, and the error it must give.
enum BadStoreContent: CaseIterable, Sendable, CustomTestStringConvertible {
    case empty
    case notJSON
    case truncated
    case notAnObject
    case noFormat
    case otherFormat
    case unknownVersion
    case missingField
    case duplicateIds
    case nextIdOutOfRange

    var testDescription: String { "\(self)" }

    var bytes: Data {
        let text: String
        switch self {
        case .empty: text = ""
        case .notJSON: text = "Family, Book club\n"
        case .truncated: text = String(JSONFileCirclesRepositoryTests.sampleStoreText.prefix(120))
        case .notAnObject: text = "[1, 2, 3]"
        case .noFormat: text = #"{"version": 1}"#
        case .otherFormat: text = #"{"format": "photo-album", "version": 1}"#
        case .unknownVersion: text = #"{"format": "circles-store", "version": 2, "shelves": []}"#
        case .missingField: text = Self.store(circles: #"{"id": "a"}"#)
        case .duplicateIds:
            text = Self.store(circles: #"{"id": "a", "name": "A"}, {"id": "a", "name": "B"}"#)
        case .nextIdOutOfRange: text = Self.store(circles: "", nextId: 0)
        }
        return Data(text.utf8)
    }

    /// A version 1 store with `circles` as the inside of its array.
    private static func store(circles: String, nextId: Int = 1) -> String {
        #"{"format": "circles-store", "version": 1, "nextId": \#(nextId), "circles": [\#(circles)]}"#
    }

    func expectedError(path: String) -> CirclesStoreError {
        switch self {
        case .empty: .corrupt(path: path, reason: "the file is empty")
        case .notJSON, .truncated: .corrupt(path: path, reason: "it is not valid JSON")
        case .notAnObject: .corrupt(path: path, reason: "it is not a JSON object")
        case .noFormat: .corrupt(path: path, reason: #"it has no "format" marker"#)
        case .otherFormat:
            .corrupt(path: path, reason: #"its format is "photo-album", not "circles-store""#)
        case .unknownVersion: .unsupportedVersion(path: path, found: 2, supported: 1)
        case .missingField: .corrupt(path: path, reason: "circles[0].name is missing")
        case .duplicateIds:
            .corrupt(path: path, reason: #"the id "a" is used by more than one circle"#)
        case .nextIdOutOfRange:
            .corrupt(path: path, reason: "nextId 0 is not between 1 and 9007199254740992")
        }
    }
}
