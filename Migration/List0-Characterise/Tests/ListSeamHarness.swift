import CirclesConsole
import CirclesDomain
import CirclesTestSupport
import MviMigrationTesting

/// Drives one version's list through the seam and writes down everything the
/// user saw: each input, then the list as the console draws it, or where it went.
@MainActor
final class ListSeamHarness: ListNavigator {
    /// The circles the repository starts with.
    static let circles = [
        CircleConfigModel(id: "sample-1", name: "Family"),
        CircleConfigModel(id: "sample-2", name: "Book club"),
        CircleConfigModel(id: "sample-3", name: "Running buddies"),
        CircleConfigModel(id: "sample-4", name: "Climbing crew"),
    ]

    /// Where the list asked to go.
    enum Opening: Equatable, CustomStringConvertible {
        case form(FormLaunch)
        case circleFeed(circleId: String)

        var description: String {
            switch self {
            case .form(.create): "new circle form"
            case .form(.edit(let circleId)): "edit form of \(circleId)"
            case .circleFeed(let circleId): "feed of \(circleId)"
            }
        }
    }

    /// The repository the list works with.
    let repository: FakeCirclesRepository
    /// Where the list asked to go, in order.
    private(set) var openings: [Opening] = []
    /// The session so far, starting with the list as it first settled.
    private(set) var transcript = SessionTranscript(opening: "")
    private var screen: (any CircleListScreen)?
    /// How many openings the transcript has written.
    private var openingsWritten = 0

    /// Opens `version`'s list over a repository holding `circles`, its loads failing with `failingLoad`;
    /// with `holdingLoad`, returns once its first load is held, else once it has settled.
    init(
        _ version: Version, circles: [CircleConfigModel] = circles, failingLoad: Bool = false,
        holdingLoad: Bool = false
    ) async {
        repository = FakeCirclesRepository(circles: circles)
        if failingLoad { repository.fail(.load) }
        if holdingLoad { repository.gate.hold("loadAll") }
        screen = version.makeScreen(repository: repository, navigator: self)
        if holdingLoad {
            await repository.gate.waitUntilHeld("loadAll")
        } else {
            await screen?.settle()
        }
        transcript = SessionTranscript(opening: seen())
    }

    /// What the list shows now.
    var list: ListScreen { screen?.display ?? ListScreen() }

    /// Sends each input as a user would, waits for the work it started, and writes what the user then sees.
    func send(_ inputs: ListInput...) async {
        for input in inputs {
            screen?.handle(input)
            await screen?.settle()
            transcript.record(Self.text(of: input), then: seen())
        }
    }

    /// Sends `input` and returns once the repository call it makes, named `call`, is held, before it finishes.
    func sendWhileHeld(_ input: ListInput, holding call: String) async {
        repository.gate.hold(call)
        screen?.handle(input)
        await repository.gate.waitUntilHeld(call)
    }

    /// Sends `input` while one call is held, and waits for the work it started, the held call left waiting.
    func sendDuringHeldCall(_ input: ListInput) async {
        screen?.handle(input)
        await screen?.settle(leavingHeld: 1)
    }

    /// Hands the list what a form did, as the coordinator does once the form has closed.
    func receive(_ result: FormResult) async {
        screen?.receive(result)
        await screen?.settle()
        transcript.record("receive(\(Self.text(of: result)))", then: seen())
    }

    /// Lets the held call named `call` finish, and waits for the list to settle.
    func release(_ call: String) async {
        repository.gate.release(call)
        await screen?.settle()
    }

    func openForm(_ launch: FormLaunch) { openings.append(.form(launch)) }

    func openCircleFeed(circleId: String) { openings.append(.circleFeed(circleId: circleId)) }

    /// The input as the transcript writes it: as Swift spells the case, an answer by its short name.
    private static func text(of input: ListInput) -> String {
        guard case .answer(let answer) = input else { return "\(input)" }
        return "answer(.\(answer.rawValue))"
    }

    /// A result as the transcript writes it: what happened, to which circle.
    private static func text(of result: FormResult) -> String {
        switch result {
        case .created(let circle): "created \(circle.id) \"\(circle.name)\""
        case .changed(let circle): "changed \(circle.id) \"\(circle.name)\""
        case .deleted(let circleId): "deleted \(circleId)"
        }
    }

    private func seen() -> String {
        defer { openingsWritten = openings.count }
        let opened = openings.dropFirst(openingsWritten).map { "→ \($0)\n" }.joined()
        return ScreenRenderer().text(for: .allCircles(list)) + opened
    }
}
