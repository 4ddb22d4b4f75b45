import CirclesDomain
import MviKitTesting
import Step3TranslateViewInteractions
import Testing

/// Step 3's delete rows of SPEC section 2: no view calls left, so the talk's test DSL takes over.
@Suite("Step 3 presenter: delete")
@MainActor
struct DeletePresenterTests {
    // excerpt:begin delete-succeeds-test
    @Test("should exit when delete is confirmed and completes successfully")
    func deleteSucceeds() async {
        let fixture = PresenterFixture()
        let initialState = PresenterFixture.editingBookClub
        let testPresenter = fixture.presenter.test(initialState)

        await testPresenter.testIntent {
            $0.onDeleteCircleConfirmed()
        }

        testPresenter.assert {
            states(
                { $0.withCommittingChanges(true) }
            )
            postedSideEffects(.openAggregatedFeed)
        }
        #expect(fixture.repository.circles.isEmpty)
    }
    // excerpt:end delete-succeeds-test

    // excerpt:begin delete-fails-test
    @Test("should show an error when delete is confirmed and fails")
    func deleteFails() async {
        let fixture = PresenterFixture()
        fixture.repository.fail(.delete)
        let initialState = PresenterFixture.editingBookClub
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
}
