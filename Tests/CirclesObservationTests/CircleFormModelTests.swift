import CirclesMVI
import CirclesObservation
import Testing

@Suite("CircleFormModel: the MVI screen as SwiftUI observes it", .timeLimit(.minutes(1)))
@MainActor
struct CircleFormModelTests {
    private let fixture = ModelFixture()

    // MARK: State to properties

    @Test("A new model shows the presenter's current state at once")
    func takesCurrentState() async {
        fixture.presenter.onEditCircleRequested(ModelFixture.bookClub.id)
        await fixture.idle()

        let model = fixture.makeModel()

        #expect(
            model.snapshot
                == ModelSnapshot(mode: .edit, name: "Book club", coverPhoto: "https://example.com/books.jpg"))
    }

    @Test("A model made but not started listens to nothing; started, it takes the state and the side effect it missed")
    func listensOnlyOnceStarted() async {
        let model = CircleFormModel(presenter: fixture.presenter)
        fixture.presenter.onEditCircleRequested(ModelFixture.bookClub.id)
        fixture.presenter.onDeleteCircleRequested()
        await fixture.idle()
        let beforeStart = model.snapshot

        model.start()

        #expect(beforeStart == ModelSnapshot())
        #expect(
            model.snapshot
                == ModelSnapshot(
                    mode: .edit, name: "Book club", coverPhoto: "https://example.com/books.jpg",
                    dialog: .confirmDeletion))
    }

    @Test("A state change reaches a view that read the changed property, once the state arrives")
    func stateChangeNotifiesReader() async {
        let model = fixture.makeModel()
        let saveButton = ObservedChange { _ = model.isSaveEnabled }

        model.nameChanged(to: "Hikers")
        let hasFiredAtOnce = saveButton.hasFired
        await fixture.idle()

        #expect(!hasFiredAtOnce)
        #expect(saveButton.hasFired)
        #expect(model.snapshot == ModelSnapshot(name: "Hikers", isSaveEnabled: true))
    }

    @Test("A state change leaves a view alone that read only other properties")
    func stateChangeSparesOtherReaders() async {
        let model = fixture.makeModel()
        let coverField = ObservedChange { _ = model.coverPhoto }

        model.nameChanged(to: "Hikers")
        await fixture.idle()

        #expect(!coverField.hasFired)
        #expect(model.name == "Hikers")
    }

    @Test("While a save is in flight the spinner's caption shows; an empty cover field is no cover")
    func savingShowsCaption() async {
        let model = fixture.makeModel()
        model.nameChanged(to: "Hikers")
        model.coverPhotoChanged(to: "")
        await fixture.idle()
        fixture.repository.holdCalls()

        model.saveTapped()
        await fixture.repository.waitUntilHeld()
        let saving = model.snapshot
        fixture.repository.releaseHeldCalls()
        await fixture.idle()

        #expect(saving == ModelSnapshot(name: "Hikers", isSaveEnabled: true, progressCaption: "Creating the circle"))
        #expect(fixture.repository.calls == [.create(.init(circleName: "Hikers"))])
    }

    // MARK: Side effects to presentation state

    @Test(
        "Each side effect is presented once, and not again to a model that subscribes later",
        arguments: [
            CreateOrEditSideEffect.close, .showExitConfirmation, .openCircleInvite(circleId: "circle-1"), .showError,
            .showInitEditError, .showDeleteConfirmation, .openAggregatedFeed, .openCircleFeed(circleId: "sample-2"),
        ])
    func sideEffectPresentedOnce(sideEffect: CreateOrEditSideEffect) async throws {
        let model = fixture.makeModel()
        await arrange(model, for: sideEffect)
        let posted = fixture.recordSideEffects()

        try act(model, for: sideEffect)
        await fixture.idle()
        let later = fixture.makeModel()

        #expect(posted.all == [sideEffect])
        #expect(ModelSnapshot(dialog: model.dialog, destination: model.destination) == presentation(of: sideEffect))
        #expect(later.dialog == nil)
        #expect(later.destination == nil)
    }

    @Test("A side effect posted while no model listens reaches the next model")
    func cachedSideEffectReachesNextModel() async {
        let first = fixture.makeModel()
        first.nameChanged(to: "Hikers")
        await fixture.idle()
        fixture.repository.holdCalls()
        first.saveTapped()
        await fixture.repository.waitUntilHeld()

        first.stop()
        fixture.repository.releaseHeldCalls()
        await fixture.idle()
        let second = fixture.makeModel()

        #expect(first.destination == nil)
        #expect(second.destination == .circleInvite(circleId: "circle-1"))
    }

    @Test("Confirming a discard leaves the form without asking the presenter; the view then clears the destination")
    func confirmingDiscardLeaves() async {
        let model = fixture.makeModel()
        model.nameChanged(to: "Hikers")
        model.backTapped()
        await fixture.idle()
        let asked = model.dialog

        model.confirm(.confirmDiscard)
        let destination = model.destination
        model.destination = nil
        await fixture.idle()

        #expect(asked == .confirmDiscard)
        #expect(destination == .previousScreen)
        #expect(model.snapshot == ModelSnapshot(name: "Hikers", isSaveEnabled: true))
        #expect(fixture.repository.calls.isEmpty)
    }

    // MARK: Lifetime

    @Test("The subscription does not keep the model alive; a released model takes no more side effects")
    func releasedModelStopsListening() async {
        var model: CircleFormModel? = fixture.makeModel()
        weak let released = model

        model = nil
        fixture.presenter.onExitFromCreateCircleFlowRequested()
        await fixture.idle()
        let next = fixture.makeModel()

        #expect(released == nil)
        #expect(next.destination == .previousScreen)
    }

    // MARK: Scenarios

    /// Brings the form to where one event makes the presenter post `sideEffect`.
    private func arrange(_ model: CircleFormModel, for sideEffect: CreateOrEditSideEffect) async {
        switch sideEffect {
        case .close, .showInitEditError: return
        case .showExitConfirmation, .openCircleInvite: model.nameChanged(to: "Hikers")
        case .showError:
            fixture.repository.fail(.create)
            model.nameChanged(to: "Hikers")
        case .showDeleteConfirmation: await editBookClub()
        case .openAggregatedFeed:
            await editBookClub()
            model.deleteTapped()
        case .openCircleFeed:
            await editBookClub()
            model.nameChanged(to: "Readers")
        }
        await fixture.idle()
    }

    private func editBookClub() async {
        fixture.presenter.onEditCircleRequested(ModelFixture.bookClub.id)
        await fixture.idle()
    }

    /// The one event after which the presenter posts `sideEffect`.
    private func act(_ model: CircleFormModel, for sideEffect: CreateOrEditSideEffect) throws {
        switch sideEffect {
        case .close, .showExitConfirmation: model.backTapped()
        case .openCircleInvite, .showError, .openCircleFeed: model.saveTapped()
        case .showInitEditError: fixture.presenter.onEditCircleRequested("gone")
        case .showDeleteConfirmation: model.deleteTapped()
        case .openAggregatedFeed: model.confirm(try #require(model.dialog))
        }
    }

    /// The dialog or destination the model shows after `sideEffect`.
    private func presentation(of sideEffect: CreateOrEditSideEffect) -> ModelSnapshot {
        switch sideEffect {
        case .close: ModelSnapshot(destination: .previousScreen)
        case .openAggregatedFeed: ModelSnapshot(destination: .allCircles)
        case .openCircleInvite(let circleId): ModelSnapshot(destination: .circleInvite(circleId: circleId))
        case .openCircleFeed(let circleId): ModelSnapshot(destination: .circleFeed(circleId: circleId))
        case .showDeleteConfirmation: ModelSnapshot(dialog: .confirmDeletion)
        case .showExitConfirmation: ModelSnapshot(dialog: .confirmDiscard)
        case .showError: ModelSnapshot(dialog: .saveFailed)
        case .showInitEditError: ModelSnapshot(dialog: .loadFailed)
        }
    }
}
