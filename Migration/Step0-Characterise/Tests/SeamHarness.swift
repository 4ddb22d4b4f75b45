import CirclesConsole
import CirclesTestSupport

/// Drives one version's screen through the seam and writes down everything
/// the user saw: each input, then the form as the console draws it, or where the form went.
@MainActor
final class SeamHarness: FormNavigator {
    /// The repository the screen creates circles in.
    let repository = FakeCirclesRepository()
    /// Where the form went, in order.
    private(set) var destinations: [FormDestination] = []
    /// The session so far, starting with the form as it opened.
    private(set) var transcript = ""
    private var screen: (any CircleFormScreen)?

    /// Opens `version`'s screen.
    init(_ version: Version) {
        screen = version.makeScreen(repository: repository, navigator: self)
        transcript = seen()
    }

    /// What the form shows now.
    var form: FormScreen? { screen?.display }

    /// Sends each input as a user would, waits for the work it started, and writes what the user then sees.
    func send(_ inputs: FormInput...) async {
        for input in inputs {
            screen?.handle(input)
            await screen?.settle()
            transcript += "> \(input)\n" + seen()
        }
    }

    /// Sends `input` and returns once its repository call is held, before it finishes.
    func sendWhileHeld(_ input: FormInput) async {
        repository.holdCalls()
        screen?.handle(input)
        await repository.waitUntilHeld()
    }

    /// Lets held calls finish, and waits for the screen to settle.
    func releaseHeldCalls() async {
        repository.releaseHeldCalls()
        await screen?.settle()
    }

    /// Closes the form, as the app does when it navigates away.
    func leaveForm(to destination: FormDestination) {
        destinations.append(destination)
        screen?.close()
    }

    private func seen() -> String {
        if let destination = destinations.last { return "→ \(destination)\n" }
        return form.map { ScreenRenderer().text(for: .form($0)) } ?? ""
    }
}
