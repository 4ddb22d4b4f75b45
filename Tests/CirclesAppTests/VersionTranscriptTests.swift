import CirclesApp
import CirclesTestSupport
import CirclesVersions
import Foundation
import MviMigrationTesting
import Testing

/// Golden transcripts that differ by version by nature: `--log` output, time
/// travel, and a form saved at quit and resumed at the next start.
///
/// Each script in `VersionTranscripts/` has one transcript per version,
/// `NAME.ARCH.transcript`, recorded with `RECORD_GOLDEN_FILES=1`. The
/// session runs on a JSON store in a new folder, shown as `<folder>` in the
/// transcript; `#!` lines direct the run (see ``VersionScript``).
@Suite("Golden transcripts, one per version")
@MainActor
struct VersionTranscriptTests {
    @Test(
        "A per-version script prints its version's transcript byte for byte",
        arguments: TranscriptScript.allPerVersion, Architecture.allCases)
    func transcript(script: TranscriptScript, architecture: Architecture) async throws {
        let directions = VersionScript(try Data(contentsOf: script.scriptURL))

        let transcript = try await withTemporaryFolder { folder in
            var text = ""
            for (index, run) in directions.runs.enumerated() {
                if index > 0 { text += VersionScript.restartLine }
                text += await ScriptedSession.transcript(
                    of: run, architecture: architecture, log: directions.isLogged,
                    storeFile: folder.appending(component: "circles.json"))
            }
            return text.replacingOccurrences(of: folder.filePath, with: "<folder>")
        }

        GoldenFile(url: script.transcriptURL(of: architecture)).check(transcript)
    }

    @Test("Each per-version script has a transcript for every version, and no other")
    func transcriptFiles() {
        let folder = TranscriptScript.versionFolder
        let expected = TranscriptScript.allPerVersion.flatMap { script in
            Architecture.allCases.map { "\(script.name).\($0.rawValue)" }
        }

        let found = TranscriptScript.names(withExtension: "transcript", in: folder)

        #expect(!expected.isEmpty)
        #expect(found == expected.sorted())
    }
}
