import CirclesDomain
import CirclesMVI
import MviKitTesting
import Testing

/// The MVI presenter against SPEC section 2's EDIT rows: loading, checking and saving.
@Suite("MVI presenter: edit")
@MainActor
struct EditCirclePresenterTests {
    private let bookClub = PresenterFixture.bookClub

    @Test("Asking to edit switches to EDIT, then loads the circle into the form")
    func editRequestedLoads() async {
        let testPresenter = PresenterFixture().presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onEditCircleRequested(bookClub.id) }

        testPresenter.assert {
            states(
                { $0.withMode(.edit) },
                { $0.withEditedCircle(bookClub).withCircleName("Book club").withCoverPhoto(bookClub.coverPhoto) }
            )
        }
    }

    @Test("A circle that cannot be loaded posts the init-edit error")
    func editLoadFails() async {
        let fixture = PresenterFixture()
        fixture.repository.fail(.load)
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onEditCircleRequested(bookClub.id) }

        testPresenter.assert {
            states({ $0.withMode(.edit) })
            postedSideEffects(.showInitEditError)
        }
    }

    @Test("Save is enabled only once the form differs from the circle")
    func editNeedsAChange() async {
        let initialState = PresenterFixture.editingBookClub
        let testPresenter = PresenterFixture().presenter.test(initialState)

        await testPresenter.testIntent {
            $0.onNameChanged("Book club ")
            $0.onNameChanged("Readers")
        }

        testPresenter.assert {
            states(
                { $0.withCircleName("Book club ") },
                { $0.withCircleName("Readers").withCtaEnabled(true) }
            )
        }
    }

    @Test("Saving a change shows the spinner, saves, then opens the circle's feed")
    func editSucceeds() async {
        let fixture = PresenterFixture()
        let initialState = PresenterFixture.editingBookClub.withCircleName("Readers").withCtaEnabled(true)
        let testPresenter = fixture.presenter.test(initialState)

        await testPresenter.testIntent { $0.onFormSubmitted() }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleFeed(circleId: bookClub.id))
        }
        #expect(fixture.repository.circles.map(\.name) == ["Readers"])
    }

    @Test("A failed save hides the spinner and posts the error")
    func editFails() async {
        let fixture = PresenterFixture()
        fixture.repository.fail(.edit)
        let initialState = PresenterFixture.editingBookClub.withCircleName("Readers").withCtaEnabled(true)
        let testPresenter = fixture.presenter.test(initialState)

        await testPresenter.testIntent { $0.onFormSubmitted() }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) }, { $0.withCommittingChanges(false) })
            postedSideEffects(.showError)
        }
        #expect(fixture.repository.circles == [bookClub])
    }
}
