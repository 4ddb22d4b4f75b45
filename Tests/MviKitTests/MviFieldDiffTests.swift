import Testing

@testable import MviKit

/// ``MviFieldDiff``: the fields that differ, as logs and failed tests show them.
@Suite("Field differences")
struct MviFieldDiffTests {
    struct Circle {
        let id: String
        let name: String
    }

    enum Mode {
        case create
        case edit
    }

    struct ScreenState {
        var mode = Mode.create
        var editedCircle: Circle?
        var committingChanges = false
        var tags: [String] = []
    }

    @Test("Only the fields that differ are listed, in declaration order")
    func listsChangedFieldsInOrder() {
        let old = ScreenState()
        let new = ScreenState(mode: .edit, committingChanges: true, tags: ["a"])

        let diff = MviFieldDiff(from: old, to: new)

        #expect(diff.description == #"mode: create → edit, committingChanges: false → true, tags: [] → ["a"]"#)
    }

    @Test("A nested struct is followed, through an optional, to the field that changed")
    func followsNestedStructs() {
        let old = ScreenState(editedCircle: Circle(id: "1", name: "Climbers"))
        let new = ScreenState(editedCircle: Circle(id: "1", name: "Runners"))

        let diff = MviFieldDiff(from: old, to: new)

        #expect(
            diff.changes == [#"editedCircle.name: "Climbers" → "Runners""#]
        )
    }

    @Test("An optional going from nil to a value shows the value, not Optional(…)")
    func optionalsAreUnwrapped() {
        let old = ScreenState()
        let new = ScreenState(editedCircle: Circle(id: "7", name: "Chess"))

        let diff = MviFieldDiff(from: old, to: new)

        #expect(diff.description == #"editedCircle: nil → Circle(id: "7", name: "Chess")"#)
    }

    @Test("Equal values differ in no field")
    func equalValuesHaveNoChanges() {
        let diff = MviFieldDiff(from: ScreenState(), to: ScreenState())

        #expect(diff.changes.isEmpty)
        #expect(diff.description == "no field changed")
    }

    @Test("A value without fields is compared whole")
    func plainValuesAreComparedWhole() {
        let diff = MviFieldDiff(from: 1, to: 2)

        #expect(diff.changes == ["1 → 2"])
        #expect(diff.description == "1 → 2")
    }

    @Test("describe prints structs without module prefixes, optionals unwrapped and strings quoted")
    func describesValuesReadably() {
        let state = ScreenState(editedCircle: Circle(id: "7", name: "Chess"), tags: ["a"])

        let text = MviFieldDiff.describe(state)

        #expect(
            text
                == #"ScreenState(mode: create, editedCircle: Circle(id: "7", name: "Chess"), committingChanges: false, tags: ["a"])"#
        )
    }

    @Test("describe prints a missing optional as nil")
    func describesNil() {
        let text = MviFieldDiff.describe(Circle?.none as Any)

        #expect(text == "nil")
    }

    @Test("Nesting deeper than four levels is printed whole at the fourth")
    func deepNestingIsPrintedWhole() {
        struct Level4 { let value: Int }
        struct Level3 { let level4: Level4 }
        struct Level2 { let level3: Level3 }
        struct Level1 { let level2: Level2 }
        struct Root { let level1: Level1 }
        let old = Root(level1: Level1(level2: Level2(level3: Level3(level4: Level4(value: 1)))))
        let new = Root(level1: Level1(level2: Level2(level3: Level3(level4: Level4(value: 2)))))

        let diff = MviFieldDiff(from: old, to: new)

        #expect(diff.description == "level1.level2.level3.level4: Level4(value: 1) → Level4(value: 2)")
    }
}
