import CirclesDomain
import CirclesTestSupport
import MviKitTesting
import Step3TranslateViewInteractions
import Testing

/// Step 3's presenter checking and submitting the form: the test DSL for what became state and
/// side effects, the recording view for the three calls the contract keeps.
///
/// `testIntent` waits for every intent to finish, and `assert` checks the one
/// timeline of states and side effects that followed the state given to `test`.
///
/// Each test checks one row of the behaviour table (`docs/behaviour.md`). The
/// same tests, under the same names, are converted in place at every step of
/// the migration, so `Migration/diff-steps.sh --tests` shows each change form.
@Suite("Step 3 presenter")
@MainActor
struct CreateOrEditCirclePresenterTests {
    private let named = CreateOrEditCircleRequestDomain(circleName: "Climbing")

    // excerpt:begin valid-name-test
    @Test("A valid name enables Save in CREATE")
    func validNameEnablesSave() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onCheckFormRequested(named) }

        #expect(fixture.view.calls == [.enableCTA])
        testPresenter.assert {}
    }
    // excerpt:end valid-name-test

    @Test(
        "An empty, blank or 51-character name disables Save",
        arguments: ["", "   \n", String(repeating: "a", count: 51)])
    func invalidNameDisablesSave(name: String) async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onCheckFormRequested(CreateOrEditCircleRequestDomain(circleName: name)) }

        #expect(fixture.view.calls == [.disableCTA])
        testPresenter.assert {}
    }

    @Test("In EDIT, Save stays disabled until the form differs from the circle")
    func editNeedsAChange() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(PresenterFixture.editingBookClub)

        await testPresenter.testIntent {
            $0.onCheckFormRequested(CreateOrEditCircleRequestDomain(prefilledFrom: PresenterFixture.bookClub))
        }
        await testPresenter.testIntent {
            $0.onCheckFormRequested(
                CreateOrEditCircleRequestDomain(
                    circleName: "Book club ", coverPhoto: PresenterFixture.bookClub.coverPhoto))
        }
        await testPresenter.testIntent {
            $0.onCheckFormRequested(CreateOrEditCircleRequestDomain(circleName: "Book club", coverPhoto: nil))
        }

        #expect(fixture.view.calls == [.disableCTA, .disableCTA, .enableCTA])
        testPresenter.assert {}
    }

    // excerpt:begin create-succeeds-test
    @Test("Submitting in CREATE shows the spinner, creates, then opens the invite screen")
    func createSucceeds() async {
        let fixture = PresenterFixture(circles: [])
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onFormSubmitted(named) }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleInvite(circleId: "circle-1"))
        }
        #expect(fixture.repository.calls == [.create(named)])
    }
    // excerpt:end create-succeeds-test

    @Test("A failed create stops the spinner with the create error dialog")
    func createFails() async {
        let fixture = PresenterFixture()
        fixture.repository.fail(.create)
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onFormSubmitted(named) }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) }, { $0.withCommittingChanges(false) })
            postedSideEffects(.showError)
        }
    }

    @Test("Submitting an invalid form does nothing")
    func invalidSubmitIgnored() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onFormSubmitted(.empty) }

        testPresenter.assert {}
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

    /// Three Saves. The second one's intent runs while the create waits at the repository (a body
    /// waiting at an await holds back nothing) and finds the change in flight. The third is
    /// sent once the create has finished, while its navigation waits in the container for a view (none
    /// subscribes in these tests): a Save pressed before the view has left the form.
    @Test("Submitting again while the create is in flight, or after it before the view leaves, creates once")
    func doubleSubmitCreatesOnce() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        fixture.presenter.onFormSubmitted(named)
        await fixture.repository.waitUntilHeld()
        fixture.presenter.onFormSubmitted(named)
        await fixture.settle()
        fixture.repository.releaseHeldCalls()
        await fixture.settle()
        await testPresenter.testIntent { $0.onFormSubmitted(named) }

        #expect(fixture.repository.calls == [.create(named)])
        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleInvite(circleId: "circle-1"))
        }
    }

    @Test("A create that completes after the view detached still posts its navigation")
    func createFinishingWithoutView() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        fixture.presenter.onFormSubmitted(named)
        await fixture.repository.waitUntilHeld()
        fixture.presenter.detach()
        fixture.repository.releaseHeldCalls()
        await fixture.settle()

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleInvite(circleId: "circle-1"))
        }
        #expect(fixture.repository.circles.map(\.name) == ["Climbing"])
    }

    @Test("A view attached again after detaching is told nothing, and finds the spinner in the state")
    func recreatedView() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()
        let testPresenter = fixture.presenter.test(CreateOrEditState())
        fixture.presenter.onFormSubmitted(named)
        await fixture.repository.waitUntilHeld()
        let recreated = RecordingView()

        fixture.presenter.detach()
        fixture.presenter.attach(recreated)
        let stateWhenRecreated = fixture.presenter.container.state
        fixture.repository.releaseHeldCalls()
        await fixture.settle()

        #expect(stateWhenRecreated == CreateOrEditState(committingChanges: true))
        #expect(recreated.calls.isEmpty)
        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleInvite(circleId: "circle-1"))
        }
    }
}
