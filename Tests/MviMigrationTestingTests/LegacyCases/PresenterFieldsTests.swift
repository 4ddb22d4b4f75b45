import MviKit
import MviKitTesting
import Testing

/// Tests that set a presenter's fields before they act, as legacy presenter tests often do.
///
/// Once the fields are state, nothing outside the container may write them, so such a test
/// starts the presenter from a state instead: `presenter.test(state)` puts the state in the
/// container before recording, and the test then asserts each change from there. The legacy
/// test and its converted form below set up the same screen and check the same behaviour.
@Suite("Legacy code: tests that write the presenter's fields", .timeLimit(.minutes(1)))
@MainActor
struct PresenterFieldsTests {
    @Test("Legacy: the test writes the fields, then deletes")
    func legacyWritesFields() {
        let presenter = LegacyShelfPresenter()
        presenter.titles = ["Dune", "Emma"]
        presenter.isEditing = true

        presenter.onDelete(at: 0)

        #expect(presenter.titles == ["Emma"])
    }

    @Test("Converted: the test starts from a state, then asserts the change")
    func convertedStartsFromAState() async {
        let testPresenter = ShelfPresenter().test(ShelfState(titles: ["Dune", "Emma"], isEditing: true))

        await testPresenter.testIntent { $0.onDelete(at: 0) }

        testPresenter.assert {
            states({ ShelfState(titles: ["Emma"], isEditing: $0.isEditing) })
        }
    }
}

/// The legacy presenter: its fields are its state, and anyone may set them.
@MainActor
private final class LegacyShelfPresenter {
    var titles: [String] = []
    var isEditing = false

    func onDelete(at index: Int) {
        guard isEditing, titles.indices.contains(index) else { return }
        titles.remove(at: index)
    }
}

private struct ShelfState: Equatable, Sendable {
    var titles: [String] = []
    var isEditing = false
}

/// The same presenter once its fields are state.
@MainActor
private final class ShelfPresenter: MviContainerHost {
    let container = MviContainer<ShelfState, Never>(initialState: ShelfState())

    func onDelete(at index: Int) {
        intent { mvi in
            mvi.reduce { state in
                guard state.isEditing, state.titles.indices.contains(index) else { return state }
                return ShelfState(
                    titles: state.titles.enumerated().filter { $0.offset != index }.map(\.element), isEditing: true)
            }
        }
    }
}
