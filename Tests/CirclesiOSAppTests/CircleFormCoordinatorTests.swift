import CirclesDomain
import CirclesMVI
import Testing
import UIKitStandIns

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

    // excerpt:begin reshow-while-saving-test
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
    // excerpt:end reshow-while-saving-test

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
