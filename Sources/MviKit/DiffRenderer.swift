/// A renderer that calls each part's setter only when that part of the model
/// changed, in the spirit of MVIKotlin's `diff`.
///
/// Redrawing a whole screen for every state is simple but can be wasteful (or
/// visibly wrong, such as resetting a text field the user is typing in). List
/// the parts once, then hand every model to ``render(_:)``:
///
/// ```swift
/// let renderer = DiffRenderer<Profile>()
///     .diff(\.name) { nameLabel.text = $0 }
///     .diff(\.friends, areEqual: { $0.count == $1.count }) { friendList.show($0) }
/// ```
///
/// The first model sets every part.
///
/// The methods are `@inlinable` so that each part's closure is compiled for
/// the caller's value types: left generic, comparing a `String` went through
/// type metadata lookups and cost more than the rest of a state's delivery.
@MainActor
public final class DiffRenderer<Model>: ViewRenderer {
    // The closures are main-actor closures, said so in their types: stored as
    // plain function types, each call of a view's setter paid a runtime check
    // that it runs on the main actor.
    @usableFromInline var parts: [@MainActor (Model) -> Void] = []

    /// Creates a renderer with no parts yet.
    public nonisolated init() {}

    /// Adds a part: `get` picks it out of the model, `set` draws it, and
    /// `areEqual` says when two values count as unchanged.
    @discardableResult
    @inlinable
    public func diff<Value>(
        _ get: @escaping (Model) -> Value,
        areEqual: @escaping (Value, Value) -> Bool,
        set: @escaping @MainActor (Value) -> Void
    ) -> Self {
        var last: Value?
        parts.append { model in
            let value = get(model)
            if let last, areEqual(last, value) {
                return
            }
            last = value
            set(value)
        }
        return self
    }

    /// Adds a part compared with `==`.
    @discardableResult
    @inlinable
    public func diff<Value: Equatable>(
        _ get: @escaping (Model) -> Value,
        set: @escaping @MainActor (Value) -> Void
    ) -> Self {
        diff(get, areEqual: { $0 == $1 }, set: set)
    }

    /// Calls the setter of every part whose value changed since the last model.
    @inlinable
    public func render(_ model: Model) {
        for part in parts {
            part(model)
        }
    }
}
