import CirclesConsole
import CirclesData
import CirclesVersions
import Foundation
import MviMigrationTesting
import Testing

@testable import CirclesApp

/// Interaction tests, the talk's third kind: which presenter method each console command calls, with which parameters.
///
/// The demo puts a recorder between each version's view and presenter, which
/// reports every call to the session's ``FormProbe``; this drives the console
/// with every ``Interaction`` and checks the calls against
/// `Interactions/ARCH.json`. A version added later joins by getting a recorder
/// in ``Architecture`` (the legacy one fits any presenter with the legacy
/// events) and recording its file with
/// `RECORD_GOLDEN_FILES=1 swift test --filter InteractionTests`.
@Suite("Interaction records")
@MainActor
struct InteractionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(
        component: "Interactions")

    @Test(
        "Each console command calls the presenter as the version's interaction record says",
        arguments: Architecture.allCases)
    func record(architecture: Architecture) async throws {
        var entries: [String: InteractionRecord.Entry] = [:]
        for interaction in Interaction.all {
            let calls = await Self.calls(of: interaction, architecture: architecture)
            entries[interaction.key] = InteractionRecord.Entry(
                after: interaction.setup, calls: calls.map(InteractionRecord.Call.init))
        }

        let json = try InteractionRecord(architecture: architecture.rawValue, interactions: entries).json()

        GoldenFile(url: Self.folder.appending(component: "\(architecture.rawValue).json")).check(json)
    }

    @Test("Each interaction key is used once, so none hides another")
    func uniqueKeys() {
        let keys = Interaction.all.map(\.key)

        #expect(Set(keys).count == keys.count)
    }

    /// The presenter calls `interaction.command` makes in a fresh session, after its setup.
    private static func calls(of interaction: Interaction, architecture: Architecture) async -> [PresenterCall] {
        let store = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        let recorded = RecordedCalls()
        let session = CirclesSession.wired(
            architecture: architecture, store: store, storeFile: nil,
            output: ConsoleOutput(write: { _ in }, style: .plain), presenterCall: recorded.append)
        await session.start()
        for line in interaction.setup { _ = await session.handle(line) }
        recorded.calls.removeAll()

        _ = await session.handle(interaction.command)

        await session.finish()
        return recorded.calls
    }
}

/// The calls a form reported, in order.
@MainActor
private final class RecordedCalls {
    var calls: [PresenterCall] = []

    func append(_ call: PresenterCall) {
        calls.append(call)
    }
}
