import CirclesConsole
import CirclesMVI
import Testing

/// The MVI screen's time travel: the history `history` prints and the states `rewind` puts back.
@Suite("MVI screen: time travel")
@MainActor
struct ScreenTimeTravelTests {
    @Test("The history holds the state the form opened with, then each change with the intent that made it")
    func history() async throws {
        let fixture = ScreenFixture()

        await fixture.send(.name("Hikers"), .coverPhoto("https://example.com/a.jpg"))

        let screen = try #require(fixture.screen)
        #expect(
            screen.history == [
                RecordedFormState(
                    intent: nil,
                    change: "CreateOrEditState(mode: create, committingChanges: false, editedCircle: nil, "
                        + "ctaEnabled: false, circleName: \"\", coverPhoto: nil)"),
                RecordedFormState(
                    intent: "onNameChanged(_:)", change: "ctaEnabled: false → true, circleName: \"\" → \"Hikers\""),
                RecordedFormState(
                    intent: "onCoverPhotoChanged(_:)", change: "coverPhoto: nil → \"https://example.com/a.jpg\""),
            ])
        #expect(screen.historyCapacity == 100)
    }

    @Test("Rewinding puts a recorded state back, the view redraws it, and the rewind is not recorded")
    func rewind() async throws {
        let fixture = ScreenFixture()
        await fixture.send(.name("Hikers"), .coverPhoto("https://example.com/a.jpg"))
        let screen = try #require(fixture.screen)

        let rewound = screen.rewind(to: 1)

        #expect(rewound)
        #expect(screen.display == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
        #expect(screen.history.count == 3)
    }

    @Test("Rewinding to an entry that does not exist changes nothing")
    func missingEntry() async throws {
        let fixture = ScreenFixture()
        await fixture.send(.name("Hikers"))
        let screen = try #require(fixture.screen)

        let rewound = screen.rewind(to: 2)

        #expect(!rewound)
        #expect(screen.display == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
    }
}
