import CirclesDomain
import Step1TranslateContract
import Testing

/// Step 1's presenter when the user leaves the form: close at once, or ask first.
///
/// Each test checks one row of the behaviour table (`docs/behaviour.md`). The
/// same tests, under the same names, are converted in place at every step of
/// the migration, so `Migration/diff-steps.sh --tests` shows each change form.
@Suite("Step 1 presenter on exit")
@MainActor
struct ExitPresenterTests {
    @Test("Leaving an empty new circle closes at once")
    func emptyCreateCloses() {
        let fixture = PresenterFixture()

        fixture.presenter.onExitFromCreateCircleFlowRequested(CreateOrEditCircleRequestDomain(circleName: "  "))

        #expect(fixture.view.calls == [.exitWithoutConfirmationDialog])
    }

    @Test(
        "Leaving a new circle with any input asks first",
        arguments: [
            CreateOrEditCircleRequestDomain(circleName: "x"),
            CreateOrEditCircleRequestDomain(circleName: "", coverPhoto: "https://example.com/a.jpg"),
        ])
    func createWithInputAsks(request: CreateOrEditCircleRequestDomain) {
        let fixture = PresenterFixture()

        fixture.presenter.onExitFromCreateCircleFlowRequested(request)

        #expect(fixture.view.calls == [.exitWithCreateConfirmationDialog])
    }

    @Test("Leaving an edited circle without changes closes at once")
    func unchangedEditCloses() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onExitFromCreateCircleFlowRequested(
            CreateOrEditCircleRequestDomain(prefilledFrom: PresenterFixture.bookClub))

        #expect(fixture.view.calls == [.exitWithoutConfirmationDialog])
    }

    @Test("Leaving an edited circle with changes asks first")
    func changedEditAsks() async {
        let fixture = await PresenterFixture.editing()

        fixture.presenter.onExitFromCreateCircleFlowRequested(CreateOrEditCircleRequestDomain(circleName: "Readers"))

        #expect(fixture.view.calls == [.exitWithEditConfirmationDialog])
    }
}
