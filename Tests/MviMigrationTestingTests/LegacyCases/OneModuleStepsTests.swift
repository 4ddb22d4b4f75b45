import MviKit
import MviKitLocking
import MviMigrationTesting
import Testing

/// Migration steps kept in one module, told apart by a suffix on their type names, where an
/// app's screens are `internal` to one module and a module per step does not fit.
///
/// Each step is a copy of the screen's types with the step's suffix (`RenamePresenterLegacy`,
/// `RenamePresenterStep2`), beside the others, until the last step takes the plain name and
/// the older copies go. The spec runs against every version through one seam, as with a
/// module per step; a version flag read by one set of types is the other way to keep them in
/// one module, at the price of the branches it leaves in the code.
@Suite("Legacy code: steps in one module, suffixed", .timeLimit(.minutes(1)))
@MainActor
struct OneModuleStepsTests {
    @Test("Renaming shows the old title while the save is held, then the new one", arguments: RenameVersion.allCases)
    func renames(version: RenameVersion) async {
        let store = TitleStore()
        let screen = version.makeScreen(store: store)
        store.gate.hold("save")

        screen.rename(to: "Emma")
        await store.gate.waitUntilHeld("save")
        let whileSaving = screen.title
        store.gate.release("save")
        await screen.settle()

        #expect(whileSaving == "Dune")
        #expect(screen.title == "Emma")
        #expect(store.saved == ["Emma"])
    }
}

/// Every version of the screen, each made by its suffixed type.
enum RenameVersion: String, ScreenVersion {
    case legacy, step2

    static let reference = RenameVersion.legacy

    @MainActor
    func makeScreen(store: TitleStore) -> any RenameScreen {
        switch self {
        case .legacy: RenamePresenterLegacy(store: store)
        case .step2: RenamePresenterStep2(store: store)
        }
    }
}

/// The seam the spec drives every version through.
@MainActor
protocol RenameScreen: AnyObject {
    /// The title the screen shows.
    var title: String { get }
    func rename(to title: String)
    /// Returns once the work started has finished, but for the calls held at the store's gate.
    func settle() async
}

/// Step 0: the legacy presenter, its field written once the save returns.
@MainActor
final class RenamePresenterLegacy: RenameScreen {
    private(set) var title = "Dune"
    private let store: TitleStore
    private var saving: Task<Void, Never>?

    init(store: TitleStore) {
        self.store = store
    }

    func rename(to title: String) {
        saving = Task {
            await store.save(title)
            self.title = title
        }
    }

    func settle() async { await saving?.value }
}

/// Step 2, in the same module: the title is state, the save an intent.
@MainActor
final class RenamePresenterStep2: MviContainerHost, RenameScreen {
    let container = MviContainer<String, Never>(initialState: "Dune")
    private let store: TitleStore

    init(store: TitleStore) {
        self.store = store
    }

    var title: String { container.state }

    func rename(to title: String) {
        intent { [store] mvi in
            await store.save(title)
            mvi.reduce { _ in title }
        }
    }

    func settle() async { await container.idle(exceptHeldAt: store.gate) }
}

/// The store the screen saves to; its saves pass a gate, named "save".
final class TitleStore: Sendable {
    let gate = CallGate()
    private let titles = Locked<[String]>([])

    var saved: [String] { titles.withLock { $0 } }

    func save(_ title: String) async {
        await gate.pass("save")
        titles.withLock { $0.append(title) }
    }
}
