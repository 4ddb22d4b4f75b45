import CirclesDomain
import CirclesMVP
import CirclesTestSupport
import Testing

/// The legacy presenter loading, saving and deleting a circle, through the calls a recording view receives.
///
/// Each test checks one row of the behaviour table (`docs/behaviour.md`). The
/// same tests, under the same names, are converted in place at every step of
/// the migration, so `Migration/diff-steps.sh --tests` shows each change form.
@Suite("Legacy MVP presenter in EDIT")
@MainActor
struct EditAndDeletePresenterTests {
    private let renamed = CreateOrEditCircleRequestDomain(circleName: "Readers", coverPhoto: nil)

    @Test("Asking to edit loads the circle and fills the form")
    func editRequestedPrefills() async {
        let fixture = PresenterFixture()

        fixture.presenter.onEditCircleRequested(PresenterFixture.bookClub.id)
        await fixture.settle()

        #expect(fixture.view.calls == [.setEditableCircleData(PresenterFixture.bookClub)])
        #expect(fixture.repository.calls == [.load(PresenterFixture.bookClub.id)])
    }

    @Test("A circle that cannot be loaded shows the init-edit error")
    func editLoadFails() async {
        let fixture = PresenterFixture()
        fixture.repository.fail(.load)

        fixture.presenter.onEditCircleRequested(PresenterFixture.bookClub.id)
        await fixture.settle()

        #expect(fixture.view.calls == [.showInitEditErrorDialog])
    }

    @Test("Saving a change shows the edit spinner, saves, then opens the circle's feed")
    func editSucceeds() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onFormSubmitted(renamed)
        await fixture.settle()

        #expect(fixture.view.calls == [.showEditSpinner, .redirectToCircleFeedScreen(PresenterFixture.bookClub.id)])
        #expect(fixture.repository.circles == [CircleConfigModel(id: "sample-2", name: "Readers")])
    }

    @Test("A failed save stops the spinner with the edit error dialog")
    func editFails() async {
        let fixture = await PresenterFixture.editing()
        fixture.repository.fail(.edit)

        fixture.presenter.onFormSubmitted(renamed)
        await fixture.settle()

        #expect(fixture.view.calls == [.showEditSpinner, .showEditCircleErrorDialog])
        #expect(fixture.repository.circles == [PresenterFixture.bookClub])
    }

    @Test("Saving an unchanged circle does nothing")
    func unchangedSaveIgnored() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onFormSubmitted(CreateOrEditCircleRequestDomain(prefilledFrom: PresenterFixture.bookClub))
        await fixture.settle()

        #expect(fixture.view.calls.isEmpty)
    }

    // excerpt:begin delete-succeeds-test
    @Test("Deleting asks first; confirming shows the spinner, deletes, and opens all circles")
    func deleteSucceeds() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onDeleteCircleRequested()
        fixture.presenter.onDeleteCircleConfirmed()
        await fixture.settle()

        #expect(fixture.view.calls == [.showDeleteConfirmationDialog, .showEditSpinner, .exitToAggregatedFeed])
        #expect(fixture.repository.circles.isEmpty)
    }
    // excerpt:end delete-succeeds-test

    // excerpt:begin delete-fails-test
    @Test("A failed delete stops the spinner with the edit error dialog")
    func deleteFails() async {
        let fixture = await PresenterFixture.editing()
        fixture.repository.fail(.delete)

        fixture.presenter.onDeleteCircleConfirmed()
        await fixture.settle()

        #expect(fixture.view.calls == [.showEditSpinner, .showEditCircleErrorDialog])
        #expect(fixture.repository.circles == [PresenterFixture.bookClub])
    }
    // excerpt:end delete-fails-test

    @Test("There is nothing to delete in CREATE")
    func deleteIgnoredInCreate() async {
        let fixture = PresenterFixture()

        fixture.presenter.onDeleteCircleRequested()
        fixture.presenter.onDeleteCircleConfirmed()
        await fixture.settle()

        #expect(fixture.view.calls.isEmpty)
        #expect(fixture.repository.calls.isEmpty)
    }
}
