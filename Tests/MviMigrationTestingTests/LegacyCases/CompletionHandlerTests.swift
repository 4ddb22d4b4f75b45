import MviKit
import MviKitLocking
import MviMigrationTesting
import Testing

/// A use case with a completion handler, called from an intent through a checked continuation.
///
/// The continuation does not carry cancellation into the call: cancel the intent, or close
/// the container, while the call runs, and the call still runs to its end, so the book is
/// saved. What cancelling can still stop is what the body does after the call: check
/// `Task.isCancelled` once it returns.
@Suite("Legacy code: a use case with a completion handler", .timeLimit(.minutes(1)))
@MainActor
struct CompletionHandlerTests {
    @Test("Cancelled while the save is in flight, the book is saved anyway, and the body stops after it")
    func cancelledDuringSave() async {
        let store = BookStore()
        let presenter = AddBookPresenter(useCase: SaveBookUseCase(store: store))
        store.gate.hold("save")
        let saving = presenter.onSaveTapped("Dune")
        await store.gate.waitUntilHeld("save")

        saving.cancel()
        store.gate.release("save")
        await presenter.container.idle()

        #expect(store.calls == ["save Dune"])
    }

    @Test("Not cancelled, the body goes on once the completion handler has run")
    func saved() async {
        let store = BookStore()
        let presenter = AddBookPresenter(useCase: SaveBookUseCase(store: store))

        presenter.onSaveTapped("Dune")
        await presenter.container.idle()

        #expect(store.calls == ["save Dune", "upload cover of Dune"])
    }
}

/// The legacy use case: it calls back once the store has the book, and offers no way to cancel.
private struct SaveBookUseCase: Sendable {
    let store: BookStore

    func execute(_ title: String, completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
        // Stands for the legacy code's own queue: the work goes on whoever waits for it.
        Task {
            await store.save(title)
            completion(.success(title))
        }
    }

    /// The use case for `await`: returns once the completion handler has run, cancelled or not.
    func execute(_ title: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            execute(title) { continuation.resume(with: $0) }
        }
    }
}

@MainActor
private final class AddBookPresenter: MviContainerHost {
    let container = MviContainer<Bool, Never>(initialState: false)
    private let useCase: SaveBookUseCase

    init(useCase: SaveBookUseCase) {
        self.useCase = useCase
    }

    @discardableResult
    func onSaveTapped(_ title: String) -> MviIntent {
        intent { [useCase] mvi in
            mvi.reduce { _ in true }
            let saved = try await useCase.execute(title)
            // The save ran to its end even if the intent was cancelled meanwhile; stop here if it was.
            guard !Task.isCancelled else { return }
            await useCase.store.uploadCover(of: saved)
            mvi.reduce { _ in false }
        }
    }
}

/// The store behind the use case: it records each call, and its saves pass a gate.
private final class BookStore: Sendable {
    let gate = CallGate()
    private let recorded = Locked<[String]>([])

    var calls: [String] { recorded.withLock { $0 } }

    func save(_ title: String) async {
        await gate.pass("save")
        recorded.withLock { $0.append("save \(title)") }
    }

    func uploadCover(of title: String) async {
        recorded.withLock { $0.append("upload cover of \(title)") }
    }
}
