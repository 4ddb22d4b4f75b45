import CirclesConsole
import CirclesDomain
import Foundation
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

        Self.verify(harness.transcript, against: "load", recordedBy: version)
    }

    @Test(
        "Deleting, declining, deleting for good, then failing to delete prints the recorded transcript",
        arguments: Version.allCases)
    func deleteSession(version: Version) async {
        let harness = await ListSeamHarness(version)

        await harness.send(.delete(row: 2), .answer(.no), .delete(row: 2), .answer(.yes))
        harness.repository.fail(.delete)
        await harness.send(.delete(row: 0), .answer(.yes), .answer(.ok))

        Self.verify(harness.transcript, against: "delete", recordedBy: version)
    }

    /// Compares `transcript` with `Transcripts/NAME.transcript`, which only the reference version may record.
    private static func verify(_ transcript: String, against name: String, recordedBy version: Version) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(components: "Transcripts", "\(name).transcript")
        let isRecording = GoldenFile.isRecordingRequested && version == .reference
        let verdict = GoldenFile(url: url, isRecording: isRecording).verify(transcript)
        #expect(verdict == .matches, "\(verdict.report)")
    }
}
