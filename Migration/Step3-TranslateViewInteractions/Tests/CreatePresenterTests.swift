import CirclesDomain
import MviKitTesting
import Step3TranslateViewInteractions
import Testing

/// Step 3's create rows of SPEC section 2: the DSL for what became state and
/// side effects, the recording view for the calls the contract still has.
@Suite("Step 3 presenter: create")
@MainActor
struct CreatePresenterTests {
    private let named = CreateOrEditCircleRequestDomain(circleName: "Climbing")

    // excerpt:begin valid-name-test
    @Test("A valid name enables Save, still through a view call; the state does not change")
    func validNameEnablesSave() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onCheckFormRequested(named) }

        #expect(fixture.view.calls == [.enableCTA])
        testPresenter.assert {}
    }
    // excerpt:end valid-name-test

    // excerpt:begin create-succeeds-test
    @Test("Submitting shows the spinner, creates, then opens the invite screen")
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

    @Test("A failed create hides the spinner and posts the error")
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
}
