import CirclesApp
import CirclesVersions
import Foundation
import Testing

/// A scripted session: `NAME.script` is the input, and the expected output is
/// either `NAME.transcript`, shared by every version, or `NAME.ARCH.transcript`,
/// one per version.
///
/// Scripts are found by listing their folder, so adding a scenario is adding
/// files. A line starting with `#` is a comment: it is not echoed. In the
/// per-version set, `#!` lines are directions to the harness (see
/// ``VersionTranscriptTests``).
struct TranscriptScript: Sendable, CustomTestStringConvertible {
    /// The scenario's name, shared by its files.
    let name: String
    /// The folder the files are in.
    let folder: URL

    /// The main set, found next to this file so that recording writes into the repository.
    static let folder = here.appending(component: "Transcripts")
    /// The per-version set: `--log`, time travel, and restarts.
    static let versionFolder = here.appending(component: "VersionTranscripts")
    /// The set of both screens, run for every list version over every form version.
    static let pairFolder = here.appending(component: "PairTranscripts")
    private static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Every script of the main set, by name.
    static let all: [TranscriptScript] = scripts(in: folder)
    /// Every script of the per-version set, by name.
    static let allPerVersion: [TranscriptScript] = scripts(in: versionFolder)
    /// Every script of the set of both screens, by name.
    static let allOfPairs: [TranscriptScript] = scripts(in: pairFolder)

    /// The scripts in `folder`, sorted by name.
    static func scripts(in folder: URL) -> [TranscriptScript] {
        names(withExtension: "script", in: folder).map { TranscriptScript(name: $0, folder: folder) }
    }

    /// The names of the files in `folder` that end in `.pathExtension`, sorted.
    static func names(withExtension pathExtension: String, in folder: URL = folder) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
        return files.filter { $0.hasSuffix(".\(pathExtension)") }.map { String($0.dropLast(pathExtension.count + 1)) }
            .sorted()
    }

    /// The input.
    var scriptURL: URL { folder.appending(component: "\(name).script") }

    /// The output every version must print, when the scenario has one.
    var sharedTranscriptURL: URL { folder.appending(component: "\(name).transcript") }

    /// The output `architecture` must print, when each version has its own.
    func transcriptURL(of architecture: Architecture) -> URL {
        folder.appending(component: "\(name).\(architecture.rawValue).transcript")
    }

    /// Whether each version has its own transcript: a listed divergence, or any per-version script.
    var hasTranscriptPerVersion: Bool {
        folder != Self.folder || DivergenceScenario(rawValue: name) != nil
    }

    /// The file `architecture`'s output is checked against.
    func expectedURL(for architecture: Architecture) -> URL {
        hasTranscriptPerVersion ? transcriptURL(of: architecture) : sharedTranscriptURL
    }

    var testDescription: String { name }
}
