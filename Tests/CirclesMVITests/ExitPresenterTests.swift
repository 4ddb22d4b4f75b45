import CirclesDomain
import CirclesMVI
import MviKitTesting
import Testing

/// The MVI presenter when the user leaves the form: close at once, or ask first, posted as
/// side effects and checked with the test DSL.
///
/// `testIntent` waits for every intent to finish, and `assert` checks the one
/// timeline of states and side effects that followed the state given to `test`.
///
/// Each test checks one row of the behaviour table (`docs/behaviour.md`). The
/// same tests, under the same names, are converted in place at every step of
/// the migration, so `Migration/diff-steps.sh --tests` shows each change form.
@Suite("MVI presenter on exit")
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

    @Test("Back while a change is being saved does nothing, in CREATE and in EDIT")
    func backWhileCommittingDoesNothing() async {
        let fixture = PresenterFixture()
        for saving in [
            CreateOrEditState(circleName: "x").withCommittingChanges(true),
            PresenterFixture.editingBookClub.withCircleName("Readers").withCommittingChanges(true),
        ] {
            let testPresenter = fixture.presenter.test(saving)

            await testPresenter.testIntent { $0.onExitFromCreateCircleFlowRequested() }

            testPresenter.assert {}
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
