import MviKit
import Testing

@Suite("Diff renderer")
@MainActor
struct DiffRendererTests {
    struct Profile {
        var name: String
        var friends: [String]
        var age: Int
    }

    @Test("The first model sets every part; later ones only the parts that changed")
    func settersRunOnlyOnChange() {
        let names = MainActorLog<String>()
        let ages = MainActorLog<Int>()
        let renderer = DiffRenderer<Profile>()
            .diff(\.name) { names.append($0) }
            .diff(\.age) { ages.append($0) }

        renderer.render(Profile(name: "Ada", friends: [], age: 36))
        renderer.render(Profile(name: "Ada", friends: [], age: 37))
        renderer.render(Profile(name: "Grace", friends: [], age: 37))

        #expect(names.values == ["Ada", "Grace"])
        #expect(ages.values == [36, 37])
    }

    @Test("A custom comparison decides what counts as a change")
    func customComparison() {
        let friendLists = MainActorLog<[String]>()
        let renderer = DiffRenderer<Profile>()
            .diff(\.friends, areEqual: { $0.count == $1.count }, set: { friendLists.append($0) })

        renderer.render(Profile(name: "Ada", friends: ["Bob"], age: 1))
        renderer.render(Profile(name: "Ada", friends: ["Eve"], age: 1))
        renderer.render(Profile(name: "Ada", friends: ["Eve", "Bob"], age: 1))

        #expect(friendLists.values == [["Bob"], ["Eve", "Bob"]])
    }

    @Test("A diff renderer works as a container's state listener")
    func rendersContainerStates() {
        let container = MviContainer<Profile, Never>(initialState: Profile(name: "Ada", friends: [], age: 1))
        let names = MainActorLog<String>()
        let renderer = DiffRenderer<Profile>().diff(\.name) { names.append($0) }
        let subscription = container.subscribeToState { renderer.render($0) }

        container.restore(Profile(name: "Ada", friends: ["Bob"], age: 2))
        container.restore(Profile(name: "Alan", friends: ["Bob"], age: 2))

        #expect(names.values == ["Ada", "Alan"])
        subscription.cancel()
    }
}
