import CirclesDomain
import Step2ProcessingInBackground
import Testing

/// Step 2's presenter when the user leaves the form: close at once, or ask first.
///
/// Each event is now an intent the container runs off the main actor, so a
/// test settles (waits for every intent to finish) before it looks.
///
/// Each test checks one row of the behaviour table (`docs/behaviour.md`). The
/// same tests, under the same names, are converted in place at every step of
/// the migration, so `Migration/diff-steps.sh --tests` shows each change form.
@Suite("Step 2 presenter on exit")
@MainActor
struct ExitPresenterTests {
    @Test("Leaving an empty new circle closes at once")
    func emptyCreateCloses() async {
        let fixture = PresenterFixture()

        fixture.presenter.onExitFromCreateCircleFlowRequested(CreateOrEditCircleRequestDomain(circleName: "  "))
        await fixture.settle()

        #expect(fixture.view.calls == [.exitWithoutConfirmationDialog])
    }

    @Test(
        "Leaving a new circle with any input asks first",
        arguments: [
            CreateOrEditCircleRequestDomain(circleName: "x"),
            CreateOrEditCircleRequestDomain(circleName: "", coverPhoto: "https://example.com/a.jpg"),
        ])
    func createWithInputAsks(request: CreateOrEditCircleRequestDomain) async {
        let fixture = PresenterFixture()

        fixture.presenter.onExitFromCreateCircleFlowRequested(request)
        await fixture.settle()

        #expect(fixture.view.calls == [.exitWithCreateConfirmationDialog])
    }

    @Test("Leaving an edited circle without changes closes at once")
    func unchangedEditCloses() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onExitFromCreateCircleFlowRequested(
            CreateOrEditCircleRequestDomain(prefilledFrom: PresenterFixture.bookClub))
        await fixture.settle()

        #expect(fixture.view.calls == [.exitWithoutConfirmationDialog])
    }

    @Test("Leaving an edited circle with changes asks first")
    func changedEditAsks() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onExitFromCreateCircleFlowRequested(CreateOrEditCircleRequestDomain(circleName: "Readers"))
        await fixture.settle()

        #expect(fixture.view.calls == [.exitWithEditConfirmationDialog])
    }
}
