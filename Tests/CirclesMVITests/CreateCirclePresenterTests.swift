import CirclesDomain
import CirclesMVI
import MviKitTesting
import Testing

/// The MVI presenter against SPEC section 2's CREATE rows: checking the form and submitting it.
@Suite("MVI presenter: create")
@MainActor
struct CreateCirclePresenterTests {
    @Test("A valid name is kept and enables Save")
    func validNameEnablesSave() async {
        let testPresenter = PresenterFixture().presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onNameChanged("Climbing") }

        testPresenter.assert {
            states({ $0.withCircleName("Climbing").withCtaEnabled(true) })
        }
    }

    @Test(
        "A blank or 51-character name is kept and leaves Save disabled",
        arguments: ["  ", String(repeating: "a", count: 51)])
    func invalidNameKeepsSaveDisabled(name: String) async {
        let initialState = PresenterFixture.namedNewCircle
        let testPresenter = PresenterFixture().presenter.test(initialState)

        await testPresenter.testIntent { $0.onNameChanged(name) }

        testPresenter.assert {
            states({ $0.withCircleName(name).withCtaEnabled(false) })
        }
    }

    @Test("A cover is kept; with no valid name Save stays disabled")
    func coverAloneKeepsSaveDisabled() async {
        let testPresenter = PresenterFixture().presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onCoverPhotoChanged("https://example.com/a.jpg") }

        testPresenter.assert {
            states({ $0.withCoverPhoto("https://example.com/a.jpg") })
        }
    }

    // excerpt:begin create-succeeds-test
    @Test("Submitting shows the spinner, creates, then opens the invite screen")
    func createSucceeds() async {
        let fixture = PresenterFixture(circles: [])
        let testPresenter = fixture.presenter.test(PresenterFixture.namedNewCircle)

        await testPresenter.testIntent { $0.onFormSubmitted() }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleInvite(circleId: "circle-1"))
        }
        #expect(fixture.repository.calls == [.create(CreateOrEditCircleRequestDomain(circleName: "Climbing"))])
    }
    // excerpt:end create-succeeds-test

    @Test("A failed create hides the spinner and posts the error")
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

    @Test("Submitting while Save is disabled does nothing")
    func disabledSubmitIgnored() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState(circleName: "   "))

        await testPresenter.testIntent { $0.onFormSubmitted() }

        testPresenter.assert {}
        #expect(fixture.repository.calls.isEmpty)
    }

    @Test("Submitting twice while the first create is in flight creates once")
    func doubleSubmitCreatesOnce() async {
        let fixture = PresenterFixture(circles: [])
        fixture.repository.holdCalls()
        let testPresenter = fixture.presenter.test(PresenterFixture.namedNewCircle)

        fixture.presenter.onFormSubmitted()
        await fixture.repository.waitUntilHeld()
        await testPresenter.testIntent {
            $0.onFormSubmitted()
            fixture.repository.releaseHeldCalls()
        }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleInvite(circleId: "circle-1"))
        }
        #expect(fixture.repository.calls.count == 1)
    }
}
