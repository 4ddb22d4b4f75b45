import CirclesDomain
import CirclesTestSupport
import Step1TranslateContract
import Testing

/// Step 1's presenter checking and submitting the form, through the calls a recording view receives.
///
/// Each test checks one row of the behaviour table (`docs/behaviour.md`). The
/// same tests, under the same names, are converted in place at every step of
/// the migration, so `Migration/diff-steps.sh --tests` shows each change form.
@Suite("Step 1 presenter")
@MainActor
struct CreateOrEditCirclePresenterTests {
    private let named = CreateOrEditCircleRequestDomain(circleName: "Climbing")

    // excerpt:begin valid-name-test
    @Test("A valid name enables Save in CREATE")
    func validNameEnablesSave() {
        let fixture = PresenterFixture()

        fixture.presenter.onCheckFormRequested(named)

        #expect(fixture.view.calls == [.enableCTA])
    }
    // excerpt:end valid-name-test

    @Test(
        "An empty, blank or 51-character name disables Save",
        arguments: ["", "   \n", String(repeating: "a", count: 51)])
    func invalidNameDisablesSave(name: String) {
        let fixture = PresenterFixture()

        fixture.presenter.onCheckFormRequested(CreateOrEditCircleRequestDomain(circleName: name))

        #expect(fixture.view.calls == [.disableCTA])
    }

    @Test("In EDIT, Save stays disabled until the form differs from the circle")
    func editNeedsAChange() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onCheckFormRequested(
            CreateOrEditCircleRequestDomain(prefilledFrom: PresenterFixture.bookClub))
        fixture.presenter.onCheckFormRequested(
            CreateOrEditCircleRequestDomain(circleName: "Book club ", coverPhoto: PresenterFixture.bookClub.coverPhoto))
        fixture.presenter.onCheckFormRequested(
            CreateOrEditCircleRequestDomain(circleName: "Book club", coverPhoto: nil))

        #expect(fixture.view.calls == [.disableCTA, .disableCTA, .enableCTA])
    }

    // excerpt:begin create-succeeds-test
    @Test("Submitting in CREATE shows the spinner, creates, then opens the invite screen")
    func createSucceeds() async {
        let fixture = PresenterFixture(circles: [])

        fixture.presenter.onFormSubmitted(named)
        await fixture.settle()

        #expect(fixture.view.calls == [.showCreateSpinner, .redirectToCircleInviteScreen("circle-1")])
        #expect(fixture.repository.calls == [.create(named)])
    }
    // excerpt:end create-succeeds-test

    @Test("A failed create stops the spinner with the create error dialog")
    func createFails() async {
        let fixture = PresenterFixture()
        fixture.repository.fail(.create)

        fixture.presenter.onFormSubmitted(named)
        await fixture.settle()

        #expect(fixture.view.calls == [.showCreateSpinner, .showCreateCircleErrorDialog])
    }

    @Test("Submitting an invalid form does nothing")
    func invalidSubmitIgnored() async {
        let fixture = PresenterFixture()

        fixture.presenter.onFormSubmitted(.empty)
        await fixture.settle()

        #expect(fixture.view.calls.isEmpty)
        #expect(fixture.repository.calls.isEmpty)
    }

    /// The check that nothing is being saved and the setting of the flag are one step (in MVI, one
    /// reduction: `startCommitting`). Split in two around an await, as a view call between them invites,
    /// the second Save would pass the check before the first had set the flag.
    @Test("Two Saves pressed back to back create once")
    func twoSavesBackToBackCreateOnce() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()

        fixture.presenter.onFormSubmitted(named)
        fixture.presenter.onFormSubmitted(named)
        await fixture.repository.waitUntilHeld()
        fixture.repository.releaseHeldCalls()
        await fixture.settle()

        #expect(fixture.repository.calls == [.create(named)])
    }

    @Test("Submitting twice while the first create is in flight creates once")
    func doubleSubmitCreatesOnce() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()

        fixture.presenter.onFormSubmitted(named)
        await fixture.repository.waitUntilHeld()
        fixture.presenter.onFormSubmitted(named)
        await fixture.settle()
        fixture.repository.releaseHeldCalls()
        await fixture.settle()

        #expect(fixture.repository.calls == [.create(named)])
        #expect(fixture.view.calls == [.showCreateSpinner, .redirectToCircleInviteScreen("circle-1")])
    }

    @Test("A create that completes after the view detached reaches no view")
    func createFinishingWithoutView() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()

        fixture.presenter.onFormSubmitted(named)
        await fixture.repository.waitUntilHeld()
        fixture.presenter.detach()
        fixture.repository.releaseHeldCalls()
        await fixture.settle()

        #expect(fixture.view.calls == [.showCreateSpinner])
        #expect(fixture.repository.circles.map(\.name) == ["Climbing"])
    }

    @Test("A view attached again after detaching receives later calls, and nothing from before")
    func recreatedView() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()
        fixture.presenter.onFormSubmitted(named)
        await fixture.repository.waitUntilHeld()
        let recreated = RecordingView()

        fixture.presenter.detach()
        fixture.presenter.attach(recreated)
        fixture.repository.releaseHeldCalls()
        await fixture.settle()

        #expect(fixture.view.calls == [.showCreateSpinner])
        #expect(recreated.calls == [.redirectToCircleInviteScreen("circle-1")])
    }
}
