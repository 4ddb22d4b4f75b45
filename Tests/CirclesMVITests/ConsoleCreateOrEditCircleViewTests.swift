import CirclesConsole
import CirclesDomain
import MviKit
import Testing

@testable import CirclesMVI

/// The view of the final version, against its contract alone.
@Suite("MVI view")
@MainActor
struct ConsoleCreateOrEditCircleViewTests {
    @Test("The view needs only the contract's events and subscribe: a presenter with no container drives it")
    func viewNeedsNoContainer() throws {
        let presenter = ContractOnlyPresenter()
        let navigator = DestinationLog()
        let view = ConsoleCreateOrEditCircleView(presenter: presenter, navigator: navigator)

        presenter.states(CreateOrEditState().withCircleName("Hikers").withCtaEnabled(true))
        view.handle(.save)
        presenter.sideEffects(.openCircleInvite(circleId: "circle-1"))

        #expect(view.form == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
        #expect(presenter.events == ["onFormSubmitted"])
        #expect(navigator.destinations == [.circleInvite(circleId: "circle-1")])
    }
}

/// A presenter that is no `MviContainerHost`: it records the view's events and
/// hands the view whatever the test says, as the contract lets any presenter do.
@MainActor
private final class ContractOnlyPresenter: CreateOrEditCircleContract.Presenter {
    private(set) var events: [String] = []
    private var stateHandler: (@MainActor (CreateOrEditState) -> Void)?
    private var sideEffectHandler: (@MainActor (CreateOrEditSideEffect) -> Void)?

    func states(_ state: CreateOrEditState) { stateHandler?(state) }
    func sideEffects(_ sideEffect: CreateOrEditSideEffect) { sideEffectHandler?(sideEffect) }

    func subscribeToState(_ stateHandler: @escaping @MainActor (CreateOrEditState) -> Void) -> MviSubscription {
        self.stateHandler = stateHandler
        stateHandler(CreateOrEditState())
        return MviSubscription {}
    }

    func subscribeToSideEffects(_ sideEffectHandler: @escaping @MainActor (CreateOrEditSideEffect) -> Void)
        -> MviSubscription
    {
        self.sideEffectHandler = sideEffectHandler
        return MviSubscription {}
    }

    func onNameChanged(_ circleName: String) { events.append("onNameChanged") }
    func onCoverPhotoChanged(_ coverPhoto: String?) { events.append("onCoverPhotoChanged") }
    func onFormSubmitted() { events.append("onFormSubmitted") }
    func onExitFromCreateCircleFlowRequested() { events.append("onExitFromCreateCircleFlowRequested") }
    func onEditCircleRequested(_ circleIdToEdit: String) { events.append("onEditCircleRequested") }
    func onDeleteCircleRequested() { events.append("onDeleteCircleRequested") }
    func onDeleteCircleConfirmed() { events.append("onDeleteCircleConfirmed") }
    func onFormRestored() { events.append("onFormRestored") }
}

/// Where the view sent the user, in order.
@MainActor
private final class DestinationLog: FormNavigator {
    private(set) var destinations: [FormDestination] = []

    func leaveForm(to destination: FormDestination) { destinations.append(destination) }
}
