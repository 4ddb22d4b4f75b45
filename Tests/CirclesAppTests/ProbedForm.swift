import CirclesConsole
import CirclesDomain
import CirclesTestSupport
import CirclesVersions

@testable import CirclesApp

/// One version's form opened as the demo opens it, through
/// ``Architecture/makeFormScreen(launch:dependencies:navigator:probe:)`` with a
/// probe, over a fake repository: what the recorder tests drive.
///
/// It keeps what the probe was told (the presenter calls, and the log lines)
/// and where the form navigated, and, like the demo's session, closes the form
/// once its work has settled after it asked to leave.
@MainActor
final class ProbedForm: FormNavigator {
    /// The circle an edit form opens.
    static let bookClub = CircleConfigModel(id: "sample-2", name: "Book club")

    let repository: FakeCirclesRepository
    let probe: FormProbe
    private(set) var screen: (any CircleFormScreen)?
    private(set) var destinations: [FormDestination] = []
    private let recorded: RecordedCalls
    private var isLeaving = false

    /// Opens `version`'s form as `launch` says, with a logging probe, and waits for it to settle.
    init(_ version: Architecture, launch: FormLaunch = .create) async {
        let recorded = RecordedCalls()
        repository = FakeCirclesRepository(circles: [Self.bookClub])
        probe = FormProbe(isLogging: true) { recorded.calls.append($0) }
        self.recorded = recorded
        screen = version.makeFormScreen(
            launch: launch, dependencies: CircleFormDependencies(repository: repository), navigator: self,
            probe: probe)
        await settle()
    }

    /// The presenter calls the probe was told of, oldest first.
    var calls: [PresenterCall] { recorded.calls }

    /// What the form shows now.
    var form: FormScreen? { screen?.display }

    /// Sends each input as a user would, waiting for its work to finish before the next.
    func send(_ inputs: FormInput...) async {
        for input in inputs {
            screen?.handle(input)
            await settle()
        }
    }

    /// Recreates the view as a reshow does, with nothing finishing in between.
    func reshow() async {
        await screen?.recreateView(during: {})
        await settle()
    }

    /// Closes the form, as the demo does when it quits.
    func close() {
        screen?.close()
    }

    func leaveForm(to destination: FormDestination) {
        destinations.append(destination)
        isLeaving = true
    }

    /// Waits for the form's work to finish, then closes the form if it asked to leave.
    func settle() async {
        await screen?.settle()
        if isLeaving { screen?.close() }
    }
}

/// The calls a probe reported, in order.
@MainActor
private final class RecordedCalls {
    var calls: [PresenterCall] = []
}
