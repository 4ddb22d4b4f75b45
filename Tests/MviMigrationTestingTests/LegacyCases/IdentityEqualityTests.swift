import MviKit
import MviMigrationRows
import Testing

/// A model whose `==` compares ids only, as legacy code often has it to find a row.
///
/// A container publishes a state only when it differs from the last (`==`): with such a
/// model in the state, an edited title leaves the state "equal", nothing is published, and
/// the row is never redrawn; `RowChanges`, which redraws a row whose content differs, is
/// told of no change either. State equality must cover every field the screen draws: put
/// a row value with synthesised `==` in the state, and find rows by id where the old `==` did.
@Suite("Legacy code: a model whose == compares ids", .timeLimit(.minutes(1)))
@MainActor
struct IdentityEqualityTests {
    @Test("With ids-only ==, a renamed book publishes no state, and its row is not redrawn")
    func idsOnlyHidesAnEdit() async {
        let shelf = ShelfPresenter<LegacyBook>(books: [LegacyBook(id: "b1", title: "Dune")])
        let view = ShelfView(shelf)

        shelf.rename("b1", to: "Dune Messiah")
        await shelf.container.idle()

        #expect(view.titles == [["Dune"]])
        #expect(RowChanges(from: [LegacyBook(id: "b1", title: "Dune")], to: shelf.container.state).reloaded == [])
    }

    @Test("With == over every drawn field, the renamed book is published and its row redrawn")
    func everyFieldShowsTheEdit() async {
        let shelf = ShelfPresenter<BookRow>(books: [BookRow(id: "b1", title: "Dune")])
        let view = ShelfView(shelf)

        shelf.rename("b1", to: "Dune Messiah")
        await shelf.container.idle()

        #expect(view.titles == [["Dune"], ["Dune Messiah"]])
        #expect(RowChanges(from: [BookRow(id: "b1", title: "Dune")], to: shelf.container.state).reloaded == [0])
    }
}

/// A book as the screen draws it.
private protocol ShelfBook: Identifiable<String>, Equatable, Sendable {
    var title: String { get }
    init(id: String, title: String)
}

/// The legacy model: two books are "equal" when their ids are.
private struct LegacyBook: ShelfBook {
    let id: String
    let title: String

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

/// The row the state holds instead: equal only when everything drawn is.
private struct BookRow: ShelfBook {
    let id: String
    let title: String
}

@MainActor
private final class ShelfPresenter<Book: ShelfBook>: MviContainerHost {
    let container: MviContainer<[Book], Never>

    init(books: [Book]) {
        container = MviContainer(initialState: books)
    }

    func rename(_ id: String, to title: String) {
        intent { mvi in mvi.reduce { $0.map { $0.id == id ? Book(id: id, title: title) : $0 } } }
    }
}

/// The view: the titles of each state it was given, in order.
@MainActor
private final class ShelfView<Book: ShelfBook> {
    private(set) var titles: [[String]] = []
    private var subscription: MviSubscription?

    init(_ shelf: ShelfPresenter<Book>) {
        subscription = shelf.container.subscribeToState { [weak self] in self?.titles.append($0.map(\.title)) }
    }
}
