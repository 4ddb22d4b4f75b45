import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesLocking
import CirclesTestSupport
import Testing

@testable import CirclesApp

/// The session while a repository call is held: it learns that the call is
/// held from the hold itself, never by looking again and again, and it
/// refuses form input until the call is released.
@Suite("Session: a held repository call", .timeLimit(.minutes(1)))
@MainActor
struct CirclesSessionHoldTests {
    static let refusal = "A repository call is held: type release to let it finish first (or rotate meanwhile)."

    @Test(
        "With a hold armed, save returns with the spinner on screen, having looked at the hold once and waited once",
        arguments: Architecture.allCases)
    func heldSaveShowsSpinner(version: Architecture) async {
        let store = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        let conditions = SimulatedConditionsRepository(wrapping: store)
        let controls = CountingControls(conditions)
        let written = WrittenText()
        let session = CirclesSession(
            architecture: version, browsing: store, dependencies: CircleFormDependencies(repository: conditions),
            controls: controls, output: ConsoleOutput(write: written.append, style: .plain))
        await session.start()
        for line in ["hold", "new", "name Hikers"] { _ = await session.handle(line) }
        controls.resetCounts()
        written.text = ""

        _ = await session.handle("save")

        let saving = FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true, progress: .creating)
        #expect(session.place.screen == .form(saving))
        #expect(written.text == ScreenRenderer(style: .plain).text(for: .form(saving)))
        #expect(conditions.heldCallCount == 1)
        #expect(controls.counts == CountingControls.Counts(heldCallCountReads: 1, isHoldingReads: 1, holdWaits: 1))
        _ = await session.handle("release")
        session.finish()
    }

    @Test(
        "Form input while a call is held gets the refusal and changes nothing, then and after the release",
        arguments: Architecture.allCases,
        ["name Kin", "cover https://example.com/kin.jpg", "cover -", "back", "delete"])
    func inputRefusedWhileHeld(version: Architecture, line: String) async {
        let store = FakeCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        let written = WrittenText()
        var calls: [PresenterCall] = []
        let session = CirclesSession.wired(
            architecture: version, store: store, storeFile: nil,
            output: ConsoleOutput(write: written.append, style: .plain), presenterCall: { calls.append($0) })
        await session.start()
        for line in ["open 2", "hold", "edit"] { _ = await session.handle(line) }
        let screenWhileHeld = session.place.screen
        let storeCalls = store.calls
        calls = []
        written.text = ""

        _ = await session.handle(line)
        let reply = written.text
        let screenAfterRefusal = session.place.screen
        _ = await session.handle("release")

        #expect(reply == Self.refusal + "\n")
        #expect(screenAfterRefusal == screenWhileHeld)
        #expect(session.place.screen == .form(FormScreen(mode: .edit, name: "Book club")))
        #expect(store.calls == storeCalls + [.load("sample-2")])
        #expect(calls == [])
        session.finish()
    }
}

/// The demo's repository controls, counting how often the session looks at the hold and waits for it.
private final class CountingControls: RepositoryControls {
    /// What the session asked, since the counts were last reset.
    struct Counts: Equatable {
        var heldCallCountReads = 0
        var isHoldingReads = 0
        var holdWaits = 0
    }

    private let conditions: SimulatedConditionsRepository
    private let counted = Locked(Counts())

    init(_ conditions: SimulatedConditionsRepository) {
        self.conditions = conditions
    }

    var counts: Counts { counted.withLock { $0 } }

    func resetCounts() {
        counted.withLock { $0 = Counts() }
    }

    func failNext(_ operation: RepositoryOperation) { conditions.failNext(operation) }
    func holdNext() { conditions.holdNext() }
    func releaseHeld() { conditions.releaseHeld() }
    func releaseHeldCalls() { conditions.releaseHeldCalls() }

    var heldCallCount: Int {
        counted.withLock { $0.heldCallCountReads += 1 }
        return conditions.heldCallCount
    }

    var isHolding: Bool {
        counted.withLock { $0.isHoldingReads += 1 }
        return conditions.isHolding
    }

    func waitUntilHeld(moreThan count: Int) async throws {
        counted.withLock { $0.holdWaits += 1 }
        try await conditions.waitUntilHeld(moreThan: count)
    }
}
