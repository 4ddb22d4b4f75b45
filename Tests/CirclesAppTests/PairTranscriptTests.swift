import CirclesApp
import CirclesVersions
import Foundation
import MviMigrationTesting
import Testing

/// The list and the form at different versions, side by side: every list version over every form
/// version runs the same scripts of the two screens together, and prints the same transcript.
///
/// Each script in `PairTranscripts/` has one transcript, recorded with both
/// screens legacy: creating, editing and deleting from the form and from the
/// list, a failed load tried again, and Back while the form's load is held. No
/// pair may differ: where a version fixes a legacy flaw, the scenario is a
/// divergence of the main set instead (`DivergenceScenario`).
@Suite("Golden transcripts: every list version over every form version")
@MainActor
struct PairTranscriptTests {
    @Test(
        "A script of both screens prints its transcript byte for byte, whichever version each screen runs",
        arguments: TranscriptScript.allOfPairs, ScreenVersions.all)
    func transcript(script: TranscriptScript, versions: ScreenVersions) async throws {
        let input = try Data(contentsOf: script.scriptURL)

        let transcript = await ScriptedSession.transcript(
            of: input, architecture: versions.form, listVersion: versions.list)

        let isRecording = GoldenFile.isRecordingRequested && versions == .legacy
        GoldenFile(url: script.sharedTranscriptURL, isRecording: isRecording).check(transcript)
    }

    @Test("Each script has its one transcript, and no transcript is without its script")
    func transcriptFiles() {
        let folder = TranscriptScript.pairFolder

        let scripts = TranscriptScript.names(withExtension: "script", in: folder)
        let transcripts = TranscriptScript.names(withExtension: "transcript", in: folder)

        #expect(scripts.count >= 6)
        #expect(transcripts == scripts)
    }
}

extension ScreenVersions: CustomTestStringConvertible {
    /// The flags that pick the pair, so that a failing case says which it was.
    package var testDescription: String { "--list \(list.rawValue) --form \(form.rawValue)" }
}
