import CirclesConsole
import CirclesDomain
import CirclesMVP
import CirclesTestSupport
import Foundation
import MvpKit
import Testing
import UIKitStandIns

@testable import CirclesMVPUIKit

/// The legacy list's view controller, driven as a user would: tapping rows, swiping them,
/// answering alerts; the presenter and its scheduler are the coordinator's.
@Suite("Legacy list view controller")
@MainActor
struct MVPListViewControllerTests {
    private let repository = FakeCirclesRepository(circles: ListSamples.circles)
    private let scheduler = UiThreadScheduler()
    private let presenter: CirclesListPresenter

    init() {
        presenter = CirclesListPresenter(circlesRepository: repository, scheduler: scheduler)
    }

    /// The list on screen, its circles loaded, as the coordinator opens it.
    private func openedList() async -> (ListOnScreen, CirclesMVPUIKit.CirclesListViewController) {
        var list: CirclesMVPUIKit.CirclesListViewController?
        let screen = ListOnScreen { navigator in
            let made = CirclesMVPUIKit.CirclesListViewController(presenter: presenter, navigator: navigator)
            list = made
            return made
        }
        presenter.onListOpened()
        await scheduler.waitUntilIdle()
        return (screen, list ?? CirclesMVPUIKit.CirclesListViewController(presenter: presenter, navigator: screen))
    }

    @Test("The table pulls a row for each circle the presenter loaded")
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
        await scheduler.waitUntilIdle()

        #expect(screen.openings == ["feed of sample-2", "form of sample-3", "new form"])
    }

    @Test("A swipe's Delete asks; Delete in the alert deletes the circle, and its row slides out")
    func swipeToDelete() async throws {
        let (screen, list) = await openedList()

        let swiped = try #require(list.tableView.simulateTrailingSwipe(onRowAt: IndexPath(row: 1, section: 0)))
        let delete = try #require(swiped.actions.first { $0.title == "Delete" })
        delete.simulateTap(in: list.tableView)
        await screen.transitionsEnded()
        let question = screen.alert?.message
        screen.alert?.simulateTap(onActionTitled: "Delete")
        await screen.transitionsEnded()
        await scheduler.waitUntilIdle()

        #expect(question == "Delete Book club? This cannot be undone.")
        #expect(list.tableView.rowTexts == ["Family", "Running buddies", "Climbing crew"])
        #expect(list.tableView.updates.last == .deleteRows([IndexPath(row: 1, section: 0)], .automatic))
        #expect(repository.circles.map(\.name) == ["Family", "Running buddies", "Climbing crew"])
    }

    @Test("LOSS: a new view controller over the same presenter shows no circle, though the presenter has them all")
    func newViewControllerStartsEmpty() async {
        let (screen, _) = await openedList()

        let again = CirclesMVPUIKit.CirclesListViewController(presenter: presenter, navigator: screen)
        screen.navigation.setViewControllers([again], animated: false)

        #expect(again.tableView.rowTexts.isEmpty)
    }
}

/// The circles the lists start with.
enum ListSamples {
    static let circles = [
        CircleConfigModel(id: "sample-1", name: "Family"),
        CircleConfigModel(id: "sample-2", name: "Book club"),
        CircleConfigModel(id: "sample-3", name: "Running buddies"),
        CircleConfigModel(id: "sample-4", name: "Climbing crew"),
    ]

    static let names = circles.map(\.name)
}
