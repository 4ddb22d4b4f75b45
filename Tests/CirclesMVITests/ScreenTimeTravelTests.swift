import CirclesConsole
import CirclesDomain
import CirclesMVI
import Testing

/// The MVI screen's time travel: the history `history` prints and the states `rewind` puts back.
@Suite("MVI screen: time travel")
@MainActor
struct ScreenTimeTravelTests {
    private let bookClub = CircleConfigModel(id: "sample-2", name: "Book club")

    @Test(
        "The history holds the form as it opened, then each change with the intent that made it and the fields it set")
    func history() async throws {
        let fixture = ScreenFixture()

        await fixture.send(.name("Hikers"), .coverPhoto("https://example.com/a.jpg"))

        let screen = try #require(fixture.screen)
        #expect(
            screen.history == [
                RecordedFormState(intent: nil, change: "every field as a new form has it"),
                RecordedFormState(intent: "onNameChanged(_:)", change: "ctaEnabled: true, circleName: \"Hikers\""),
                RecordedFormState(
                    intent: "onCoverPhotoChanged(_:)", change: "coverPhoto: \"https://example.com/a.jpg\""),
            ])
        #expect(screen.historyCapacity == 100)
    }

    @Test("An edit form's history starts once its circle has loaded, told against a new form")
    func editHistoryStartsLoaded() async throws {
        let fixture = ScreenFixture(launch: .edit(circleId: "sample-2"), circles: [bookClub])
        await fixture.screen?.settle()

        await fixture.send(.name("Readers"))

        let screen = try #require(fixture.screen)
        #expect(
            screen.history == [
                RecordedFormState(
                    intent: "onEditCircleRequested(_:)",
                    change: "mode: edit, editedCircle: \"Book club\", circleName: \"Book club\""),
                RecordedFormState(intent: "onNameChanged(_:)", change: "ctaEnabled: true, circleName: \"Readers\""),
            ])
    }

    @Test("Rewinding an edit form to its first state puts the loaded circle back, never the empty form it started as")
    func editRewindReachesNoHalfOpenedForm() async throws {
        let fixture = ScreenFixture(launch: .edit(circleId: "sample-2"), circles: [bookClub])
        await fixture.screen?.settle()
        await fixture.send(.name("Readers"))
        let screen = try #require(fixture.screen)

        let rewound = screen.rewind(to: 0)
        await screen.settle()

        #expect(rewound)
        #expect(screen.display == FormScreen(mode: .edit, name: "Book club"))
        #expect(!screen.rewind(to: 2))
    }

    @Test("States left while a change is being saved are not offered: put back, they would show a spinner for nothing")
    func savingStatesAreNotOffered() async throws {
        let fixture = ScreenFixture()
        await fixture.send(.name("Hikers"))
        await fixture.saveWhileHeld()
        let screen = try #require(fixture.screen)

        screen.handle(.name("Hikers and bikers"))
        await screen.settle(leavingHeld: 1)
        let whileSaving = screen.history.map(\.intent)
        fixture.repository.releaseHeldCalls()
        await screen.settle()

        #expect(whileSaving == [nil, "onNameChanged(_:)"])
    }

    @Test("A load that failed leaves no state to rewind to: the form never opened")
    func failedLoadRecordsNothing() async throws {
        let fixture = ScreenFixture(launch: .edit(circleId: "sample-9"), circles: [bookClub])
        await fixture.screen?.settle()
        let screen = try #require(fixture.screen)

        let rewound = screen.rewind(to: 0)

        #expect(screen.history.isEmpty)
        #expect(!rewound)
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
