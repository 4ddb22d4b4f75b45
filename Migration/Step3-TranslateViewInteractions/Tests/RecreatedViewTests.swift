import CirclesConsole
import CirclesDomain
import CirclesTestSupport
import Step3TranslateViewInteractions
import Testing

/// What a recreated view (the console's `reshow`) still shows in this step.
///
/// Not part of the behaviour spec, where every version must agree: this is
/// where the versions differ on purpose, and each step states what it fixed.
@Suite("Step 3 screen: a recreated view")
@MainActor
struct RecreatedViewTests {
    private let bookClub = CircleConfigModel(id: "sample-2", name: "Book club")

    @Test("A view recreated while a delete runs shows the spinner again, then navigates")
    func recreatedDuringDelete() async {
        let (screen, repository, navigator) = await openEditing()
        repository.holdCalls()
        screen.handle(.answer(.yes))
        await repository.waitUntilHeld()

        await screen.recreateView(during: {})
        let progress = screen.display.progress
        repository.releaseHeldCalls()
        await screen.settle()

        #expect(progress == .updating)
        #expect(navigator.destinations == [.allCircles])
    }

    @Test("A view recreated after typing keeps the name but loses Save, still a view call")
    func recreatedAfterTyping() async {
        let navigator = RecordingNavigator()
        let screen = CreateOrEditCircleScreen(
            launch: .create, dependencies: CircleFormDependencies(repository: FakeCirclesRepository()),
            navigator: navigator)
        screen.handle(.name("Climbing"))
        await screen.settle()

        await screen.recreateView(during: {})

        #expect(screen.display == FormScreen(mode: .create, name: "Climbing", isSaveEnabled: false))
    }

    @Test("A create that finishes while no view exists posts its navigation, which the new view gets")
    func recreatedWhileSaving() async {
        let repository = FakeCirclesRepository()
        let navigator = RecordingNavigator()
        let screen = CreateOrEditCircleScreen(
            launch: .create, dependencies: CircleFormDependencies(repository: repository), navigator: navigator)
        screen.handle(.name("Hikers"))
        await screen.settle()
        repository.holdCalls()
        screen.handle(.save)
        await repository.waitUntilHeld()
        var createdWithNoView = false

        await screen.recreateView(during: {
            repository.releaseHeldCalls()
            await screen.settle()
            createdWithNoView = repository.circles.map(\.name) == ["Hikers"]
        })
        await screen.settle()

        #expect(createdWithNoView)
        #expect(navigator.destinations == [.circleInvite(circleId: "circle-1")])
    }

    @Test("A circle that loads while no view exists reaches no view: the new view stays empty")
    func recreatedWhileLoading() async {
        let repository = FakeCirclesRepository(circles: [bookClub])
        let navigator = RecordingNavigator()
        repository.holdCalls()
        let screen = CreateOrEditCircleScreen(
            launch: .edit(circleId: bookClub.id), dependencies: CircleFormDependencies(repository: repository),
            navigator: navigator)
        await repository.waitUntilHeld()

        await screen.recreateView(during: {
            repository.releaseHeldCalls()
            await screen.settle()
        })
        await screen.settle()

        #expect(screen.display == FormScreen(mode: .edit))
        #expect(navigator.destinations.isEmpty)
    }

    /// A screen editing the book club, with the delete confirmation open.
    private func openEditing() async -> (CreateOrEditCircleScreen, FakeCirclesRepository, RecordingNavigator) {
        let repository = FakeCirclesRepository(circles: [bookClub])
        let navigator = RecordingNavigator()
        let screen = CreateOrEditCircleScreen(
            launch: .edit(circleId: bookClub.id), dependencies: CircleFormDependencies(repository: repository),
            navigator: navigator)
        await screen.settle()
        screen.handle(.delete)
        await screen.settle()
        return (screen, repository, navigator)
    }
}

/// A navigator that records where the form went, in order.
@MainActor
private final class RecordingNavigator: FormNavigator {
    /// Every destination the form asked for, in order.
    private(set) var destinations: [FormDestination] = []

    /// Records `destination`.
    func leaveForm(to destination: FormDestination) {
        destinations.append(destination)
    }
}
