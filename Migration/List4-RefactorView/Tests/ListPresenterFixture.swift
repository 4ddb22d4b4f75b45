import CirclesDomain
import CirclesTestSupport
import List4RefactorView
import MviKit
import MviMigrationTesting

/// Step 4's list presenter wired to a fake repository, as each test needs it.
@MainActor
struct ListPresenterFixture {
    /// The circles the repository starts with.
    static let circles = [
        CircleConfigModel(id: "sample-1", name: "Family"),
        CircleConfigModel(id: "sample-2", name: "Book club"),
        CircleConfigModel(id: "sample-3", name: "Running buddies"),
        CircleConfigModel(id: "sample-4", name: "Climbing crew"),
    ]

    /// The state once `circles` have loaded.
    static func loaded(_ circles: [CircleConfigModel] = Self.circles) -> CirclesListState {
        CirclesListState(circles: circles, hasLoaded: true)
    }

    /// The fake repository the presenter works with.
    let repository: FakeCirclesRepository
    /// The presenter under test.
    let presenter: CirclesListPresenter

    /// A presenter over a repository holding `circles`.
    init(circles: [CircleConfigModel] = Self.circles) {
        repository = FakeCirclesRepository(circles: circles)
        presenter = CirclesListPresenter(circlesRepository: repository)
    }

    /// Waits until every intent has finished, and every change has been delivered,
    /// but for the intents waiting at the calls held at the repository's gate.
    func settle() async {
        await presenter.container.idle(exceptHeldAt: repository.gate)
    }
}

/// A view's stand-in: it subscribes to the presenter and keeps what it receives, in order.
@MainActor
final class ListSubscriber {
    /// The states received, the current one first.
    private(set) var states: [CirclesListState] = []
    /// The side effects received.
    private(set) var sideEffects: [CirclesListSideEffect] = []
    private var subscriptions: [MviSubscription] = []

    /// Subscribes to `presenter` at once, as a view does when it is made.
    init(_ presenter: CirclesListPresenter) {
        subscriptions = [
            presenter.subscribeToState { [weak self] in self?.states.append($0) },
            presenter.subscribeToSideEffects { [weak self] in self?.sideEffects.append($0) },
        ]
    }

    /// Stops listening, as a destroyed view would.
    func unsubscribe() {
        for subscription in subscriptions { subscription.cancel() }
        subscriptions = []
    }
}
