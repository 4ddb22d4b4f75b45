import MviKit

/// Step 3's scaffolding: it subscribes to the presenter for the legacy view and
/// turns states and side effects back into the view calls they replaced.
///
/// It lets this step change the presenter alone: the view keeps its methods
/// and learns nothing new. The mode decides which spinner and which dialog,
/// as it did in the presenter before. Step 4 moves this code into the view,
/// as its `handleState` and `handleSideEffect`, and deletes the bridge.
@MainActor
final class LegacyViewBridge {
    private weak var view: ConsoleCreateOrEditCircleView?
    private var shown: CreateOrEditState?
    private var subscriptions: [MviSubscription] = []

    /// Subscribes `view` to `container`; the current state arrives at once, then every change.
    init(view: ConsoleCreateOrEditCircleView, container: MviContainer<CreateOrEditState, CreateOrEditSideEffect>) {
        self.view = view
        subscriptions = [
            container.subscribeToState { [weak self] in self?.handleState($0) },
            container.subscribeToSideEffects { [weak self] in self?.handleSideEffect($0) },
        ]
    }

    /// Stops listening, as the legacy view's detach would.
    func cancel() {
        subscriptions = []
    }

    // excerpt:begin handle-state
    /// Starts the spinner when a commit starts; stopping it is the error dialog's job, as it was.
    private func handleState(_ state: CreateOrEditState) {
        defer { shown = state }
        guard state.committingChanges, shown?.committingChanges != true else { return }
        switch state.mode {
        case .create: view?.showCreateSpinner()
        case .edit: view?.showEditSpinner()
        }
    }
    // excerpt:end handle-state

    // excerpt:begin handle-side-effect
    private func handleSideEffect(_ sideEffect: CreateOrEditSideEffect) {
        let mode = shown?.mode ?? .create
        switch sideEffect {
        case .close: view?.exitWithoutConfirmationDialog()
        case .openAggregatedFeed: view?.exitToAggregatedFeed()
        case .showDeleteConfirmation: view?.showDeleteConfirmationDialog()
        case .showExitConfirmation where mode == .create: view?.exitWithCreateConfirmationDialog()
        case .showExitConfirmation: view?.exitWithEditConfirmationDialog()
        case .showError where mode == .create: view?.showCreateCircleErrorDialog()
        case .showError: view?.showEditCircleErrorDialog()
        case .showInitEditError: view?.showInitEditErrorDialog()
        case .openCircleInvite(let circleId): view?.redirectToCircleInviteScreen(circleId)
        case .openCircleFeed(let circleId): view?.redirectToCircleFeedScreen(circleId)
        }
    }
    // excerpt:end handle-side-effect
}
