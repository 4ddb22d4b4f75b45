import CirclesConsole
import CirclesDomain
import MvpKit

/// The list of all circles as the console app runs it: a presenter that
/// lives as long as the list, and a view that can be recreated.
@MainActor
public final class CirclesListScreen: CircleListScreen {
    private let presenter: any CirclesListContract.Presenter
    private let scheduler = UiThreadScheduler()
    private weak var navigator: (any ListNavigator)?
    private var view: ConsoleCirclesListView

    /// Opens the list over `repository`, reporting navigation to `navigator`, and starts loading the circles.
    public init(repository: any CirclesRepository, navigator: any ListNavigator) {
        presenter = CirclesListPresenter(circlesRepository: repository, scheduler: scheduler)
        self.navigator = navigator
        view = ConsoleCirclesListView(presenter: presenter, navigator: navigator)
        presenter.attach(view)
        presenter.onListOpened()
    }

    /// What the current view shows.
    public var display: ListScreen { view.display }

    /// Passes the input to the current view, which forwards it to the presenter.
    public func handle(_ input: ListInput) { view.handle(input) }

    /// Hands a form's result to the presenter as the event it is.
    public func receive(_ result: FormResult) {
        switch result {
        case .created(let circle): presenter.onCircleCreated(circle)
        case .changed(let circle): presenter.onCircleChanged(circle)
        case .deleted(let circleId): presenter.onCircleDeleted(circleId)
        }
    }

    /// Replaces the view with a new, empty one: the presenter tells it nothing it told the old one.
    ///
    /// Whatever the presenter says during `gap` goes nowhere: it is detached,
    /// and `ifAttached` drops the call.
    public func recreateView(during gap: @MainActor () async -> Void) async {
        presenter.detach()
        await gap()
        guard let navigator else { return }
        view = ConsoleCirclesListView(presenter: presenter, navigator: navigator)
        presenter.attach(view)
    }

    /// Waits until the work started so far has finished and reached the view, but for the held calls.
    public func settle(leavingHeld heldCalls: Int) async { await scheduler.waitUntilIdle(allowingPending: heldCalls) }

    /// Detaches the view, so that late callbacks reach nothing.
    public func close() { presenter.detach() }
}
