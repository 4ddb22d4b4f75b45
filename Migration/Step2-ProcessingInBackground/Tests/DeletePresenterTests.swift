import CirclesDomain
import Step2ProcessingInBackground
import Testing

/// Step 2's delete rows of SPEC section 2, tested as MVP: through the view calls a recording view saw.
@Suite("Step 2 presenter: delete")
@MainActor
struct DeletePresenterTests {
    // excerpt:begin delete-succeeds-test
    @Test("Confirming shows the edit spinner, deletes, then exits to all circles")
    func deleteSucceeds() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onDeleteCircleConfirmed()
        await fixture.settle()

        #expect(fixture.view.calls == [.showEditSpinner, .exitToAggregatedFeed])
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
        #expect(fixture.presenter.container.state == PresenterFixture.editingBookClub)
    }
    // excerpt:end delete-fails-test

    @Test("Asking to delete in EDIT asks for confirmation")
    func deleteRequestedAsks() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onDeleteCircleRequested()
        await fixture.settle()

        #expect(fixture.view.calls == [.showDeleteConfirmationDialog])
    }
}
