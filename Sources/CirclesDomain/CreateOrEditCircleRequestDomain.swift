/// What the form sends when a circle is created or edited.
///
/// The name mirrors the talk's `CreateOrEditCircleRequestDomain`. The name is
/// kept exactly as typed; use cases trim it when they judge or store it.
public struct CreateOrEditCircleRequestDomain: Equatable, Hashable, Sendable, Codable {
    /// The name as typed in the form.
    public let circleName: String
    /// The cover photo URL as typed, or `nil` when the form has none.
    public let coverPhoto: String?

    /// Creates a request from the form's fields.
    public init(circleName: String, coverPhoto: String? = nil) {
        self.circleName = circleName
        self.coverPhoto = coverPhoto
    }

    /// The request of an empty form: no name, no cover.
    public static let empty = CreateOrEditCircleRequestDomain(circleName: "")

    /// The name with surrounding white space and new lines removed, as it would be stored.
    public var trimmedName: String {
        circleName.trimmingWhitespace()
    }

    /// The cover photo as it would be stored: `nil` when blank.
    public var normalizedCoverPhoto: String? {
        guard let coverPhoto else { return nil }
        let trimmed = coverPhoto.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Whether the form holds anything a user would lose by leaving it.
    public var hasAnyInput: Bool {
        !circleName.trimmingWhitespace().isEmpty || normalizedCoverPhoto != nil
    }

    /// The same form with another name.
    public func withCircleName(_ circleName: String) -> CreateOrEditCircleRequestDomain {
        CreateOrEditCircleRequestDomain(circleName: circleName, coverPhoto: coverPhoto)
    }

    /// The same form with another cover photo, or none.
    public func withCoverPhoto(_ coverPhoto: String?) -> CreateOrEditCircleRequestDomain {
        CreateOrEditCircleRequestDomain(circleName: circleName, coverPhoto: coverPhoto)
    }
}

extension String {
    /// The string without leading or trailing white space and new lines.
    ///
    /// Written on `Character` rather than `CharacterSet` so that it needs no
    /// Foundation and trims by whole characters, as a person counts them.
    func trimmingWhitespace() -> String {
        let isBlank: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }),
            let last = lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(self[first...last])
    }
}
