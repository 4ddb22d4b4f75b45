import CirclesDomain
import Step1TranslateContract
import Testing

/// The translation table, checked on the legacy presenter's own calls: they
/// come out as exactly the states and side effects the talk's MVI test expects.
@Suite("Step 1: view calls translated to state and side effects")
@MainActor
struct ViewCallTranslationTests {
    private let editing = PresenterFixture.editingBookClub

    // excerpt:begin translated-delete-test
    @Test("A successful delete's calls translate to the talk's test: committing, then the aggregated feed")
    func deleteSucceedsTranslated() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onDeleteCircleConfirmed()
        await fixture.settle()

        let translation = ViewCallTranslation(fixture.view.calls, from: editing)
        let expected = ViewCallTranslation(
            states: [editing.withCommittingChanges(true)], sideEffects: [.openAggregatedFeed])
        #expect(translation == expected)
    }
    // excerpt:end translated-delete-test

    @Test("A failed delete's calls translate to committing, not committing, and the error")
    func deleteFailsTranslated() async {
        let fixture = await PresenterFixture.editing()
        fixture.repository.fail(.delete)

        fixture.presenter.onDeleteCircleConfirmed()
        await fixture.settle()

        let translation = ViewCallTranslation(fixture.view.calls, from: editing)
        let expected = ViewCallTranslation(
            states: [editing.withCommittingChanges(true), editing], sideEffects: [.showError])
        #expect(translation == expected)
    }

    @Test("Loading a circle to edit translates to EDIT with the circle, and no side effect")
    func editRequestedTranslated() async {
        let fixture = PresenterFixture()

        fixture.presenter.onEditCircleRequested(PresenterFixture.bookClub.id)
        await fixture.settle()

        let translation = ViewCallTranslation(fixture.view.calls, from: CreateOrEditState())
        #expect(translation == ViewCallTranslation(states: [editing], sideEffects: []))
    }
}
