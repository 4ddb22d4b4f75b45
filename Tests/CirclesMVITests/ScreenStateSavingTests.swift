import CirclesConsole
import CirclesDomain
import CirclesMVI
import Foundation
import Testing

/// The MVI screen's state saving: what it keeps when the demo quits, and how it puts it back.
@Suite("MVI screen: state saving")
@MainActor
struct ScreenStateSavingTests {
    @Test("An empty new circle has nothing worth saving")
    func nothingToSave() throws {
        let fixture = ScreenFixture()

        let saved = try fixture.screen?.savedState()

        #expect(saved == nil)
    }

    // excerpt:begin round-trip-test
    @Test("A form saved during a save in flight comes back as typed, with no spinner and Save enabled")
    func roundTripWithoutSpinner() async throws {
        let fixture = ScreenFixture()
        await fixture.send(.name("Hikers"))
        await fixture.saveWhileHeld()
        let saved = try #require(try fixture.screen?.savedState())
        fixture.screen?.close()
        fixture.repository.releaseHeldCalls()
        await fixture.screen?.settle()
        let resumed = ScreenFixture()

        try resumed.screen?.restore(savedState: saved)
        await resumed.screen?.settle()

        #expect(resumed.screen?.display == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
    }
    // excerpt:end round-trip-test

    @Test("A restored state gets Save from the form's rules, not from the file")
    func saveDecidedAgain() async throws {
        let fixture = ScreenFixture()
        let tampered = try JSONEncoder().encode(CreateOrEditState(ctaEnabled: true, circleName: "   "))

        try fixture.screen?.restore(savedState: tampered)
        await fixture.screen?.settle()

        #expect(fixture.screen?.display == FormScreen(mode: .create, name: "   ", isSaveEnabled: false))
    }

    @Test(
        "Data that no longer decodes is refused and the form is left as it was",
        arguments: [
            (
                #"{"mode":"sideways","circleName":"","committingChanges":false,"ctaEnabled":false}"#,
                "mode: Cannot initialize Mode from invalid String value sideways"
            ),
            (#"{"mode":"create"}"#, "the field committingChanges is missing"),
        ])
    func refused(content: String, reason: String) async throws {
        let fixture = ScreenFixture()
        await fixture.send(.name("Kept"))

        let error = #expect(throws: SavedStateError.self) {
            try fixture.screen?.restore(savedState: Data(content.utf8))
        }

        #expect(error?.reason == reason)
        #expect(fixture.screen?.display == FormScreen(mode: .create, name: "Kept", isSaveEnabled: true))
    }
}
