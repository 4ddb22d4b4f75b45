import CirclesDomain
import CirclesTestSupport
import MviKitTesting
import Step5SingleSourceOfTruth
import Testing

/// Step 5's presenter keeping and checking the form's fields and submitting them, with the test DSL.
///
/// `testIntent` waits for every intent to finish, and `assert` checks the one
/// timeline of states and side effects that followed the state given to `test`.
///
/// Each test checks one row of the behaviour table (`docs/behaviour.md`). The
/// same tests, under the same names, are converted in place at every step of
/// the migration, so `Migration/diff-steps.sh --tests` shows each change form.
@Suite("Step 5 presenter")
@MainActor
struct CreateOrEditCirclePresenterTests {
    private let named = CreateOrEditCircleRequestDomain(circleName: "Climbing")

    @Test("A valid name is kept and enables Save in CREATE")
    func validNameEnablesSave() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onNameChanged("Climbing") }

        testPresenter.assert {
            states({ $0.withCircleName("Climbing").withCtaEnabled(true) })
        }
    }

    @Test(
        "An empty, blank or 51-character name is kept and disables Save",
        arguments: ["", "   \n", String(repeating: "a", count: 51)])
    func invalidNameDisablesSave(name: String) async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(PresenterFixture.namedNewCircle)

        await testPresenter.testIntent { $0.onNameChanged(name) }

        testPresenter.assert {
            states({ $0.withCircleName(name).withCtaEnabled(false) })
        }
    }

    @Test("A cover is kept; with no valid name Save stays disabled")
    func coverAloneKeepsSaveDisabled() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onCoverPhotoChanged("https://example.com/a.jpg") }

        testPresenter.assert {
            states({ $0.withCoverPhoto("https://example.com/a.jpg") })
        }
    }

    @Test("In EDIT, Save stays disabled until the form differs from the circle")
    func editNeedsAChange() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(PresenterFixture.editingBookClub)

        await testPresenter.testIntent {
            $0.onNameChanged(PresenterFixture.bookClub.name)
        }
        await testPresenter.testIntent {
            $0.onNameChanged("Book club ")
        }
        await testPresenter.testIntent {
            $0.onCoverPhotoChanged(nil)
        }

        testPresenter.assert {
            states({ $0.withCircleName("Book club ") }, { $0.withCoverPhoto(nil).withCtaEnabled(true) })
        }
    }

    // excerpt:begin create-succeeds-test
    @Test("Submitting in CREATE shows the spinner, creates, then opens the invite screen")
    func createSucceeds() async {
        let fixture = PresenterFixture(circles: [])
        let testPresenter = fixture.presenter.test(PresenterFixture.namedNewCircle)

        await testPresenter.testIntent { $0.onFormSubmitted() }

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
        let testPresenter = fixture.presenter.test(PresenterFixture.namedNewCircle)

        await testPresenter.testIntent { $0.onFormSubmitted() }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) }, { $0.withCommittingChanges(false) })
            postedSideEffects(.showError)
        }
    }

    @Test("Submitting an invalid form does nothing")
    func invalidSubmitIgnored() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onFormSubmitted() }

        testPresenter.assert {}
        #expect(fixture.repository.calls.isEmpty)
    }

    /// The check that nothing is being saved and the setting of the flag are one step (in MVI, one
    /// reduction: `startCommitting`). Split in two around an await, as a view call between them invites,
    /// the second Save would pass the check before the first had set the flag.
    @Test("Two Saves pressed back to back create once")
    func twoSavesBackToBackCreateOnce() async {
        let fixture = PresenterFixture(circles: [])
        fixture.presenter.onNameChanged(named.circleName)
        await fixture.settle()
        fixture.repository.holdCalls()

        fixture.presenter.onFormSubmitted()
        fixture.presenter.onFormSubmitted()
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
        let testPresenter = fixture.presenter.test(PresenterFixture.namedNewCircle)

        fixture.presenter.onFormSubmitted()
        await fixture.repository.waitUntilHeld()
        fixture.presenter.onFormSubmitted()
        await fixture.settle()
        fixture.repository.releaseHeldCalls()
        await fixture.settle()
        await testPresenter.testIntent { $0.onFormSubmitted() }

        #expect(fixture.repository.calls == [.create(named)])
        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleInvite(circleId: "circle-1"))
        }
    }

    @Test("A create that completes with no view subscribed still posts its navigation")
    func createFinishingWithoutView() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()
        let testPresenter = fixture.presenter.test(PresenterFixture.namedNewCircle)

        fixture.presenter.onFormSubmitted()
        await fixture.repository.waitUntilHeld()
        fixture.repository.releaseHeldCalls()
        await fixture.settle()

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleInvite(circleId: "circle-1"))
        }
        #expect(fixture.repository.circles.map(\.name) == ["Climbing"])
    }

    @Test("A view subscribing while a create is in flight finds the spinner in the state")
    func recreatedView() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()
        let testPresenter = fixture.presenter.test(PresenterFixture.namedNewCircle)
        fixture.presenter.onFormSubmitted()
        await fixture.repository.waitUntilHeld()

        let stateWhenRecreated = fixture.presenter.container.state
        fixture.repository.releaseHeldCalls()
        await fixture.settle()

        #expect(stateWhenRecreated == PresenterFixture.namedNewCircle.withCommittingChanges(true))
        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleInvite(circleId: "circle-1"))
        }
    }
}
