/// A circle: a named group of people, with an optional cover photo.
///
/// The name mirrors the talk's `CircleConfigModel`. It is a value: two circles
/// with the same fields are the same circle as far as any screen can tell.
public struct CircleConfigModel: Equatable, Hashable, Sendable, Codable, Identifiable {
    /// The identifier the repository gave the circle when it was created.
    public let id: String
    /// The circle's name, already trimmed and validated.
    public let name: String
    /// A URL of the cover photo, or `nil` when the circle has none.
    public let coverPhoto: String?

    /// Creates a circle from its stored fields.
    public init(id: String, name: String, coverPhoto: String? = nil) {
        self.id = id
        self.name = name
        self.coverPhoto = coverPhoto
    }
}

extension CircleConfigModel {
    /// Whether `circleId` is this circle's id, compared as a store compares ids (``Swift/String/isSameCircleId(as:)``).
    public func hasId(_ circleId: String) -> Bool {
        id.isSameCircleId(as: circleId)
    }
}

extension String {
    /// Whether this circle id and `other` are one id: the same bytes of UTF-8.
    ///
    /// Compared as the JSON store tells the keys of its objects apart, and
    /// never with `==`, for which "\u{E9}" and "e\u{301}", two ids a store
    /// may hold for two circles, are one string: a screen that took them for
    /// one would ask about one circle and delete the other. Strings that are
    /// not `==` have different bytes, so `==`, which compares most strings
    /// with one `memcmp`, rules them out first.
    public func isSameCircleId(as other: String) -> Bool {
        self == other && utf8.elementsEqual(other.utf8)
    }
}
