import CirclesConsole
import CirclesDomain
import CirclesMVI
import CirclesTestSupport
import Foundation
import Testing
import UIKitStandIns

@testable import CirclesMVIUIKit

/// The final list's view controller, driven as a user would; the presenter is the coordinator's.
@Suite("MVI list view controller")
@MainActor
struct MVIListViewControllerTests {
    private let repository = FakeCirclesRepository(circles: ListSamples.circles)
    private let presenter: CirclesListPresenter

    init() {
        presenter = CirclesListPresenter(circlesRepository: repository)
    }

    /// The list on screen, its circles loaded, as the coordinator opens it.
    private func openedList() async -> (ListOnScreen, CirclesMVIUIKit.CirclesListViewController) {
        let screen = ListOnScreen { CirclesMVIUIKit.CirclesListViewController(presenter: presenter, navigator: $0) }
        presenter.onListOpened()
        await presenter.container.idle()
        let list = screen.navigation.topViewController as? CirclesMVIUIKit.CirclesListViewController
        return (screen, list ?? CirclesMVIUIKit.CirclesListViewController(presenter: presenter, navigator: screen))
    }

    @Test("The table pulls a row for each circle of the state")
    func loads() async {
        let (_, list) = await openedList()

        #expect(list.tableView.rowTexts == ListSamples.names)
        #expect(list.tableView.inconsistencies.isEmpty)
        #expect(!list.spinner.isAnimating)
    }

    @Test("A tap opens the row's circle; a swipe's Edit opens the form on it; Add opens an empty form")
    func navigation() async throws {
        let (screen, list) = await openedList()

        list.tableView.simulateTapOnRow(at: IndexPath(row: 1, section: 0))
        let swiped = try #require(list.tableView.simulateTrailingSwipe(onRowAt: IndexPath(row: 2, section: 0)))
        let edit = try #require(swiped.actions.first { $0.title == "Edit" })
        edit.simulateTap(in: list.tableView)
        list.navigationItem.rightBarButtonItem?.simulateTap()
        await presenter.container.idle()

        #expect(screen.openings == ["feed of sample-2", "form of sample-3", "new form"])
    }

    @Test(
        "A swipe's Delete asks; Delete in the alert deletes the circle, and its row slides out, worked out from two states"
    )
    func swipeToDelete() async throws {
        let (screen, list) = await openedList()

        let swiped = try #require(list.tableView.simulateTrailingSwipe(onRowAt: IndexPath(row: 1, section: 0)))
        let delete = try #require(swiped.actions.first { $0.title == "Delete" })
        delete.simulateTap(in: list.tableView)
        await presenter.container.idle()
        await screen.transitionsEnded()
        let question = screen.alert?.message
        screen.alert?.simulateTap(onActionTitled: "Delete")
        await screen.transitionsEnded()
        await presenter.container.idle()

        #expect(question == "Delete Book club? This cannot be undone.")
        #expect(list.tableView.rowTexts == ["Family", "Running buddies", "Climbing crew"])
        #expect(list.tableView.updates.last == .deleteRows([IndexPath(row: 1, section: 0)], .automatic))
        #expect(list.tableView.inconsistencies.isEmpty)
    }

    @Test("KEPT: a new view controller over the same presenter draws every circle")
    func newViewControllerStartsEmpty() async {
        let (screen, _) = await openedList()

        let again = CirclesMVIUIKit.CirclesListViewController(presenter: presenter, navigator: screen)
        screen.navigation.setViewControllers([again], animated: false)

        #expect(again.tableView.rowTexts == ListSamples.names)
    }

    @Test("An alert posted while a screen covers the list waits for the list to be back on screen")
    func alertWaitsForTheList() async {
        let (screen, list) = await openedList()
        repository.fail(.delete)
        screen.navigation.pushViewController(UIViewController(), animated: true)
        await screen.transitionsEnded()

        presenter.onDeleteCircleConfirmed("sample-2")
        await presenter.container.idle()
        let whileCovered = list.presentedViewController
        _ = screen.navigation.popViewController(animated: true)
        await screen.transitionsEnded()

        #expect(whileCovered == nil)
        #expect(screen.alert?.message == "Book club could not be deleted. Please try again.")
        #expect(list.warnings.isEmpty)
    }
}
