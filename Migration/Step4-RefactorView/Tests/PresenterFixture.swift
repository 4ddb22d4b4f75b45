import CirclesDomain
import CirclesTestSupport
import Step4RefactorView

/// A step-4 presenter wired to a fake repository, as each test needs it.
@MainActor
struct PresenterFixture {
    /// The circle the tests edit and delete.
    nonisolated static let bookClub = CircleConfigModel(
        id: "sample-2", name: "Book club", coverPhoto: "https://example.com/books.jpg")

    /// The state of a form in EDIT with ``bookClub`` loaded, as the talk's test starts from.
    nonisolated static let editingBookClub = CreateOrEditState(mode: .edit, editedCircle: bookClub)

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
}
