import CirclesApp
import CirclesTestSupport
import Foundation
import Testing

/// Golden transcripts: whole scripted sessions, run against every architecture, all printing the same text.
///
/// The transcripts are recorded from the legacy MVP version, step 0, which
/// the migration must not change; each later version (every migration
/// step, MVI) joins `Architecture.allCases` and must print them unchanged.
/// To record after a deliberate change, run
/// `CIRCLES_RECORD_SNAPSHOTS=1 swift test --filter TranscriptTests`, then
/// review `git diff Tests/CirclesAppTests/Transcripts`.
@Suite("Golden transcripts")
@MainActor
struct TranscriptTests {
    /// The version the transcripts are recorded from.
    static let reference = Architecture.mvp

    @Test(
        "A scripted session prints its golden transcript byte for byte, whatever the architecture",
        arguments: TranscriptScript.all, Architecture.allCases)
    func transcript(script: TranscriptScript, architecture: Architecture) async throws {
        let input = try Data(contentsOf: script.scriptURL)

        let transcript = await ScriptedSession.transcript(of: input, architecture: architecture)

        let isRecording = GoldenFile.isRecordingRequested && architecture == Self.reference
        let verdict = GoldenFile(url: script.transcriptURL, isRecording: isRecording).verify(transcript)
        #expect(verdict == .matches, "\(verdict.report)")
    }

    @Test("Every script has its transcript and every transcript its script")
    func scriptsAndTranscriptsPair() {
        let scripts = TranscriptScript.names(withExtension: "script")

        #expect(!scripts.isEmpty)
        #expect(TranscriptScript.names(withExtension: "transcript") == scripts)
    }
}
