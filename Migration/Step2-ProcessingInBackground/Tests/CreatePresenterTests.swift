import CirclesDomain
import Step2ProcessingInBackground
import Testing

/// Step 2's create rows of SPEC section 2, tested as MVP: through the view calls a recording view saw.
@Suite("Step 2 presenter: create")
@MainActor
struct CreatePresenterTests {
    private let named = CreateOrEditCircleRequestDomain(circleName: "Climbing")

    // excerpt:begin valid-name-test
    @Test("A valid name enables Save")
    func validNameEnablesSave() async {
        let fixture = PresenterFixture()

        fixture.presenter.onCheckFormRequested(named)
        await fixture.settle()

        #expect(fixture.view.calls == [.enableCTA])
    }
    // excerpt:end valid-name-test

    // excerpt:begin create-succeeds-test
    @Test("Submitting shows the create spinner, creates, then opens the invite screen")
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
}
