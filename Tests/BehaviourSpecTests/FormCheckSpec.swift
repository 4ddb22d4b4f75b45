import CirclesConsole
import CirclesDomain
import CirclesVersions
import Testing

@testable import CirclesApp

/// Checking the form as it changes, in every version: Save is enabled exactly when the form may be
/// submitted (the "field changed" rows of `docs/behaviour.md`).
@Suite("Behaviour: checking the form", .timeLimit(.minutes(1)))
@MainActor
struct FormCheckSpec {
    @Test("A valid name enables Save in CREATE", arguments: Architecture.allCases)
    func validNameEnablesSave(version: Architecture) async {
        let harness = await ScreenHarness(version)

        await harness.send(.name("Climbing"))

        #expect(harness.form == FormScreen(mode: .create, name: "Climbing", isSaveEnabled: true))
    }

    @Test("Save follows the name: 50 characters yes, 51 no, blank no", arguments: Architecture.allCases)
    func saveFollowsName(version: Architecture) async {
        let harness = await ScreenHarness(version)
        var enabled: [Bool?] = []

        for name in [String(repeating: "a", count: 50), String(repeating: "a", count: 51), "   ", "ok"] {
            await harness.send(.name(name))
            enabled.append(harness.form?.isSaveEnabled)
        }

        #expect(enabled == [true, false, false, true])
    }

    @Test("A cover alone does not enable Save", arguments: Architecture.allCases)
    func coverAloneKeepsSaveDisabled(version: Architecture) async {
        let harness = await ScreenHarness(version)

        await harness.send(.coverPhoto("https://example.com/a.jpg"))

        #expect(harness.form == FormScreen(mode: .create, coverPhoto: "https://example.com/a.jpg"))
    }

    @Test("In EDIT, Save is enabled only while the form differs from the circle", arguments: Architecture.allCases)
    func editNeedsAChange(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: ScreenHarness.bookClub.id))
        var enabled: [Bool?] = [harness.form?.isSaveEnabled]

        for input in [FormInput.name("Readers"), .name("Book club"), .coverPhoto(nil)] {
            await harness.send(input)
            enabled.append(harness.form?.isSaveEnabled)
        }

        #expect(enabled == [false, true, false, true])
    }
}
