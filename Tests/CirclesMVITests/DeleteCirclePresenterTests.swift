import CirclesDomain
import CirclesMVI
import MviKitTesting
import Testing

/// The talk's own unit test, in both its forms, and the rest of the delete rows of SPEC section 2.
@Suite("MVI presenter: delete")
@MainActor
struct DeleteCirclePresenterTests {
    // excerpt:begin delete-succeeds-test
    @Test("should exit when delete is confirmed and completes successfully")
    func deleteConfirmedSucceeds() async {
        let presenter = PresenterFixture().presenter
        let initialState = CreateOrEditState(mode: .edit, editedCircle: PresenterFixture.bookClub)
        let testPresenter = presenter.test(initialState)

        await testPresenter.testIntent {
            $0.onDeleteCircleConfirmed()
        }

        testPresenter.assert {
            states(
                { $0.withCommittingChanges(true) }
            )
            postedSideEffects(.openAggregatedFeed)
        }
    }
    // excerpt:end delete-succeeds-test

    // excerpt:begin delete-fails-test
    @Test("should show an error when delete is confirmed and fails")
    func deleteConfirmedFails() async {
        let fixture = PresenterFixture()
        fixture.repository.fail(.delete)
        let initialState = CreateOrEditState(mode: .edit, editedCircle: PresenterFixture.bookClub)
        let testPresenter = fixture.presenter.test(initialState)

        await testPresenter.testIntent {
            $0.onDeleteCircleConfirmed()
        }

        testPresenter.assert {
            states(
                { $0.withCommittingChanges(true) },
                { $0.withCommittingChanges(false) }
            )
            postedSideEffects(.showError)
        }
        #expect(fixture.repository.circles == [PresenterFixture.bookClub])
    }
    // excerpt:end delete-fails-test

    @Test("Asking to delete in EDIT posts the confirmation and changes no state")
    func deleteRequestedAsks() async {
        let testPresenter = PresenterFixture().presenter.test(PresenterFixture.editingBookClub)

        await testPresenter.testIntent { $0.onDeleteCircleRequested() }

        testPresenter.assert {
            postedSideEffects(.showDeleteConfirmation)
        }
    }

    @Test("There is nothing to delete in CREATE")
    func deleteIgnoredInCreate() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent {
            $0.onDeleteCircleRequested()
            $0.onDeleteCircleConfirmed()
        }

        testPresenter.assert {}
        #expect(fixture.repository.calls.isEmpty)
    }
}
