import CirclesDomain
import CirclesMVP
import CirclesTestSupport
import MvpKit

/// The legacy list presenter wired to a fake repository and a recording view, as each test needs it.
@MainActor
struct ListPresenterFixture {
    /// The circles the repository starts with.
    static let circles = [
        CircleConfigModel(id: "sample-1", name: "Family"),
        CircleConfigModel(id: "sample-2", name: "Book club"),
        CircleConfigModel(id: "sample-3", name: "Running buddies"),
        CircleConfigModel(id: "sample-4", name: "Climbing crew"),
    ]

    /// The fake repository the presenter works with.
    let repository: FakeCirclesRepository
    /// The scheduler the presenter calls back through.
    let scheduler = UiThreadScheduler()
    /// The attached view, recording the calls it receives.
    let view = RecordingListView()
    /// The presenter under test.
    let presenter: CirclesListPresenter

    /// A presenter over a repository holding `circles`, its view attached, nothing loaded yet.
    init(circles: [CircleConfigModel] = Self.circles) {
        repository = FakeCirclesRepository(circles: circles)
        presenter = CirclesListPresenter(circlesRepository: repository, scheduler: scheduler)
        presenter.attach(view)
    }

    /// A presenter that has loaded `circles` and shown them, the calls that took forgotten.
    static func loaded(_ circles: [CircleConfigModel] = Self.circles) async -> ListPresenterFixture {
        let fixture = ListPresenterFixture(circles: circles)
        fixture.presenter.onListOpened()
        await fixture.settle()
        fixture.view.reset()
        return fixture
    }

    /// Waits until every repository call has returned and its view calls have been made,
    /// but for the calls held at the repository's gate.
    func settle() async {
        await scheduler.waitUntilIdle(allowingPending: repository.gate.heldCalls.count)
    }
}
