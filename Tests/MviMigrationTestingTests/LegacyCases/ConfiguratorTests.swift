import MviKit
import MviKitLocking
import Testing

/// A view controller that builds its own presenter in a configurator, called from `viewDidLoad`.
///
/// Nothing outside hands it a presenter, so a test cannot hand it a fake either. Leave the
/// making where it is and give the configurator its dependencies as a value, the app's by
/// default: the app does not change, and a test characterises the real view controller,
/// made the real way, over a fake. Each step then changes what the configurator makes.
@Suite("Legacy code: a view controller that makes its own presenter", .timeLimit(.minutes(1)))
@MainActor
struct ConfiguratorTests {
    @Test("Configured over a fake store, the view controller saves what the user typed there")
    func savesThroughTheConfiguredStore() async throws {
        let store = RecordingStore()
        let viewController = AddBookViewController()
        viewController.configurator = AddBookConfigurator(store: store)
        viewController.viewDidLoad()

        viewController.saveTapped(title: "Dune")
        await viewController.presenter?.container.idle()

        #expect(store.titles == ["Dune"])
        #expect(viewController.isSaving == false)
    }
}

/// Where saved books go.
private protocol BookSaving: Sendable {
    func save(_ title: String) async
}

/// The app's store.
private struct LiveStore: BookSaving {
    func save(_ title: String) async {}
}

/// What the configurator makes the presenter with: the app's store unless a test says otherwise.
private struct AddBookConfigurator {
    var store: any BookSaving = LiveStore()

    @MainActor
    func configure(_ viewController: AddBookViewController) {
        viewController.presenter = AddBookPresenter(store: store)
    }
}

/// Stands for a `UIViewController`: `viewDidLoad()` asks the configurator for its presenter.
@MainActor
private final class AddBookViewController {
    var configurator = AddBookConfigurator()
    /// Set by the configurator, as legacy code has it.
    var presenter: AddBookPresenter?
    private(set) var isSaving = false
    private var subscription: MviSubscription?

    func viewDidLoad() {
        configurator.configure(self)
        subscription = presenter?.container.subscribeToState { [weak self] in self?.isSaving = $0 }
    }

    func saveTapped(title: String) { presenter?.onSave(title) }
}

@MainActor
private final class AddBookPresenter: MviContainerHost {
    let container = MviContainer<Bool, Never>(initialState: false)
    private let store: any BookSaving

    init(store: any BookSaving) {
        self.store = store
    }

    func onSave(_ title: String) {
        intent { [store] mvi in
            mvi.reduce { _ in true }
            await store.save(title)
            mvi.reduce { _ in false }
        }
    }
}

/// A store that keeps the titles it was asked to save.
private final class RecordingStore: BookSaving {
    private let saved = Locked<[String]>([])

    var titles: [String] { saved.withLock { $0 } }

    func save(_ title: String) async { saved.withLock { $0.append(title) } }
}
