/// The fields that differ between two values, found by reflection, for logs
/// and test failures (`committingChanges: false → true`).
///
/// Fields are compared by their printed form, so any type works, `Equatable`
/// or not. Nested structs are followed (`editedCircle.name: "A" → "B"`),
/// optionals are shown unwrapped, strings quoted.
public struct MviFieldDiff: Equatable, Sendable, CustomStringConvertible {
    /// Each field that differs, in declaration order: `path: old → new`, or `old → new` for a value without fields.
    let changes: [String]

    /// Compares `old` with `new`, field by field.
    public init(from old: Any, to new: Any) {
        var changes: [String] = []
        Self.collect(old, new, path: "", depth: 0, into: &changes)
        self.changes = changes
    }

    /// The changes separated by commas, or `no field changed`.
    public var description: String {
        changes.isEmpty ? "no field changed" : changes.joined(separator: ", ")
    }

    /// Follows fields four levels deep, enough for a screen state with a model inside; deeper is printed whole.
    private static func collect(_ old: Any, _ new: Any, path: String, depth: Int, into changes: inout [String]) {
        let (oldMirror, newMirror) = (Mirror(reflecting: old), Mirror(reflecting: new))
        let labels = oldMirror.children.map(\.label)
        guard depth < 4, oldMirror.displayStyle == .struct, newMirror.displayStyle == .struct, !labels.isEmpty,
            labels == newMirror.children.map(\.label)
        else {
            let (oldText, newText) = (describe(old), describe(new))
            guard oldText != newText else { return }
            return changes.append(path.isEmpty ? "\(oldText) → \(newText)" : "\(path): \(oldText) → \(newText)")
        }
        for (label, (oldValue, newValue)) in zip(labels, zip(oldMirror.children, newMirror.children)) {
            let fieldPath = path.isEmpty ? label ?? "_" : "\(path).\(label ?? "_")"
            collect(unwrap(oldValue.value), unwrap(newValue.value), path: fieldPath, depth: depth + 1, into: &changes)
        }
    }

    /// The wrapped value of a non-nil optional, so nested structs can be compared; anything else as it is.
    private static func unwrap(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first else { return value }
        return wrapped.value
    }

    /// Prints a value the way this type prints fields: structs as
    /// `Name(field: value, …)` without module prefixes, optionals unwrapped,
    /// strings quoted; anything else as Swift prints it.
    public static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { describe($0.value) } ?? "nil"
        case .struct where !mirror.children.isEmpty:
            let fields = mirror.children.map { "\($0.label ?? "_"): \(describe($0.value))" }
            return "\(type(of: value))(\(fields.joined(separator: ", ")))"
        default:
            return (value as? String).map { "\"\($0)\"" } ?? String(describing: value)
        }
    }
}
