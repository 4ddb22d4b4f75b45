import CirclesConsole
import CirclesDomain
import CirclesTestSupport
import CirclesVersions
import Testing

@testable import CirclesApp

/// Runs one version's form over a fake repository and records what a user
/// would observe: what the form shows, and where it navigates.
///
/// This is the adapter the behaviour spec needs: every version already draws
/// into the same ``FormScreen`` and reports navigation as ``FormDestination``,
/// so one record fits them all. It drives a form as the demo's session does:
/// it waits for each input's work, and closes the form only once that work has
/// settled, after the form asked to leave.
@MainActor
final class ScreenHarness: FormNavigator {
    static let bookClub = CircleConfigModel(
        id: "sample-2", name: "Book club", coverPhoto: "https://example.com/books.jpg")

    let repository: FakeCirclesRepository
    private(set) var destinations: [FormDestination] = []
    private var screen: (any CircleFormScreen)?
    /// Set when the form asks to leave; the form is closed once its work has settled.
    private var isLeaving = false

    /// Opens `version`'s form as `launch` says and waits for it to settle; with
    /// `holdingCalls`, the repository holds its calls from the start, and this
    /// returns once the form's first call (the load, in EDIT) is held.
    init(
        _ version: Architecture, launch: FormLaunch = .create, circles: [CircleConfigModel] = [bookClub],
        holdingCalls: Bool = false
    ) async {
        repository = FakeCirclesRepository(circles: circles)
        let dependencies = CircleFormDependencies(repository: repository)
        if holdingCalls { repository.holdCalls() }
        screen = version.makeFormScreen(launch: launch, dependencies: dependencies, navigator: self)
        if holdingCalls {
            await settleOrHold()
        } else {
            await settle()
        }
    }

    /// What the form shows now.
    var form: FormScreen? { screen?.display }

    /// Sends each input as a user would, waiting for its work to finish before the next.
    func send(_ inputs: FormInput...) async {
        for input in inputs {
            screen?.handle(input)
            await settle()
        }
    }

    /// Sends an input whose work stops at a held repository call, and returns
    /// once the call is held (or, should the input make no call, once its work
    /// has settled).
    ///
    /// The two are raced the way the demo's session waits while a hold is
    /// armed, so the form is seen as the session would show it.
    func sendWhileHeld(_ input: FormInput) async {
        repository.holdCalls()
        screen?.handle(input)
        await settleOrHold()
    }

    /// Sends inputs while `held` calls wait at the repository, as a user goes on
    /// typing during a slow load or save: each input's own work is waited for,
    /// the held calls left waiting. Should an input's work be held too, it
    /// returns once it is, so a test sees it rather than hangs.
    func sendDuringHeldCalls(_ inputs: FormInput..., held: Int = 1) async {
        for input in inputs {
            guard let screen else { return }
            screen.handle(input)
            let (outcome, report) = AsyncStream<Void>.makeStream()
            Task {
                await screen.settle(leavingHeld: held)
                report.yield()
            }
            Task { [repository] in
                await repository.waitUntilHeld(count: held + 1)
                report.yield()
            }
            for await _ in outcome { break }
            if isLeaving { screen.close() }
        }
    }

    /// Lets held calls finish and waits for their results.
    func releaseHeldCalls() async {
        repository.releaseHeldCalls()
        await settle()
    }

    /// Recreates the view as a reshow does, with nothing finishing in between.
    func reshow() async {
        await screen?.recreateView(during: {})
        await settle()
    }

    /// Weak references to the open screen and what it holds, leaving out what this harness owns.
    func probeScreen() throws -> LifetimeProbe {
        let screen = try #require(screen)
        return LifetimeProbe(screen, excluding: [self, repository])
    }

    /// Closes the screen if it is still open and lets go of it, as the app does on leaving it.
    func releaseScreen() async {
        await settle()
        screen?.close()
        screen = nil
    }

    func leaveForm(to destination: FormDestination) {
        destinations.append(destination)
        isLeaving = true
    }

    /// Waits for the form's work, then closes it if it asked to leave.
    private func settle() async {
        await screen?.settle()
        if isLeaving { screen?.close() }
    }

    /// Returns at whichever comes first: the form's work settling, or a repository call held.
    ///
    /// Each wait runs in a task of its own that reports through one stream,
    /// as `CirclesSession` waits; a call held never finishes by itself, so the
    /// settling task is left running until the test releases it.
    private func settleOrHold() async {
        guard let screen else { return }
        let (outcome, report) = AsyncStream<Void>.makeStream()
        Task {
            await screen.settle()
            report.yield()
        }
        Task { [repository] in
            await repository.waitUntilHeld()
            report.yield()
        }
        for await _ in outcome { break }
    }
}
