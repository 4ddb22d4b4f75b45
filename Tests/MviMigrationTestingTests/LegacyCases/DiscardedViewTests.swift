import MviKit
import MviMigrationTesting
import Testing

/// A view discarded in a test: `let (session, _) = makeScreen()` releases the view at once,
/// and its subscription with it, so the screen never redraws and the test checks a frozen screen.
///
/// Nothing fails where it happens. A ``SessionTranscript`` given the view that draws it
/// fails the test at the next input, saying the view is gone; keep the view in a constant.
@Suite("Legacy code: a view discarded in a test", .timeLimit(.minutes(1)))
@MainActor
struct DiscardedViewTests {
    @Test("The view kept, the transcript holds each screen it drew")
    func keptView() async {
        let (session, view) = Self.makeScreen()

        await session.rename(to: "Emma")

        withExtendedLifetime(view) {
            #expect(session.transcript.text == "Dune\n> rename to Emma\nEmma\n")
        }
    }

    @Test("The view discarded, the next input fails the test, saying the view is gone")
    func discardedView() async {
        let (session, _) = Self.makeScreen()

        await withKnownIssue {
            await session.rename(to: "Emma")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("The view that draws this session is gone") }
        }
    }

    /// The screen as a legacy test makes it: the session it drives, and the view, handed back for the test to keep.
    private static func makeScreen() -> (ShelfSession, ShelfView) {
        let presenter = ShelfPresenter()
        let view = ShelfView(presenter)
        return (ShelfSession(presenter: presenter, view: view), view)
    }
}

@MainActor
private final class ShelfPresenter: MviContainerHost {
    let container = MviContainer<String, Never>(initialState: "Dune")

    func rename(to title: String) {
        intent { mvi in mvi.reduce { _ in title } }
    }
}

/// The view: it draws the title it was last given.
@MainActor
private final class ShelfView {
    private(set) var drawn = ""
    private var subscription: MviSubscription?

    init(_ presenter: ShelfPresenter) {
        subscription = presenter.container.subscribeToState { [weak self] in self?.drawn = $0 + "\n" }
    }
}

/// What a test drives: each input, then the screen the view drew, in one transcript.
@MainActor
private final class ShelfSession {
    private let presenter: ShelfPresenter
    private weak var view: ShelfView?
    private(set) var transcript: SessionTranscript

    init(presenter: ShelfPresenter, view: ShelfView) {
        self.presenter = presenter
        self.view = view
        transcript = SessionTranscript(opening: view.drawn, drawnBy: view)
    }

    func rename(to title: String) async {
        presenter.rename(to: title)
        await presenter.container.idle()
        transcript.record("rename to \(title)", then: view?.drawn ?? "")
    }
}
