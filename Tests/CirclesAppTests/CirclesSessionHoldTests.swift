import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesTestSupport
import CirclesVersions
import MviKitLocking
import Testing

@testable import CirclesApp

/// The session while a repository call is held: it learns that the call is
/// held from the hold itself, never by looking again and again, and the user
/// goes on meanwhile.
@Suite("Session: a held repository call", .timeLimit(.minutes(1)))
@MainActor
struct CirclesSessionHoldTests {
    @Test(
        "With a hold armed, save returns with the spinner on screen, waiting for the hold, then for the rest, without polling",
        arguments: Architecture.allCases)
    func heldSaveShowsSpinner(version: Architecture) async {
        let store = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        let conditions = SimulatedConditionsRepository(wrapping: store)
        let controls = CountingControls(conditions)
        let written = WrittenText()
        let session = CirclesSession(
            architecture: version, listVersion: version.listVersion, browsing: store,
            listing: conditions, dependencies: CircleFormDependencies(repository: conditions),
            controls: controls, output: ConsoleOutput(write: written.append, style: .plain))
        await session.start()
        for line in ["hold", "new", "name Hikers"] { _ = await session.handle(line) }
        controls.resetCounts()
        written.text = ""

        _ = await session.handle("save")

        let saving = FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true, progress: .creating)
        #expect(session.shownScreen == .form(saving))
        #expect(written.text == ScreenRenderer(style: .plain).text(for: .form(saving)))
        #expect(conditions.heldCallCount == 1)
        // No polling: at most two rounds (one until the call is held, unless it already is
        // when the session starts waiting, and one for what is left beside it), each looking
        // at the count once and waiting once for a further hold.
        let counts = controls.counts
        #expect((1...2).contains(counts.heldCallCountReads))
        #expect(counts.holdWaits == counts.heldCallCountReads)
        #expect(counts.isHoldingReads <= 1)
        _ = await session.handle("release")
        await session.finish()
    }

    @Test(
        "Typing while a load is held reaches the form at once, the call stays held, and the loaded circle then fills the form",
        arguments: Architecture.allCases, ["name Kin", "cover https://example.com/kin.jpg"])
    func typingWhileLoadIsHeld(version: Architecture, line: String) async {
        let store = FakeCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        let written = WrittenText()
        let session = CirclesSession.wired(
            architecture: version, store: store, storeFile: nil,
            output: ConsoleOutput(write: written.append, style: .plain), presenterCall: { _ in })
        await session.start()
        for line in ["open 2", "hold", "edit"] { _ = await session.handle(line) }

        _ = await session.handle(line)
        let whileHeld = session.shownScreen
        _ = await session.handle("release")

        guard case .form(let form) = whileHeld else {
            Issue.record("the form is not shown while the load is held: \(whileHeld)")
            return
        }
        #expect(line.hasPrefix("name") ? form.name == "Kin" : form.coverPhoto == "https://example.com/kin.jpg")
        #expect(store.calls.last == .load("sample-2"))
        #expect(session.shownScreen == .form(FormScreen(mode: .edit, name: "Book club")))
        await session.finish()
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
