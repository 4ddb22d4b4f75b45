import CirclesDomain
import Foundation

/// The content of a JSON store file, format version 1, and the checks made on reading it.
///
/// ```json
/// {
///   "circles" : [
///     { "coverPhoto" : "https://example.com/family.jpg", "id" : "sample-1", "name" : "Family" },
///     { "id" : "sample-2", "name" : "Book club" }
///   ],
///   "format" : "circles-store",
///   "nextId" : 1,
///   "version" : 1
/// }
/// ```
///
/// `format` marks the file as ours, so another JSON file given by mistake is
/// refused rather than overwritten; `version` lets a later program change the
/// shape; `nextId` is the number of the next `circle-N` identifier, kept in the
/// file so that identifiers stay unique across processes sharing it. Other
/// fields, at the top level or in a circle, are kept as they are and written
/// back, so that an older program does not drop what a newer one stored.
///
/// A file is accepted only if this program could have written it: every
/// name follows ``ShouldAllowFormSubmissionUseCase``, no text holds a
/// control character, identifiers are unique and not empty, and `nextId` is
/// in the range the loader accepts, which creating a circle never leaves.
enum CirclesStoreDocument {
    /// The value of `format` in every circles store.
    static let formatMarker = "circles-store"
    /// The only format version this program reads and writes.
    static let supportedVersion = 1
    /// The largest `nextId` accepted: the largest whole number a JSON number holds exactly.
    static let largestNextId = CircleCollection.largestNextIdNumber

    private static let knownFields: Set = ["format", "version", "nextId", "circles"]
    private static let knownCircleFields: Set = ["id", "name", "coverPhoto"]

    /// The circles held in `data`, read from the file at `path`.
    ///
    /// - Throws: ``CirclesStoreError/corrupt(path:reason:)`` naming the first
    ///   field that is wrong, such as `circles[2].name`, or
    ///   ``CirclesStoreError/unsupportedVersion(path:found:supported:)``.
    static func collection(decoding data: Data, path: String) throws(CirclesStoreError) -> CircleCollection {
        do {
            return try read(data)
        } catch let problem as Problem {
            throw .corrupt(path: path, reason: problem.reason)
        } catch let version as UnsupportedVersion {
            throw .unsupportedVersion(path: path, found: version.found, supported: supportedVersion)
        } catch {
            throw .corrupt(path: path, reason: (error as? DecodingError)?.reasonInStore ?? "it is not valid JSON")
        }
    }

    /// The file's bytes for `collection`.
    ///
    /// Pretty-printed with sorted keys and a final new line, so a person can read and diff it.
    static func encoded(_ collection: CircleCollection) throws -> Data {
        var document = collection.unknownFields.document
        document["format"] = .string(formatMarker)
        document["version"] = .integer(supportedVersion)
        document["nextId"] = .integer(collection.nextIdNumber)
        document["circles"] = .array(
            collection.circles.map { circle in
                var fields = collection.unknownFields.circles[circle.id] ?? [:]
                fields["id"] = .string(circle.id)
                fields["name"] = .string(circle.name)
                fields["coverPhoto"] = circle.coverPhoto.map(JSONValue.string)
                return .object(fields)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(JSONValue.object(document))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// What is wrong with the file, as the phrase in parentheses of the message.
    private struct Problem: Error {
        let reason: String
    }

    private struct UnsupportedVersion: Error {
        let found: Int
    }

    private static func read(_ data: Data) throws -> CircleCollection {
        guard !data.isEmpty else { throw Problem(reason: "the file is empty") }
        let root = try JSONDecoder().decode(JSONValue.self, from: data)
        guard case .object(let fields) = root else {
            throw Problem(reason: root == .null ? "it is null, not a JSON object" : "it is not a JSON object")
        }
        guard let format = fields["format"] else { throw Problem(reason: #"it has no "format" marker"#) }
        guard case .string(let formatText) = format else { throw Problem(reason: "format has the wrong type") }
        guard formatText == formatMarker else {
            throw Problem(reason: "its format is \"\(formatText)\", not \"\(formatMarker)\"")
        }
        guard let version = fields["version"] else { throw Problem(reason: "it has no format version") }
        guard case .integer(let versionNumber) = version else { throw Problem(reason: "version has the wrong type") }
        guard versionNumber == supportedVersion else { throw UnsupportedVersion(found: versionNumber) }
        let nextId = try nextIdNumber(fields["nextId"])
        let circleValues = try array(fields["circles"], at: "circles")
        var circles: [CircleConfigModel] = []
        var unknownFields = CircleCollection.UnknownFields(
            document: fields.filter { !knownFields.contains($0.key) })
        var seen: Set<String> = []
        for (index, value) in circleValues.enumerated() {
            let (circle, unknown) = try self.circle(value, at: "circles[\(index)]")
            guard seen.insert(circle.id).inserted else {
                throw Problem(reason: "the id \"\(circle.id)\" is used by more than one circle")
            }
            circles.append(circle)
            if !unknown.isEmpty { unknownFields.circles[circle.id] = unknown }
        }
        return CircleCollection(circles: circles, nextIdNumber: nextId, unknownFields: unknownFields)
    }

    private static func nextIdNumber(_ value: JSONValue?) throws -> Int {
        let range = "between 1 and \(largestNextId)"
        switch value {
        case nil: throw Problem(reason: "nextId is missing")
        case .null: throw Problem(reason: "nextId is null")
        case .integer(let number):
            guard (1...largestNextId).contains(number) else {
                throw Problem(reason: "nextId \(number) is not \(range)")
            }
            return number
        case .number(let number):
            guard number.rounded() == number, number >= 1, number <= Double(largestNextId) else {
                throw Problem(reason: "nextId \(number) is not a whole number \(range)")
            }
            return Int(number)
        default: throw Problem(reason: "nextId has the wrong type")
        }
    }

    private static func circle(
        _ value: JSONValue,
        at path: String
    ) throws -> (CircleConfigModel, [String: JSONValue]) {
        guard case .object(let fields) = value else { throw Problem(reason: "\(path) has the wrong type") }
        let id = try text(fields["id"], at: "\(path).id")
        if id.isEmpty { throw Problem(reason: "\(path).id is empty") }
        let name = try text(fields["name"], at: "\(path).name")
        if let problem = ShouldAllowFormSubmissionUseCase.problem(withName: name) {
            throw Problem(reason: "\(path).name \(problem)")
        }
        let coverPhoto: String?
        switch fields["coverPhoto"] {
        case nil, .null: coverPhoto = nil
        default: coverPhoto = try text(fields["coverPhoto"], at: "\(path).coverPhoto")
        }
        return (
            CircleConfigModel(id: id, name: name, coverPhoto: coverPhoto),
            fields.filter { !knownCircleFields.contains($0.key) }
        )
    }

    /// The text at `path`, which must be a string without control characters.
    private static func text(_ value: JSONValue?, at path: String) throws -> String {
        switch value {
        case nil: throw Problem(reason: "\(path) is missing")
        case .null: throw Problem(reason: "\(path) is null")
        case .string(let text):
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw Problem(reason: "\(path) holds control characters")
            }
            return text
        default: throw Problem(reason: "\(path) has the wrong type")
        }
    }

    private static func array(_ value: JSONValue?, at path: String) throws -> [JSONValue] {
        switch value {
        case nil: throw Problem(reason: "\(path) is missing")
        case .null: throw Problem(reason: "\(path) is null")
        case .array(let elements): return elements
        default: throw Problem(reason: "\(path) has the wrong type")
        }
    }
}

extension DecodingError {
    /// What is wrong with a store file that does not parse, naming the field as a JSON path such as `nextId`.
    var reasonInStore: String {
        switch self {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            "it is not valid JSON"
        case .dataCorrupted(let context):
            "\(context.codingPath.jsonPath) has an invalid value"
        case .keyNotFound(let key, let context):
            "\((context.codingPath + [key]).jsonPath) is missing"
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            "it is not a JSON object"
        case .typeMismatch(_, let context):
            "\(context.codingPath.jsonPath) has the wrong type"
        case .valueNotFound(_, let context) where context.codingPath.isEmpty:
            "it is null, not a JSON object"
        case .valueNotFound(_, let context):
            "\(context.codingPath.jsonPath) is null"
        @unknown default:
            "it does not have the shape of a circles store"
        }
    }
}

extension [any CodingKey] {
    /// The path as a person would write it: `circles[2].name`.
    fileprivate var jsonPath: String {
        reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}
