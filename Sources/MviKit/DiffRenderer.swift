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
///     .diff(\.friends) { old, new in friendList.animate(from: old ?? [], to: new) }
/// ```
@MainActor
public final class DiffRenderer<Model> {
    private var parts: [@MainActor (Model) -> Void] = []

    /// A renderer with no parts yet.
    public nonisolated init() {}

    /// Adds a part: `get` picks it out of the model, `set` draws it when it differs from the last one drawn.
    @discardableResult
    public func diff<Value: Equatable>(_ get: @escaping (Model) -> Value, set: @escaping @MainActor (Value) -> Void)
        -> Self
    {
        diff(get) { _, new in set(new) }
    }

    /// Adds a part whose setter also gets the value it last drew (`nil` the first time), so that it
    /// can derive a change from the two, such as the rows a table inserts and deletes.
    @discardableResult
    public func diff<Value: Equatable>(
        _ get: @escaping (Model) -> Value, set: @escaping @MainActor (_ old: Value?, _ new: Value) -> Void
    ) -> Self {
        var last: Value?
        parts.append { model in
            let value = get(model)
            guard value != last else { return }
            defer { last = value }
            set(last, value)
        }
        return self
    }

    /// Calls the setter of every part whose value changed since the last model.
    public func render(_ model: Model) {
        for part in parts {
            part(model)
        }
    }
}
