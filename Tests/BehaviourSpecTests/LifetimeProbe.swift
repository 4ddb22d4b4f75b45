/// Weak references to every object a root object holds, a couple of levels deep,
/// found by reflection, so a test can check they all go once the root goes.
///
/// Reflection rather than a hook on every version: a retain cycle between a
/// presenter and its view would keep both alive after the screen is gone,
/// and only looking inside the screen shows them.
struct LifetimeProbe {
    private final class Weak {
        weak var object: AnyObject?
        let name: String

        init(_ object: AnyObject, name: String) {
            self.object = object
            self.name = name
        }
    }

    private let references: [Weak]

    /// Probes `root` and the objects it holds, down to `depth` levels, leaving out `excluded` objects.
    init(_ root: AnyObject, depth: Int = 2, excluding excluded: [AnyObject]) {
        var found: [Weak] = [Weak(root, name: String(describing: type(of: root)))]
        var frontier: [AnyObject] = [root]
        for _ in 0..<depth {
            var next: [AnyObject] = []
            for object in frontier {
                for child in Self.heldObjects(of: object)
                where !excluded.contains(where: { $0 === child }) && !found.contains(where: { $0.object === child }) {
                    found.append(Weak(child, name: String(describing: type(of: child))))
                    next.append(child)
                }
            }
            frontier = next
        }
        references = found
    }

    /// How many objects were found: a probe that found only the root would prove little.
    var count: Int { references.count }

    /// The type names of the objects still alive.
    var survivors: [String] { references.filter { $0.object != nil }.map(\.name) }

    /// The class instances `object`'s stored properties hold, optionals unwrapped.
    private static func heldObjects(of object: AnyObject) -> [AnyObject] {
        var objects: [AnyObject] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let held = classInstance(in: child.value) { objects.append(held) }
            }
            mirror = current.superclassMirror
        }
        return objects
    }

    private static func classInstance(in value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class: return value as AnyObject
        case .optional: return mirror.children.first.flatMap { classInstance(in: $0.value) }
        default: return nil
        }
    }
}
