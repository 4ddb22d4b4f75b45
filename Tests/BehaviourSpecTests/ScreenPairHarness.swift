import CirclesConsole
import CirclesDomain
import CirclesTestSupport
import CirclesVersions
import Testing

@testable import CirclesApp

/// Runs the list and the form together, each at its own version, as the demo's session does: the
/// session is the coordinator that opens the form from the list and tells the list what the form did.
///
/// Commands are the demo's own, and what the user sees is read from the
/// session's screen, so the spec states facts of both screens and of the road
/// between them, over a fake repository that records every call.
@MainActor
final class ScreenPairHarness {
    /// The repository both screens work with, holding the demo's four sample circles.
    let repository = FakeCirclesRepository(circles: ScreenPairHarness.circles)
    private let session: CirclesSession

    /// The sample circles, as the demo's store starts.
    static let circles = ["Family", "Book club", "Running buddies", "Climbing crew"].enumerated().map {
        CircleConfigModel(id: "sample-\($0.offset + 1)", name: $0.element)
    }

    /// A session with `versions`, its list opened and loaded.
    init(_ versions: ScreenVersions) async {
        session = CirclesSession.wired(
            architecture: versions.form, listVersion: versions.list, store: repository, storeFile: nil,
            output: ConsoleOutput(write: { _ in }, style: .plain))
        await session.start()
    }

    /// Types each line, as a user would, waiting for each to settle.
    func type(_ lines: String...) async {
        for line in lines { _ = await session.handle(line) }
    }

    /// What the session shows now.
    var screen: Screen { session.shownScreen }

    /// The names the list shows now, read from the list, whatever screen is on top.
    var listedNames: [String] { session.list.display.rows }

    /// How many times the list of all circles was loaded from the repository; a failure the demo
    /// was asked for (`fail load`) happens before the repository, so it does not count.
    var listLoads: Int { repository.calls.count { $0 == .loadAll } }

    /// Ends the session.
    func finish() async { await session.finish() }
}

extension ScreenVersions: CustomTestStringConvertible {
    /// The flags that pick the pair, so that a failing case says which it was.
    package var testDescription: String { "--list \(list.rawValue) --form \(form.rawValue)" }
}
