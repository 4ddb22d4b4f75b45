import MviMigrationTesting
import Testing

/// Scripted sessions through the seam, each compared byte for byte with a
/// transcript recorded from the legacy screen and checked in.
///
/// Record them once, before changing anything:
/// `RECORD_GOLDEN_FILES=1 swift test --filter Step0CharacteriseTests`,
/// then read `Transcripts/`: it is what the screen does today.
@Suite("Characterisation: golden transcripts", .timeLimit(.minutes(1)))
@MainActor
struct TranscriptTests {
    @Test("Typing a name and saving prints the recorded transcript", arguments: Version.allCases)
    func createSession(version: Version) async {
        let harness = await SeamHarness(version)

        await harness.send(.name("   "), .name("Hikers"), .save)

        harness.transcript.check(against: "create", recordedBy: version)
    }

    @Test(
        "Changing a circle, asking to leave, staying and saving prints the recorded transcript",
        arguments: Version.allCases)
    func editSession(version: Version) async {
        let harness = await SeamHarness.editing(version)

        await harness.send(.name("Readers"), .back, .answer(.no), .coverPhoto(nil), .save)

        harness.transcript.check(against: "edit", recordedBy: version)
    }

    @Test("Deleting, declining, then deleting for good prints the recorded transcript", arguments: Version.allCases)
    func deleteSession(version: Version) async {
        let harness = await SeamHarness.editing(version)

        await harness.send(.delete, .answer(.no), .delete, .answer(.yes))

        harness.transcript.check(against: "delete", recordedBy: version)
    }
}
