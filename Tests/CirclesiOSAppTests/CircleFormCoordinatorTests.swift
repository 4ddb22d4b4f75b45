import CirclesConsole
import CirclesDomain
import CirclesMVI
import CirclesTestSupport
import Testing
import UIKitStandIns

@testable import CirclesMVIUIKit
@testable import CirclesiOSApp

/// The coordinator that owns each form's presenter: where forms go, when they close, and what
/// a form shown again with a new view controller over the same presenter shows, in each version.
@Suite("CircleFormCoordinator: a new view controller over the presenter it keeps", .timeLimit(.minutes(1)))
@MainActor
struct CircleFormCoordinatorTests {
    @Test(
        "A form that leaves is released, view controller and presenter, and the screen it led to is shown",
        arguments: Version.allCases)
    func leavingReleasesTheForm(version: Version) async {
        let app = AppHarness(version)
        app.coordinator?.showEditForm(circleId: AppHarness.bookClub.id)
        await app.settle()
        weak let form = app.form
        weak let presenter = app.form?.formPresenter
        app.type(name: "Readers")
        await app.settle()

        app.tapSave()
        await app.settle()

        #expect(form == nil)
        #expect(presenter == nil)
        #expect(app.screens == ["All circles", "Feed of sample-2"])
    }

    @Test(
        "Shown again after typing: the legacy form starts empty, the MVI form draws the state",
        arguments: Version.allCases)
    func reshowAfterTyping(version: Version) async {
        let app = AppHarness(version)
        await app.openNewForm(named: "Hikers")

        await app.coordinator?.reshowForm(during: {})
        await app.settle()

        let expected = version == .mvp ? FormDisplay() : FormDisplay(name: "Hikers", isSaveEnabled: true)
        #expect(app.display == expected)
    }

    @Test(
        "A create that finishes while no view controller exists: lost in MVP, handed to the next one in MVI",
        arguments: Version.allCases)
    func createFinishingWhileNoViewControllerExists(version: Version) async {
        let app = AppHarness(version)
        await app.openNewForm(named: "Hikers")
        await app.saveWhileHeld()
        weak let old = app.form
        var createdWithNoViewController = false

        await app.coordinator?.reshowForm(during: {
            app.releaseHeldCalls()
            await app.settle()
            createdWithNoViewController = old == nil && app.repository.circles.count == 2
        })
        await app.settle()

        #expect(createdWithNoViewController)
        let expected =
            version == .mvp ? ["All circles", "sheet: New circle"] : ["All circles", "Invite people to circle-1"]
        #expect(app.screens == expected)
    }

    @Test("MVI: an error that comes while no view controller exists is shown by the next one, once it is on screen")
    func errorShownOnceOnScreen() async {
        let app = AppHarness(.mvi)
        await app.openNewForm(named: "Hikers")
        app.repository.fail(.create)
        await app.saveWhileHeld()

        await app.coordinator?.reshowForm(during: {
            app.releaseHeldCalls()
            await app.settle()
        })
        await app.settle()

        #expect(
            app.display
                == FormDisplay(
                    name: "Hikers", isSaveEnabled: true, alert: "The circle could not be created. Please try again."))
        #expect(app.sheet?.topViewController?.warnings == [])
    }

    @Test("MVI: an error that comes while the old view controller goes waits for the next one, which shows it")
    func sideEffectDuringTransitionAwayWaits() async throws {
        let app = AppHarness(.mvi)
        await app.openNewForm(named: "Hikers")
        app.repository.fail(.create)
        await app.saveWhileHeld()
        await app.settle()
        let window = try #require(app.window)
        weak let old = app.form
        window.holdsTransitions = true

        let reshow = Task { await app.coordinator?.reshowForm(during: {}) }
        await window.transitionBegun()
        app.releaseHeldCalls()
        await app.coordinator?.settle()
        let refusedByTheOldOne = old?.warnings ?? []
        window.holdsTransitions = false
        await reshow.value
        await app.settle()

        #expect(refusedByTheOldOne == [])
        #expect(app.display?.alert == "The circle could not be created. Please try again.")
    }

    @Test(
        "A form a screen is pushed over is covered, not closed: back on top, it saves as before",
        arguments: Version.allCases)
    func coveredFormIsNotClosed(version: Version) async {
        let app = AppHarness(version)
        app.coordinator?.showEditForm(circleId: AppHarness.bookClub.id)
        await app.settle()
        app.type(name: "Readers")
        await app.settle()

        app.navigationController?.pushViewController(UIViewController(), animated: true)
        await app.settle()
        app.navigationController?.popViewController(animated: true)
        await app.settle()
        app.tapSave()
        await app.settle()

        #expect(app.repository.circles.map(\.name) == ["Readers"])
        #expect(app.screens == ["All circles", "Feed of sample-2"])
    }

    @Test("MVI list: an error that comes while the new circle's sheet covers the list is shown once the sheet has gone")
    func listSideEffectWaitsUnderTheSheet() async throws {
        let list = try ListUnderForms()
        await list.open()
        list.repository.fail(.delete)
        list.repository.holdCalls()
        list.presenter.onDeleteCircleConfirmed(AppHarness.bookClub.id)
        await list.repository.waitUntilHeld()
        list.viewController.navigationItem.rightBarButtonItem?.simulateTap()
        await list.settle(leavingHeld: 1)

        list.repository.releaseHeldCalls()
        await list.settle()
        let whileCovered = list.navigation.presentedViewController
        list.coordinator.leaveForm(to: .previousScreen)
        await list.settle()

        #expect(whileCovered is UINavigationController)
        #expect(list.alert == "Book club could not be deleted. Please try again.")
        #expect(list.viewController.warnings == [])
    }

    @Test(
        "A circle that loads while no view controller exists: lost in MVP, drawn by the next one in MVI",
        arguments: Version.allCases)
    func loadFinishingWhileNoViewControllerExists(version: Version) async {
        let app = AppHarness(version)
        app.holdCalls()
        app.coordinator?.showEditForm(circleId: AppHarness.bookClub.id)
        await app.waitUntilHeld()

        weak let old = app.form
        var loadedWithNoViewController = false

        await app.coordinator?.reshowForm(during: {
            app.releaseHeldCalls()
            await app.settle()
            loadedWithNoViewController = old == nil && app.repository.calls == [.load(AppHarness.bookClub.id)]
        })
        await app.settle()

        #expect(loadedWithNoViewController)
        let expected =
            version == .mvp ? FormDisplay() : FormDisplay(name: "Book club", cover: "https://example.com/books.jpg")
        #expect(app.display == expected)
    }

    @Test(
        "A form taken off the stack some other way than by asking is closed and let go, with its presenter",
        arguments: Version.allCases)
    func formPoppedOtherwiseIsClosed(version: Version) async {
        let app = AppHarness(version)
        app.holdCalls()
        app.coordinator?.showEditForm(circleId: AppHarness.bookClub.id)
        await app.waitUntilHeld()
        await app.settle()
        weak let form = app.form
        weak let presenter = app.form?.formPresenter
        let container = (app.form?.formPresenter as? CreateOrEditCirclePresenter)?.container

        app.navigationController?.popToRootViewController(animated: true)
        app.releaseHeldCalls()
        await app.settle()
        await container?.idle()

        #expect(app.screens == ["All circles"])
        #expect(form == nil)
        #expect(presenter == nil)
    }
}

/// The final list on screen under the coordinator, which is its navigator: a new circle's form
/// comes as a sheet over it.
@MainActor
private final class ListUnderForms {
    let repository = FakeCirclesRepository(circles: [AppHarness.bookClub])
    let presenter: CirclesListPresenter
    let navigation = UINavigationController(rootViewController: UIViewController())
    let coordinator: CircleFormCoordinator
    let viewController: CirclesMVIUIKit.CirclesListViewController
    private let window: UIWindow

    init() throws {
        presenter = CirclesListPresenter(circlesRepository: repository)
        coordinator = CircleFormCoordinator(
            navigationController: navigation, dependencies: CircleFormDependencies(repository: repository),
            version: { .mvi })
        viewController = CirclesMVIUIKit.CirclesListViewController(presenter: presenter, navigator: coordinator)
        navigation.setViewControllers([viewController], animated: false)
        let scene = SimulatedSystem(sceneDelegate: { BareSceneDelegate() }).connectScene()
        window = UIWindow(windowScene: scene)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// The alert over the list, if one is presented.
    var alert: String? { (navigation.presentedViewController as? UIAlertController)?.message }

    /// Opens the list, as the coordinator does, and waits for its circles.
    func open() async {
        presenter.onListOpened()
        await settle()
    }

    /// Waits for the list's and the form's work, but for `heldCalls`, and for the transitions they began.
    func settle(leavingHeld heldCalls: Int = 0) async {
        await window.settle {
            await presenter.container.idle(allowingUnfinished: heldCalls)
            await coordinator.settle()
        }
    }
}

/// A scene delegate that makes nothing: the test builds its window itself.
@MainActor
private final class BareSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
