import CirclesDomain
import CirclesTestSupport
import MviMigrationTesting
import Step2ProcessingInBackground

/// Step 2's presenter wired to a fake repository and a recording view, as each test needs it.
@MainActor
struct PresenterFixture {
    /// The circle the tests edit and delete.
    static let bookClub = CircleConfigModel(
        id: "sample-2", name: "Book club", coverPhoto: "https://example.com/books.jpg")

    /// The state the presenter keeps once ``bookClub`` is loaded for editing.
    static let editingBookClub = CreateOrEditState(mode: .edit, editedCircle: bookClub)

    /// The fake repository the presenter works with.
    let repository: FakeCirclesRepository
    /// The attached view, recording the calls it receives.
    let view = RecordingView()
    /// The presenter under test.
    let presenter: CreateOrEditCirclePresenter

    /// A presenter over a repository holding `circles`.
    init(circles: [CircleConfigModel] = [Self.bookClub]) {
        repository = FakeCirclesRepository(circles: circles)
        presenter = CreateOrEditCirclePresenter(
            shouldAllowFormSubmissionUseCase: ShouldAllowFormSubmissionUseCase(),
            hasCreateCircleRequestChangedUseCase: HasCreateCircleRequestChangedUseCase(),
            circlesRepository: repository,
            prepareEditCircleRequestUseCase: PrepareEditCircleRequestUseCase(repository: repository)
        )
        presenter.attach(view)
    }

    /// Puts the presenter in EDIT with ``bookClub`` loaded, then forgets the calls that took.
    static func editing() async -> PresenterFixture {
        let fixture = PresenterFixture()
        fixture.presenter.onEditCircleRequested(bookClub.id)
        await fixture.settle()
        fixture.view.reset()
        return fixture
    }

    /// Waits until every intent has finished, and with it every view call it made,
    /// but for the intents waiting at the calls held at the repository's gate.
    func settle() async {
        await presenter.container.idle(exceptHeldAt: repository.gate)
    }
}
