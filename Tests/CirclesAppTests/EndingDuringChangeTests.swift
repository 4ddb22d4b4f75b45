import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesSavedForms
import CirclesTestSupport
import Foundation
import Testing

@testable import CirclesApp

/// The session ending (a signal, the input's end) while the form's change is under way: the form kept for the
/// next start agrees with what the store holds, so that resuming it never makes a circle twice, nor takes the
/// user's own change for another process's.
///
/// The store is a fake that holds its calls, so that the session can end while a change is at the store, and
/// the test lets the change finish afterwards, as a slow disk or a held lock would, without any timing.
@Suite("Session: ending while a change is under way", .timeLimit(.minutes(1)))
@MainActor
struct EndingDuringChangeTests {
    /// The changes a form can make, each as the lines that open the form and the line that starts the change.
    static let changes: [(opening: [String], change: String)] = [
        (["new", "name FromA"], "save"), (["open 1", "edit", "name EditedA"], "save"),
        (["open 1", "edit", "name Kin", "delete"], "yes"),
    ]

    /// Runs `body` with a session over `store` whose forms are kept in a new folder, and that folder's forms.
    private func withSession(
        on store: FakeCirclesRepository,
        _ body: (CirclesSession, SavedForms) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let storePath = FileSystemPath(folder.appending(component: "circles.json").filePath)
            let session = CirclesSession.wired(
                architecture: .mvi, store: store, storeFile: storePath,
                output: ConsoleOutput(write: { _ in }, style: .plain))
            await session.start()
            try await body(session, SavedForms(storePath: storePath))
        }
    }

    @Test(
        "A change that reached the store before the session ended is not kept as an unfinished form",
        arguments: 0..<3)
    func changeThroughBeforeTheEnd(change: Int) async throws {
        let (opening, starting) = Self.changes[change]
        let store = FakeCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        try await withSession(on: store) { session, forms in
            for line in opening { _ = await session.handle(line) }
            store.holdCalls()
            let changing = Task { await session.handle(starting) }
            await store.waitUntilHeld()

            // The session ends while the change is at the store, and the store then completes it.
            #expect(session.changeGate?.close() == true)
            store.releaseHeldCalls()
            await session.finish()
            _ = await changing.value

            #expect(forms.waitingCount == 0)
        }
    }

    @Test("A change refused by the store when the session ends leaves the form kept, to be saved after a restart")
    func changeFailedAtTheEnd() async throws {
        let store = FakeCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        try await withSession(on: store) { session, forms in
            for line in ["new", "name FromA"] { _ = await session.handle(line) }
            store.fail(.create)
            store.holdCalls()
            let changing = Task { await session.handle("save") }
            await store.waitUntilHeld()

            #expect(session.changeGate?.close() == true)
            store.releaseHeldCalls()
            await session.finish()
            _ = await changing.value

            let kept = try #require(try forms.file(1).file.contents())
            #expect(forms.waitingCount == 1)
            #expect(try SavedForm.decode(kept).architecture == "mvi")
        }
    }

    @Test("A change that never reached the store (held by hold) leaves the form kept when the session ends")
    func heldChangeKept() async throws {
        let store = FakeCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        try await withSession(on: store) { session, forms in
            for line in ["hold", "new", "name Held", "save"] { _ = await session.handle(line) }

            await session.finish()

            #expect(forms.waitingCount == 1)
            #expect(store.circles == InMemoryCirclesRepository.sampleCircles)
        }
    }
}
