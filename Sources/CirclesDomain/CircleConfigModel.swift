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
