/// Draws a model part by part, calling each part's setter only when that part
/// changed, in the spirit of MVIKotlin's `diff`.
///
/// Redrawing a whole screen for every state is simple but can be wasteful, or
/// visibly wrong (resetting a text field the user is typing in). List the
/// parts once, then hand every model to ``render(_:)``; the first model sets every part:
///
/// ```swift
/// let renderer = DiffRenderer<Profile>()
///     .diff(\.name) { nameLabel.text = $0 }
///     .diff(\.friends) { friendList.show($0) }
/// ```
@MainActor
public final class DiffRenderer<Model> {
    // Internal and inlinable, so that a client module specialises the comparisons for its own model.
    @usableFromInline var parts: [@MainActor (Model) -> Void] = []

    /// A renderer with no parts yet.
    public nonisolated init() {}

    /// Adds a part: `get` picks it out of the model, `set` draws it when it differs from the last one drawn.
    @inlinable @discardableResult
    public func diff<Value: Equatable>(_ get: @escaping (Model) -> Value, set: @escaping @MainActor (Value) -> Void)
        -> Self
    {
        var last: Value?
        parts.append { model in
            let value = get(model)
            guard value != last else { return }
            last = value
            set(value)
        }
        return self
    }

    /// Calls the setter of every part whose value changed since the last model.
    @inlinable
    public func render(_ model: Model) {
        for part in parts {
            part(model)
        }
    }
}
