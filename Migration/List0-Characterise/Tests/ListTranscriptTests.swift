import CirclesConsole
import CirclesDomain
import MviMigrationTesting
import Testing

/// Scripted sessions of the list through the seam, each compared byte for
/// byte with a transcript recorded from the legacy list and checked in.
///
/// Record them once, before changing anything:
/// `RECORD_GOLDEN_FILES=1 swift test --filter List0CharacteriseTests`,
/// then read `Transcripts/`: it is what the list does today.
@Suite("Characterisation: the list's golden transcripts", .timeLimit(.minutes(1)))
@MainActor
struct ListTranscriptTests {
    @Test(
        "A failed load, a refresh, opening a circle, and a form's results print the recorded transcript",
        arguments: Version.allCases)
    func loadSession(version: Version) async {
        let harness = await ListSeamHarness(version)
        harness.repository.fail(.load)
        await harness.send(.refresh)
        harness.repository.stopFailing(.load)

        await harness.send(.refresh, .open(row: 0), .edit(row: 3), .create)
        await harness.receive(.created(CircleConfigModel(id: "circle-1", name: "Hikers")))
        await harness.receive(.changed(CircleConfigModel(id: "sample-1", name: "Kin")))

        harness.transcript.check(against: "load", recordedBy: version)
    }

    @Test(
        "Deleting, declining, deleting for good, then failing to delete prints the recorded transcript",
        arguments: Version.allCases)
    func deleteSession(version: Version) async {
        let harness = await ListSeamHarness(version)

        await harness.send(.delete(row: 2), .answer(.no), .delete(row: 2), .answer(.yes))
        harness.repository.fail(.delete)
        await harness.send(.delete(row: 0), .answer(.yes), .answer(.ok))

        harness.transcript.check(against: "delete", recordedBy: version)
    }
}
