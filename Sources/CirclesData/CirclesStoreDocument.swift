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
/// file so that identifiers stay unique across processes sharing it.
struct CirclesStoreDocument: Codable {
    /// The value of `format` in every circles store.
    static let formatMarker = "circles-store"
    /// The only format version this program reads and writes.
    static let supportedVersion = 1
    /// The largest `nextId` accepted: the largest whole number a JSON number holds exactly.
    static let largestNextId = 1 << 53

    let format: String
    let version: Int
    let nextId: Int
    let circles: [CircleConfigModel]

    /// The first two fields, read first so that a later version is recognised whatever its shape.
    private struct Header: Decodable {
        let format: String?
        let version: Int?
    }

    /// The document that stores `collection`.
    init(_ collection: CircleCollection) {
        format = Self.formatMarker
        version = Self.supportedVersion
        nextId = collection.nextIdNumber
        circles = collection.circles
    }

    /// The circles held in `data`, read from the file at `path`.
    ///
    /// - Throws: ``CirclesStoreError/corrupt(path:reason:)`` or
    ///   ``CirclesStoreError/unsupportedVersion(path:found:supported:)``.
    static func collection(decoding data: Data, path: String) throws -> CircleCollection {
        func corrupt(_ reason: String) -> CirclesStoreError { .corrupt(path: path, reason: reason) }
        guard !data.isEmpty else { throw corrupt("the file is empty") }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw corrupt((error as? DecodingError)?.reasonInStore ?? "\(error)")
        }
        guard let format = header.format else { throw corrupt("it has no \"format\" marker") }
        guard format == formatMarker else {
            throw corrupt("its format is \"\(format)\", not \"\(formatMarker)\"")
        }
        guard let version = header.version else { throw corrupt("it has no format version") }
        guard version == supportedVersion else {
            throw CirclesStoreError.unsupportedVersion(
                path: path, found: version, supported: supportedVersion)
        }
        let document: Self
        do {
            document = try decoder.decode(Self.self, from: data)
        } catch {
            throw corrupt((error as? DecodingError)?.reasonInStore ?? "\(error)")
        }
        guard (1...largestNextId).contains(document.nextId) else {
            throw corrupt("nextId \(document.nextId) is not between 1 and \(largestNextId)")
        }
        var seen: Set<String> = []
        if let repeated = document.circles.first(where: { !seen.insert($0.id).inserted }) {
            throw corrupt("the id \"\(repeated.id)\" is used by more than one circle")
        }
        return CircleCollection(circles: document.circles, nextIdNumber: document.nextId)
    }

    /// The file's bytes for `collection`.
    ///
    /// Pretty-printed with sorted keys and a final new line, so a person can read and diff it.
    static func encoded(_ collection: CircleCollection) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(Self(collection))
        data.append(UInt8(ascii: "\n"))
        return data
    }
}

extension DecodingError {
    /// What is wrong with a store file, naming the field as a JSON path such as `circles[2].name`.
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
