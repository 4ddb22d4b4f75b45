/// Why a saved form could not be put back, in words for the person whose form it was.
public struct SavedStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the saved data.
    public let reason: String

    /// An error for `reason`, a phrase that follows "the saved form could not be used: ".
    public init(reason: String) {
        self.reason = reason
    }

    /// An error for a failed `JSONDecoder` run: which field, and what was wrong with it.
    ///
    /// A raw `DecodingError` prints its whole context; one short phrase is
    /// what a person can act on.
    public init(decoding error: any Error) {
        guard let error = error as? DecodingError else {
            self.init(reason: "\(error)")
            return
        }
        switch error {
        case .dataCorrupted(let context):
            self.init(reason: Self.phrase(context, "it is not valid JSON"))
        case .keyNotFound(let key, let context):
            self.init(reason: Self.phrase(context, "the field \(key.stringValue) is missing"))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            self.init(reason: Self.phrase(context, "a field has the wrong type"))
        @unknown default:
            self.init(reason: "it does not decode")
        }
    }

    /// The reason as one phrase.
    public var description: String { reason }

    private static func phrase(_ context: DecodingError.Context, _ fallback: String) -> String {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        guard !path.isEmpty else { return fallback }
        return "\(path): \(context.debugDescription)"
    }
}
