import CirclesConsole
import CirclesVersions
import Foundation

@testable import CirclesApp

/// The JSON record of which presenter calls each console command makes, for one version.
///
/// ```json
/// {
///   "architecture" : "mvp",
///   "interactions" : {
///     "back" : {
///       "after" : [ "new", "name Hikers" ],
///       "calls" : [
///         { "method" : "onExitFromCreateCircleFlowRequested",
///           "params" : { "createCircleRequestDomain" : { "circleName" : "Hikers", "coverPhoto" : null } } }
///       ]
///     },
///     …
/// ```
///
/// Keys are sorted and `null` is written out, so the file is byte-stable
/// and a missing cover reads as missing rather than as a forgotten field.
struct InteractionRecord: Encodable {
    /// One interaction's situation and calls.
    struct Entry: Encodable {
        let after: [String]
        let calls: [Call]
    }

    /// One presenter call.
    struct Call: Encodable {
        let method: String
        let params: [String: Value]

        init(_ call: PresenterCall) {
            method = call.method
            params = Dictionary(uniqueKeysWithValues: call.arguments.map { ($0.label, Value($0.value)) })
        }
    }

    /// A parameter's value as JSON: a string, `null`, or the form's request as an object.
    struct Value: Encodable {
        let value: PresenterCall.Value

        init(_ value: PresenterCall.Value) {
            self.value = value
        }

        func encode(to encoder: any Encoder) throws {
            switch value {
            case .text(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .none:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .request(let request):
                var container = encoder.container(keyedBy: RequestKey.self)
                try container.encode(request.circleName, forKey: .circleName)
                try container.encode(request.coverPhoto, forKey: .coverPhoto)
            }
        }

        private enum RequestKey: String, CodingKey {
            case circleName, coverPhoto
        }
    }

    let architecture: String
    let interactions: [String: Entry]

    /// The record as the file holds it, ending in a new line.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
