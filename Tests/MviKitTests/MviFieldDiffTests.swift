import MviKit
import Testing

@Suite("Field differences")
struct MviFieldDiffTests {
    struct Circle {
        let id: String
        let name: String
    }

    struct ScreenState {
        var editedCircle: Circle?
        var committingChanges = false
        var tags: [String] = []
    }

    @Test("Only the fields that differ are listed, in declaration order")
    func listsChangedFields() {
        let old = ScreenState()
        let new = ScreenState(committingChanges: true, tags: ["a"])

        let diff = MviFieldDiff(from: old, to: new)

        #expect(diff.description == "committingChanges: false → true, tags: [] → [\"a\"]")
    }

    @Test("Nested structs behind optionals are followed to the field that changed")
    func followsNestedFields() throws {
        let old = ScreenState(editedCircle: Circle(id: "1", name: "Climbers"))
        let new = ScreenState(editedCircle: Circle(id: "1", name: "Runners"))

        let diff = MviFieldDiff(from: old, to: new)

        let change = try #require(diff.changes.first)
        #expect(diff.changes.count == 1)
        #expect(change.path == "editedCircle.name")
        #expect(change.old == "\"Climbers\"")
        #expect(change.new == "\"Runners\"")
    }

    @Test("An optional going from nil to a value shows the value, not Optional(...)")
    func optionalsAreUnwrapped() {
        let old = ScreenState()
        let new = ScreenState(editedCircle: Circle(id: "7", name: "Chess"))

        let diff = MviFieldDiff(from: old, to: new)

        #expect(diff.description == "editedCircle: nil → Circle(id: \"7\", name: \"Chess\")")
    }

    @Test("Equal values give an empty difference; values without fields are compared whole")
    func equalAndPlainValues() {
        #expect(MviFieldDiff(from: ScreenState(), to: ScreenState()).isEmpty)
        #expect(MviFieldDiff(from: ScreenState(), to: ScreenState()).description == "no field changed")
        #expect(MviFieldDiff(from: 1, to: 2).description == "1 → 2")
    }

    @Test("describe prints structs without module prefixes, optionals unwrapped and strings quoted")
    func describesValuesReadably() {
        let state = ScreenState(editedCircle: Circle(id: "7", name: "Chess"), tags: ["a"])

        let text = MviFieldDiff.describe(state)

        #expect(
            text == #"ScreenState(editedCircle: Circle(id: "7", name: "Chess"), committingChanges: false, tags: ["a"])"#
        )
        #expect(MviFieldDiff.describe(Optional<Int>.none as Any) == "nil")
    }
}
