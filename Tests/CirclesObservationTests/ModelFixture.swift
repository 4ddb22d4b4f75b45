import CirclesDomain
import CirclesMVI
import CirclesObservation
import CirclesTestSupport
import MviKit

/// A real MVI presenter over a fake repository, and models subscribed to it, as each test needs them.
@MainActor
struct ModelFixture {
    static let bookClub = CircleConfigModel(
        id: "sample-2", name: "Book club", coverPhoto: "https://example.com/books.jpg")

    let repository = FakeCirclesRepository(circles: [Self.bookClub])
    let presenter: CreateOrEditCirclePresenter

    init() {
        presenter = CreateOrEditCirclePresenter(
            shouldAllowFormSubmissionUseCase: ShouldAllowFormSubmissionUseCase(),
            hasCreateCircleRequestChangedUseCase: HasCreateCircleRequestChangedUseCase(),
            circlesRepository: repository,
            prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase(repository: repository)
        )
    }

    /// A new model listening to the presenter, as a view appearing would start it.
    func makeModel() -> CircleFormModel {
        let model = CircleFormModel(presenter: presenter)
        model.start()
        return model
    }

    /// Returns once every intent has finished and every change has reached the models.
    func idle() async {
        await presenter.container.idle()
    }

    /// Records the side effects the presenter posts from now on.
    func recordSideEffects() -> PostedSideEffects {
        PostedSideEffects(presenter.container)
    }
}

/// The side effects a container posts, seen through an observer, which takes nothing from the view's listeners.
@MainActor
final class PostedSideEffects {
    private(set) var all: [CreateOrEditSideEffect] = []
    private var subscription: MviSubscription?

    init(_ container: MviContainer<CreateOrEditState, CreateOrEditSideEffect>) {
        subscription = container.observe { [weak self] event in
            if case .sideEffectPosted(let sideEffect, _) = event { self?.all.append(sideEffect) }
        }
    }
}

/// Everything a model shows, as one value, so that a test compares it whole.
struct ModelSnapshot: Equatable {
    var mode = CreateOrEditState.Mode.create
    var name = ""
    var coverPhoto: String?
    var isSaveEnabled = false
    var progressCaption: String?
    var dialog: CircleFormModel.Dialog?
    var destination: CircleFormModel.Destination?
}

extension CircleFormModel {
    /// What the model shows now.
    var snapshot: ModelSnapshot {
        ModelSnapshot(
            mode: mode, name: name, coverPhoto: coverPhoto, isSaveEnabled: isSaveEnabled,
            progressCaption: progressCaption, dialog: dialog, destination: destination)
    }
}
