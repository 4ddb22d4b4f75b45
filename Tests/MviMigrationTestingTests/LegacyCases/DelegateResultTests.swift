import MviKit
import MviKitTesting
import Testing

/// A screen that hands its result to a legacy delegate (or a router of its own) rather than a coordinator.
///
/// Calling the delegate is neither state nor a view call: it happens once, when the work is
/// done, and must not happen again when a view is recreated. That is a side effect: the
/// presenter posts it, and the view controller that holds the delegate calls it when it
/// handles the side effect. A router call is the same.
@Suite("Legacy code: a result passed to a delegate", .timeLimit(.minutes(1)))
@MainActor
struct DelegateResultTests {
    @Test("Saving posts the book added as a side effect, once the save is done")
    func postsTheResult() async {
        let testPresenter = AddBookPresenter().test(false)

        await testPresenter.testIntent { $0.onSave("Dune") }

        testPresenter.assert {
            states({ _ in true }, { _ in false })
            postedSideEffects(.added(title: "Dune"))
        }
    }

    @Test("The view controller calls its delegate once; a view controller made afterwards does not call it again")
    func delegateCalledOnce() async {
        let presenter = AddBookPresenter()
        let delegate = ListDelegate()
        let viewController = AddBookViewController(presenter: presenter, delegate: delegate)

        presenter.onSave("Dune")
        await presenter.container.idle()
        let recreated = AddBookViewController(presenter: presenter, delegate: delegate)
        await presenter.container.idle()

        withExtendedLifetime((viewController, recreated)) {
            #expect(delegate.added == ["Dune"])
        }
    }
}

/// The delegate the legacy screen reports to: here, the list that opened it.
@MainActor
private protocol AddBookDelegate: AnyObject {
    func addBook(didAdd title: String)
}

@MainActor
private final class ListDelegate: AddBookDelegate {
    private(set) var added: [String] = []

    func addBook(didAdd title: String) { added.append(title) }
}

private enum AddBookSideEffect: Equatable, Sendable {
    /// The book is saved: tell whoever opened the screen.
    case added(title: String)
}

@MainActor
private final class AddBookPresenter: MviContainerHost {
    let container = MviContainer<Bool, AddBookSideEffect>(initialState: false)

    func onSave(_ title: String) {
        intent { mvi in
            mvi.reduce { _ in true }
            mvi.reduce { _ in false }
            mvi.postSideEffect(.added(title: title))
        }
    }
}

/// Stands for a `UIViewController`: it holds the delegate, and calls it when the side effect comes.
@MainActor
private final class AddBookViewController {
    private weak var delegate: (any AddBookDelegate)?
    private var subscription: MviSubscription?

    init(presenter: AddBookPresenter, delegate: any AddBookDelegate) {
        self.delegate = delegate
        subscription = presenter.container.subscribeToSideEffects { [weak self] sideEffect in
            switch sideEffect {
            case .added(let title): self?.delegate?.addBook(didAdd: title)
            }
        }
    }
}
