import CirclesDomain
import Testing

@testable import CirclesiOSApp

/// Both versions' view controllers, driven as a user would: typing, tapping, answering alerts,
/// swiping. Where the versions differ on purpose, a test says which does what.
@Suite("The form's view controllers, driven by a user's fingers", .timeLimit(.minutes(1)))
@MainActor
struct CreateOrEditCircleViewControllerTests {
    @Test("A new circle's form is a sheet; a fitting name enables Save", arguments: Version.allCases)
    func newCircleSheet(version: Version) async {
        let app = AppHarness(version)
        app.coordinator?.showNewCircleForm()
        await app.settle()
        let opened = app.display

        app.type(name: "Hikers")
        await app.settle()

        #expect(app.screens == ["All circles", "sheet: New circle"])
        #expect(opened == FormDisplay())
        #expect(app.display == FormDisplay(name: "Hikers", isSaveEnabled: true))
    }

    @Test(
        "Save shows the spinner, creates the circle, then the sheet gives way to its invite screen",
        arguments: Version.allCases)
    func saveCreates(version: Version) async {
        let app = AppHarness(version)
        await app.openNewForm(named: "Hikers")
        app.holdCalls()

        app.tapSave()
        await app.waitUntilHeld()
        await app.settle()
        let saving = app.display
        app.releaseHeldCalls()
        await app.settle()

        #expect(saving == FormDisplay(name: "Hikers", isSaveEnabled: true, spinner: "Creating the circle…"))
        #expect(app.screens == ["All circles", "Invite people to circle-1"])
        #expect(app.repository.circles.map(\.name) == ["Book club", "Hikers"])
    }

    @Test("Back with input asks first; Yes closes the sheet and creates nothing", arguments: Version.allCases)
    func backAsks(version: Version) async {
        let app = AppHarness(version)
        await app.openNewForm(named: "Hikers")

        app.tapBack()
        await app.settle()
        let asked = app.display?.alert
        app.answer("Yes")
        await app.settle()

        #expect(asked == "Discard this new circle?")
        #expect(app.screens == ["All circles"])
        #expect(app.repository.calls == [])
    }

    @Test("The sheet refuses the swipe down and hands it to the presenter as Back", arguments: Version.allCases)
    func swipeDownIsBack(version: Version) async {
        let app = AppHarness(version)
        await app.openNewForm(named: "Hikers")

        app.swipeSheetDown()
        await app.settle()
        let asked = app.screens
        app.answer("No")
        app.type(name: "")
        await app.settle()
        app.swipeSheetDown()
        await app.settle()

        #expect(asked == ["All circles", "sheet: New circle"])
        #expect(app.screens == ["All circles"])
    }

    @Test(
        "An edited circle's form is pushed and fills in; both swipes back are off on it, and back on after it",
        arguments: Version.allCases)
    func editIsPushed(version: Version) async {
        let app = AppHarness(version)

        app.coordinator?.showEditForm(circleId: AppHarness.bookClub.id)
        await app.settle()
        app.swipeBack()
        app.swipeBack(fromContent: true)
        await app.settle()
        let afterSwipes = app.screens
        app.tapBack()
        await app.settle()

        #expect(afterSwipes == ["All circles", "Edit circle"])
        #expect(app.screens == ["All circles"])
        #expect(app.navigationController?.interactivePopGestureRecognizer?.isEnabled == true)
        #expect(app.navigationController?.interactiveContentPopGestureRecognizer?.isEnabled == true)
    }

    @Test("Deleting asks first; Yes deletes and goes back to all circles", arguments: Version.allCases)
    func deleteAsks(version: Version) async {
        let app = AppHarness(version)
        app.coordinator?.showEditForm(circleId: AppHarness.bookClub.id)
        await app.settle()

        app.tapDelete()
        await app.settle()
        let asked = app.display?.alert
        app.answer("Yes")
        await app.settle()

        #expect(asked == "Delete this circle? This cannot be undone.")
        #expect(app.screens == ["All circles"])
        #expect(app.repository.circles.isEmpty)
    }

    @Test("MVI: while a change is committing, the back button is hidden and the swipe down does nothing")
    func backHiddenWhileCommitting() async {
        let app = AppHarness(.mvi)
        await app.openNewForm(named: "Hikers")
        app.holdCalls()

        app.tapSave()
        await app.waitUntilHeld()
        await app.settle()
        let showsBackWhileSaving = app.sheet?.showsBackButton
        app.swipeSheetDown()
        await app.settle()
        let alertWhileSaving = app.alert
        app.releaseHeldCalls()
        await app.settle()

        #expect(showsBackWhileSaving == false)
        #expect(alertWhileSaving == nil)
        #expect(app.screens == ["All circles", "Invite people to circle-1"])
    }

    @Test("MVI: the back button, hidden while a change is committing, shows again once the save has failed")
    func backShownAgainAfterFailedSave() async {
        let app = AppHarness(.mvi)
        await app.openNewForm(named: "Hikers")
        app.repository.fail(.create)
        await app.saveWhileHeld()
        await app.settle()
        let showsBackWhileSaving = app.sheet?.showsBackButton

        app.releaseHeldCalls()
        await app.settle()

        #expect(showsBackWhileSaving == false)
        #expect(app.sheet?.showsBackButton == true)
        #expect(app.display?.alert == "The circle could not be created. Please try again.")
    }

    @Test("MVP: while a change is committing, Back still asks, and Yes leaves the save to finish unseen")
    func legacyBackWhileCommitting() async {
        let app = AppHarness(.mvp)
        await app.openNewForm(named: "Hikers")
        app.holdCalls()

        app.tapSave()
        await app.waitUntilHeld()
        let showsBackWhileSaving = app.sheet?.showsBackButton
        app.tapBack()
        await app.settle()
        let asked = app.display?.alert
        app.answer("Yes")
        await app.settle()

        #expect(showsBackWhileSaving == true)
        #expect(asked == "Discard this new circle?")
        #expect(app.screens == ["All circles"])
        #expect(app.repository.calls == [.create(CreateOrEditCircleRequestDomain(circleName: "Hikers"))])
        app.releaseHeldCalls()
    }

    @Test("MVI: the field being typed in keeps the user's text; no state is written into it under the cursor")
    func fieldBeingEditedKeepsItsText() async {
        let app = AppHarness(.mvi)
        app.coordinator?.showNewCircleForm()
        await app.settle()

        app.type(name: "H", "Hi", "Hik")
        await app.settle()
        app.type(cover: "h", "ht", "htt")
        await app.settle()

        #expect(app.display == FormDisplay(name: "Hik", cover: "htt", isSaveEnabled: true))
        #expect(app.form?.nameField.textSetWhileEditing == 0)
        #expect(app.form?.coverField.textSetWhileEditing == 0)
    }

    @Test("MVI: typing H, Hi, Hik, then Save creates Hik: handlers that never await keep the keystrokes in order")
    func keystrokesKeepTheirOrder() async {
        let app = AppHarness(.mvi)
        app.coordinator?.showNewCircleForm()
        await app.settle()

        app.type(name: "H", "Hi", "Hik")
        await app.settle()
        let shown = app.display?.name
        app.tapSave()
        await app.settle()

        #expect(shown == "Hik")
        #expect(app.repository.circles.map(\.name) == ["Book club", "Hik"])
    }
}
