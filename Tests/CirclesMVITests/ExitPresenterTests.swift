import CirclesDomain
import CirclesMVI
import MviKitTesting
import Testing

/// The MVI presenter against SPEC section 2's "back" rows: close at once, or ask first.
@Suite("MVI presenter: exit")
@MainActor
struct ExitPresenterTests {
    @Test(
        "Leaving with nothing to lose closes at once",
        arguments: [CreateOrEditState(circleName: "  "), PresenterFixture.editingBookClub])
    func nothingToLoseCloses(initialState: CreateOrEditState) async {
        let testPresenter = PresenterFixture().presenter.test(initialState)

        await testPresenter.testIntent { $0.onExitFromCreateCircleFlowRequested() }

        testPresenter.assert {
            postedSideEffects(.close)
        }
    }

    @Test(
        "Leaving a new circle with input, or an edited one with changes, asks first",
        arguments: [
            CreateOrEditState(circleName: "x"),
            CreateOrEditState(coverPhoto: "https://example.com/a.jpg"),
            PresenterFixture.editingBookClub.withCoverPhoto(nil),
        ])
    func inputToLoseAsks(initialState: CreateOrEditState) async {
        let testPresenter = PresenterFixture().presenter.test(initialState)

        await testPresenter.testIntent { $0.onExitFromCreateCircleFlowRequested() }

        testPresenter.assert {
            postedSideEffects(.showExitConfirmation)
        }
    }
}
