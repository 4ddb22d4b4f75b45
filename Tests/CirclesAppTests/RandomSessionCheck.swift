import CirclesData
import CirclesVersions
import Foundation

@testable import CirclesApp

/// Runs one random session in every version and says what, if anything, went wrong.
@MainActor
enum RandomSessionCheck {
    /// One session in ten runs on a JSON file store, to check it stays decodable.
    static func usesFileStore(seed: UInt64) -> Bool { seed % 10 == 0 }

    /// A sentence describing the first problem with the session of `seed`, or `nil` when it is sound.
    static func problem(seed: UInt64) async -> String? {
        let script = RandomScript(seed: seed)
        var transcripts: [(Architecture, String)] = []
        for architecture in Architecture.allCases {
            if usesFileStore(seed: seed) {
                if let problem = await fileStoreProblem(script: script, architecture: architecture) { return problem }
            } else {
                let transcript = await ScriptedSession.transcript(of: script.bytes, architecture: architecture)
                transcripts.append((architecture, transcript))
            }
        }
        return disagreement(in: transcripts, script: script)
    }

    /// Runs the script on a fresh JSON store and checks the store still decodes afterwards.
    private static func fileStoreProblem(script: RandomScript, architecture: Architecture) async -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "circles-random-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storeFile = folder.appendingPathComponent("circles.json")
        _ = await ScriptedSession.transcript(of: script.bytes, architecture: architecture, storeFile: storeFile)
        do {
            _ = try await JSONFileCirclesRepository(fileURL: storeFile).allCircles()
            return nil
        } catch {
            return "--arch \(architecture.rawValue) left a store that does not load: \(error)"
        }
    }

    /// Compares every transcript with the first, up to the first command that may make them differ.
    private static func disagreement(in transcripts: [(Architecture, String)], script: RandomScript) -> String? {
        guard let (reference, referenceText) = transcripts.first else { return nil }
        let expected = comparablePart(of: referenceText)
        for (architecture, text) in transcripts.dropFirst() where comparablePart(of: text) != expected {
            let actual = comparablePart(of: text)
            let line =
                zip(expected, actual).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
                ?? min(expected.count, actual.count)
            return """
                --arch \(architecture.rawValue) differs from --arch \(reference.rawValue) at transcript line \(line + 1):
                  \(reference.rawValue): \(expected.indices.contains(line) ? expected[line] : "(end)")
                  \(architecture.rawValue): \(actual.indices.contains(line) ? actual[line] : "(end)")
                """
        }
        return nil
    }

    /// The transcript's lines before the echo of the first command that may make versions differ.
    private static func comparablePart(of transcript: String) -> [Substring] {
        let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
        var sawHold = false
        let end = lines.firstIndex { line in
            guard line.hasPrefix("> ") else { return false }
            let command = line.dropFirst(2)
            defer { sawHold = sawHold || command.split(separator: " ").first == "hold" }
            return RandomScript.triggersDivergence(command, afterHold: sawHold)
        }
        return Array(lines[..<(end ?? lines.endIndex)])
    }
}
