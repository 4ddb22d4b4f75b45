import CirclesTestSupport
import Foundation
import Testing

/// A scripted session through the seam, compared byte for byte with a
/// transcript recorded from the legacy screen and checked in.
///
/// Record it once, before changing anything:
/// `CIRCLES_RECORD_SNAPSHOTS=1 swift test --filter Step0CharacteriseTests`,
/// then read `Transcripts/create.transcript`: it is what the screen does today.
@Suite("Characterisation: golden transcript")
@MainActor
struct TranscriptTests {
    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(components: "Transcripts", "create.transcript")

    @Test("Typing a name and saving prints the recorded transcript", arguments: Version.allCases)
    func createSession(version: Version) async {
        let harness = SeamHarness(version)

        await harness.send(.name("   "), .name("Hikers"), .save)

        let isRecording = GoldenFile.isRecordingRequested && version == .reference
        let verdict = GoldenFile(url: Self.golden, isRecording: isRecording).verify(harness.transcript)
        #expect(verdict == .matches, "\(verdict.report)")
    }
}
