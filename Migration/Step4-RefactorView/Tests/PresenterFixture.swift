import CirclesDomain
import CirclesTestSupport
import MviMigrationTesting
import Step4RefactorView

/// Step 4's presenter wired to a fake repository, as each test needs it.
@MainActor
struct PresenterFixture {
    /// The circle the tests edit and delete.
    static let bookClub = CircleConfigModel(
        id: "sample-2", name: "Book club", coverPhoto: "https://example.com/books.jpg")

    /// The state the presenter keeps once ``bookClub`` is loaded for editing.
    static let editingBookClub = CreateOrEditState(mode: .edit, editedCircle: bookClub)

    /// The fake repository the presenter works with.
    let repository: FakeCirclesRepository
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
    }

    /// Waits until every intent has finished, and every change has been delivered,
    /// but for the intents waiting at the calls held at the repository's gate.
    func settle() async {
        await presenter.container.idle(exceptHeldAt: repository.gate)
    }
}
