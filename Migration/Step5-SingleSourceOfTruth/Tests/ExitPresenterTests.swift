import CirclesDomain
import MviKitTesting
import Step5SingleSourceOfTruth
import Testing

/// Step 5's presenter when the user leaves the form: close at once, or ask first, posted as
/// side effects and checked with the test DSL.
///
/// `testIntent` waits for every intent to finish, and `assert` checks the one
/// timeline of states and side effects that followed the state given to `test`.
///
/// Each test checks one row of the behaviour table (`docs/behaviour.md`). The
/// same tests, under the same names, are converted in place at every step of
/// the migration, so `Migration/diff-steps.sh --tests` shows each change form.
@Suite("Step 5 presenter on exit")
@MainActor
struct ExitPresenterTests {
    @Test("Leaving an empty new circle closes at once")
    func emptyCreateCloses() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(CreateOrEditState(circleName: "  "))

        await testPresenter.testIntent {
            $0.onExitFromCreateCircleFlowRequested()
        }

        testPresenter.assert {
            postedSideEffects(.close)
        }
    }

    @Test(
        "Leaving a new circle with any input asks first",
        arguments: [
            CreateOrEditState(circleName: "x"),
            CreateOrEditState(circleName: "", coverPhoto: "https://example.com/a.jpg"),
        ])
    func createWithInputAsks(initialState: CreateOrEditState) async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(initialState)

        await testPresenter.testIntent { $0.onExitFromCreateCircleFlowRequested() }

        testPresenter.assert {
            postedSideEffects(.showExitConfirmation)
        }
    }

    @Test("Leaving an edited circle without changes closes at once")
    func unchangedEditCloses() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(PresenterFixture.editingBookClub)

        await testPresenter.testIntent {
            $0.onExitFromCreateCircleFlowRequested()
        }

        testPresenter.assert {
            postedSideEffects(.close)
        }
    }

    @Test("Leaving an edited circle with changes asks first")
    func changedEditAsks() async {
        let fixture = PresenterFixture()
        let testPresenter = fixture.presenter.test(PresenterFixture.editingBookClub.withCircleName("Readers"))

        await testPresenter.testIntent {
            $0.onExitFromCreateCircleFlowRequested()
        }

        testPresenter.assert {
            postedSideEffects(.showExitConfirmation)
        }
    }
}
