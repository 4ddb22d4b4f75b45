import MviKit
import Testing

/// ``DiffRenderer``: each part is drawn when it changes, and only then.
@Suite("Diff renderer")
@MainActor
struct DiffRendererTests {
    struct Profile {
        var name: String
        var age: Int
    }

    /// A renderer whose parts write down what they drew.
    private func renderer(drawing drawn: MainActorLog<String>) -> DiffRenderer<Profile> {
        DiffRenderer<Profile>()
            .diff(\.name) { drawn.append("name \($0)") }
            .diff(\.age) { drawn.append("age \($0)") }
    }

    @Test("The first model sets every part")
    func firstModelSetsEveryPart() {
        let drawn = MainActorLog<String>()
        let renderer = renderer(drawing: drawn)

        renderer.render(Profile(name: "Ada", age: 36))

        #expect(drawn.values == ["name Ada", "age 36"])
    }

    @Test("A later model sets only the parts that changed")
    func laterModelsSetOnlyChangedParts() {
        let drawn = MainActorLog<String>()
        let renderer = renderer(drawing: drawn)
        renderer.render(Profile(name: "Ada", age: 36))

        renderer.render(Profile(name: "Ada", age: 37))
        renderer.render(Profile(name: "Grace", age: 37))
        renderer.render(Profile(name: "Grace", age: 37))

        #expect(drawn.values == ["name Ada", "age 36", "age 37", "name Grace"])
    }
}
