import CirclesApp
import CirclesVersions
import Foundation
import MviMigrationTesting
import Testing

/// Golden transcripts: whole scripted sessions, run against every architecture.
///
/// The rule: a script has either one transcript, `NAME.transcript`, which
/// every version must print byte for byte, or, when it is a listed
/// ``DivergenceScenario``, one per version, `NAME.ARCH.transcript`, for
/// every version. Nothing else is allowed, so a version added later (a
/// migration step) must match every shared transcript, and needs its own file
/// only for the divergences. Shared transcripts are recorded from the legacy
/// MVP version, step 0, which the migration must not change; per-version ones
/// from each version. To record after a deliberate change, run
/// `RECORD_GOLDEN_FILES=1 swift test --filter TranscriptTests`, then
/// review `git diff Tests/CirclesAppTests`.
@Suite("Golden transcripts")
@MainActor
struct TranscriptTests {
    /// The version shared transcripts are recorded from.
    static let reference = Architecture.mvp

    @Test(
        "A scripted session prints its golden transcript byte for byte: the shared one, or its version's own",
        arguments: TranscriptScript.all, Architecture.allCases)
    func transcript(script: TranscriptScript, architecture: Architecture) async throws {
        let input = try Data(contentsOf: script.scriptURL)

        let transcript = await ScriptedSession.transcript(of: input, architecture: architecture)

        let isRecording =
            GoldenFile.isRecordingRequested && (script.hasTranscriptPerVersion || architecture == Self.reference)
        GoldenFile(url: script.expectedURL(for: architecture), isRecording: isRecording).check(transcript)
    }

    @Test("Each script has one shared transcript, or, if it is a listed divergence, one per version, and no other")
    func transcriptFiles() {
        let scripts = TranscriptScript.names(withExtension: "script")
        let expected = TranscriptScript.all.flatMap { script in
            script.hasTranscriptPerVersion
                ? Architecture.allCases.map { "\(script.name).\($0.rawValue)" } : [script.name]
        }

        let found = TranscriptScript.names(withExtension: "transcript")

        #expect(!scripts.isEmpty)
        #expect(found == expected.sorted())
    }

    @Test("Each divergence scenario has a script", arguments: DivergenceScenario.allCases)
    func divergenceHasScript(scenario: DivergenceScenario) {
        #expect(TranscriptScript.names(withExtension: "script").contains(scenario.rawValue))
    }

    @Test("Each divergence scenario really differs between the legacy and the final version")
    func divergencesDiffer() throws {
        for scenario in DivergenceScenario.allCases {
            let script = TranscriptScript(name: scenario.rawValue, folder: TranscriptScript.folder)

            let legacy = try Data(contentsOf: script.transcriptURL(of: .mvp))
            let final = try Data(contentsOf: script.transcriptURL(of: .mvi))

            #expect(legacy != final, "\(scenario.rawValue) prints the same in mvp and mvi: it is no divergence")
        }
    }

    @Test("docs/lifecycle.md explains each divergence scenario under a heading naming it")
    func divergencesDocumented() throws {
        let docs = TranscriptScript.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(components: "docs", "lifecycle.md")
        let text = try String(decoding: Data(contentsOf: docs), as: UTF8.self)

        let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") }

        for scenario in DivergenceScenario.allCases {
            #expect(headings.contains { $0.contains("`\(scenario.rawValue)`") }, "no heading for \(scenario.rawValue)")
        }
    }
}
