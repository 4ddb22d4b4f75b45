import CirclesDomain
import MviKitTesting
import Step4RefactorView
import Testing

/// Step 4's create rows of SPEC section 2: with no view calls left, the DSL tests them all.
@Suite("Step 4 presenter: create")
@MainActor
struct CreatePresenterTests {
    private let named = CreateOrEditCircleRequestDomain(circleName: "Climbing")

    // excerpt:begin valid-name-test
    @Test("A valid name enables Save")
    func validNameEnablesSave() async {
        let testPresenter = PresenterFixture().presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onCheckFormRequested(named) }

        testPresenter.assert {
            states({ $0.withCtaEnabled(true) })
        }
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
