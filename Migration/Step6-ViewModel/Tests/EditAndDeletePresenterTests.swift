import CirclesDomain
import CirclesTestSupport
import MviKitTesting
import Step6ViewModel
import Testing

/// Step 6's presenter loading, saving and deleting a circle, with the test DSL.
///
/// `testIntent` waits for every intent to finish, and `assert` checks the one
/// timeline of states and side effects that followed the state given to `test`.
///
/// Each test checks one row of the behaviour table (`docs/behaviour.md`). The
/// same tests, under the same names, are converted in place at every step of
/// the migration, so `Migration/diff-steps.sh --tests` shows each change form.
@Suite("Step 6 presenter in EDIT")
@MainActor
struct EditAndDeletePresenterTests {
    private let renamed = PresenterFixture.editingBookClub.withCircleName("Readers").withCoverPhoto(nil)
        .withCtaEnabled(true)

    @Test("Asking to edit loads the circle and fills the form")
    func editRequestedPrefills() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onEditCircleRequested(PresenterFixture.bookClub.id) }

        testPresenter.assert {
            states(
                { $0.withMode(.edit) },
                {
                    $0.withEditedCircle(PresenterFixture.bookClub).withCircleName(PresenterFixture.bookClub.name)
                        .withCoverPhoto(PresenterFixture.bookClub.coverPhoto)
                }
            )
        }
        #expect(fixture.repository.calls == [.load(PresenterFixture.bookClub.id)])
    }

    @Test("A circle that cannot be loaded shows the init-edit error")
    func editLoadFails() async {
        let fixture = PresenterFixture()
        fixture.repository.fail(.load)
        let testPresenter = fixture.presenter.test(CreateOrEditState())

        await testPresenter.testIntent { $0.onEditCircleRequested(PresenterFixture.bookClub.id) }

        testPresenter.assert {
            states({ $0.withMode(.edit) })
            postedSideEffects(.showInitEditError)
        }
    }

    @Test("Saving a change shows the edit spinner, saves, then opens the circle's feed")
    func editSucceeds() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(renamed)

        await testPresenter.testIntent { $0.onFormSubmitted() }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openCircleFeed(circleId: PresenterFixture.bookClub.id))
        }
        #expect(fixture.repository.circles == [CircleConfigModel(id: "sample-2", name: "Readers")])
    }

    @Test("A failed save stops the spinner with the edit error dialog")
    func editFails() async {
        let fixture = PresenterFixture()
        fixture.repository.fail(.edit)
        let testPresenter = fixture.presenter.test(renamed)

        await testPresenter.testIntent { $0.onFormSubmitted() }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) }, { $0.withCommittingChanges(false) })
            postedSideEffects(.showError)
        }
        #expect(fixture.repository.circles == [PresenterFixture.bookClub])
    }

    @Test("Saving an unchanged circle does nothing")
    func unchangedSaveIgnored() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(PresenterFixture.editingBookClub)

        await testPresenter.testIntent {
            $0.onFormSubmitted()
        }

        testPresenter.assert {}
    }

    @Test("Asking to delete in EDIT asks for confirmation")
    func deleteRequestedAsks() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(PresenterFixture.editingBookClub)

        await testPresenter.testIntent { $0.onDeleteCircleRequested() }

        testPresenter.assert {
            postedSideEffects(.showDeleteConfirmation)
        }
    }

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
    @Test("A failed delete stops the spinner with the edit error dialog")
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
