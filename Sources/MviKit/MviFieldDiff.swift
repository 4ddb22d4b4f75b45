/// The fields that differ between two values, found by reflection, for logs
/// and test failures (`committingChanges: false → true`).
///
/// Fields are compared by their printed form, so any type works, `Equatable`
/// or not. Nested structs are followed (`editedCircle.name: "A" → "B"`),
/// optionals are shown unwrapped, strings quoted.
public struct MviFieldDiff: Equatable, Sendable, CustomStringConvertible {
    /// One field that differs.
    struct Change: Equatable, Sendable, CustomStringConvertible {
        /// The field's dotted path from the compared value; empty for the value itself.
        let path: String
        /// The field's printed value before.
        let old: String
        /// The field's printed value after.
        let new: String

        /// `path: old → new`, or `old → new` for a value without fields.
        var description: String {
            path.isEmpty ? "\(old) → \(new)" : "\(path): \(old) → \(new)"
        }
    }

    /// The differing fields, in declaration order.
    let changes: [Change]

    /// Compares `old` with `new`, field by field.
    public init(from old: Any, to new: Any) {
        var changes: [Change] = []
        Self.collect(old, new, path: "", depth: 0, into: &changes)
        self.changes = changes
    }

    /// Whether no field differs.
    var isEmpty: Bool {
        changes.isEmpty
    }

    /// The changes separated by commas, or `no field changed`.
    public var description: String {
        isEmpty ? "no field changed" : changes.map(\.description).joined(separator: ", ")
    }

    /// Deep enough for a screen state with a model inside; deeper is printed whole.
    private static let maximumDepth = 4

    private static func collect(_ old: Any, _ new: Any, path: String, depth: Int, into changes: inout [Change]) {
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        let oldFields = oldMirror.children.compactMap { child in child.label.map { ($0, child.value) } }
        let newFields = newMirror.children.compactMap { child in child.label.map { ($0, child.value) } }
        let canRecurse =
            depth < maximumDepth && oldMirror.displayStyle == .struct && newMirror.displayStyle == .struct
            && !oldFields.isEmpty && oldFields.map(\.0) == newFields.map(\.0)
        guard canRecurse else {
            let (oldText, newText) = (describe(old), describe(new))
            if oldText != newText {
                changes.append(Change(path: path, old: oldText, new: newText))
            }
            return
        }
        for ((label, oldValue), (_, newValue)) in zip(oldFields, newFields) {
            let fieldPath = path.isEmpty ? label : "\(path).\(label)"
            let (oldField, newField) = (unwrap(oldValue) ?? oldValue, unwrap(newValue) ?? newValue)
            collect(oldField, newField, path: fieldPath, depth: depth + 1, into: &changes)
        }
    }

    /// The wrapped value of a non-nil optional, so nested structs can be compared.
    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return nil }
        return mirror.children.first?.value
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
            if let text = value as? String {
                return "\"\(text)\""
            }
            return String(describing: value)
        }
    }
}
