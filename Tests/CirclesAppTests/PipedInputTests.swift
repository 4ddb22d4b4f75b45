import CirclesApp
import CirclesTestSupport
import Foundation
import Testing

/// The built command fed through a pipe, as `printf … | circles` is: the same transcripts, and bad bytes handled.
@Suite("circles: input from a pipe")
struct PipedInputTests {
    @Test("Each golden transcript is what the built command prints from a pipe", arguments: TranscriptScript.all)
    func transcript(script: TranscriptScript) async throws {
        let circles = try CirclesExecutable.built()
        let input = try Data(contentsOf: script.scriptURL)
        let expected = script.expectedURL(for: .standard)
        let transcript = try String(decoding: Data(contentsOf: expected), as: UTF8.self)

        let outcome = await circles.run(["--store", ":memory:"], input: input)

        #expect(outcome == ProcessOutcome(status: 0, output: transcript, errorOutput: ""))
    }

    @Test(
        "Each per-version transcript of the default version is what the built command prints, run after run",
        arguments: TranscriptScript.allPerVersion)
    func versionTranscript(script: TranscriptScript) async throws {
        let circles = try CirclesExecutable.built()
        let directions = VersionScript(try Data(contentsOf: script.scriptURL))
        let expected = try String(
            decoding: Data(contentsOf: script.transcriptURL(of: .standard)), as: UTF8.self)

        let output = try await withTemporaryFolder { folder in
            var text = ""
            for (index, run) in directions.runs.enumerated() {
                if index > 0 { text += VersionScript.restartLine }
                let store = folder.appending(component: "circles.json").filePath
                let outcome = await circles.run(["--store", store] + directions.flags, input: run)
                #expect(outcome.status == 0 && outcome.errorOutput.isEmpty)
                text += outcome.output
            }
            return text.replacingOccurrences(of: folder.filePath, with: "<folder>")
        }

        #expect(output == expected)
    }

    @Test(
        "A bad line gets one line of reply, the session goes on, and the store file is left byte for byte",
        arguments: BadLine.allCases)
    func badLine(_ line: BadLine) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            _ = await circles.run(["--store", store.filePath], input: Data())
            let storeBefore = try Data(contentsOf: store)

            let outcome = await circles.run(["--store", store.filePath], input: line.bytes + Data("\nlist\n".utf8))

            let list = Self.allCircles
            let session = list + "> \(line.echo)\n\(line.reply)\n> list\n" + list
            #expect(outcome == ProcessOutcome(status: 0, output: session, errorOutput: ""))
            #expect(try Data(contentsOf: store) == storeBefore)
        }
    }

    @Test("Output to a pipe holds no escape code, even without --no-color or NO_COLOR")
    func noColorInPipe() async throws {
        let circles = try CirclesExecutable.built()

        let outcome = await circles.run(["--store", ":memory:"], input: Data("new\nname Hikers\nback\n".utf8))

        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("\u{1B}"))
    }

    /// The first screen of a store holding the sample circles.
    private static let allCircles = """
        [ All circles ]
          1  Family
          2  Book club
          3  Running buddies
          4  Climbing crew
          open N · edit N · delete N · new · refresh · help

        """
}
