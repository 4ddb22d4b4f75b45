import CirclesConsole
import CirclesDomain
import CirclesMVI
import CirclesTestSupport

/// The MVI screen over a fake repository, with a navigator that records where the form went.
@MainActor
final class ScreenFixture: FormNavigator {
    let repository: FakeCirclesRepository
    private(set) var destinations: [FormDestination] = []
    private(set) var screen: CreateOrEditCircleScreen?

    /// Opens the form as `launch` says, a new circle by default, over a repository holding `circles`.
    init(launch: FormLaunch = .create, circles: [CircleConfigModel] = []) {
        repository = FakeCirclesRepository(circles: circles)
        screen = CreateOrEditCircleScreen(
            launch: launch, dependencies: CircleFormDependencies(repository: repository), navigator: self)
    }

    /// Sends each input and waits until its work has reached the view.
    func send(_ inputs: FormInput...) async {
        for input in inputs {
            screen?.handle(input)
            await screen?.settle()
        }
    }

    /// Presses Save with the repository holding the call, and returns once the call waits.
    func saveWhileHeld() async {
        repository.holdCalls()
        screen?.handle(.save)
        await repository.waitUntilHeld()
    }

    func leaveForm(to destination: FormDestination) {
        destinations.append(destination)
    }
}
