import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Attacks through the built command's standard output: a reader that went
/// away, and one that stopped reading. Neither may cost the unfinished form.
@Suite("circles: hostile readers of the output")
struct HostileOutputTests {
    @Test(
        "A closed output (circles | head -1) is no death: the session goes on, and quit saves the form",
        .enabled(if: defaultSignalEnv, "needs GNU env --default-signal, to undo the SIGPIPE this test process ignores"))
    func closedOutput() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")

            let outcome = await Self.runWithOutputClosed(
                ["--default-signal=PIPE", circles.url.filePath, "--store", store.filePath],
                input: "new\nname Typed\nquit\n")

            #expect(outcome.status == 0)
            #expect(outcome.errorOutput == "")
            let form = try String(contentsOf: folder.appending(component: "circles.json.form.json"), encoding: .utf8)
            #expect(form.contains(#""circleName" : "Typed""#))
        }
    }

    @Test(
        "A reader that stopped reading cannot keep SIGINT, SIGTERM or SIGHUP from saving the form and ending the demo",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "fills the pipe through /proc"),
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func stalledOutput(number: Int32) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            let running = try RunningCircles(
                circles, ["--store", store.filePath], stopReadingAfter: "  Name   Hikers\n")
            running.type("new\nname Hikers\n")
            #expect(await running.waitForOutput(containing: "  Name   Hikers\n"))

            // The pipe is full before anything else is typed, so every write the demo makes from
            // here on, the answers to these lines and the handler's own message about the saved
            // form, cannot go through: whether the signal comes before or after the demo blocks.
            #expect(try running.fillOutputPipe() > 0)
            running.type(String(repeating: "list\n", count: 100))
            running.send(number)
            let outcome = await running.outcome()

            #expect(outcome.status == 128 + number)
            let form = try String(contentsOf: folder.appending(component: "circles.json.form.json"), encoding: .utf8)
            #expect(form.contains(#""circleName" : "Hikers""#))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.filePath).sorted()
                    == ["circles.json", "circles.json.form.json"])
        }
    }

    @Test(
        "Standard descriptors closed at start are no trap: the demo runs, answers and ends, whatever number it opens",
        arguments: [
            (#"exec "$0" --store "$1" >&-"#, 0, true), (#"exec "$0" --store "$1" <&- >&-"#, 0, false),
            (#"exec "$0" --bogus 2>&-"#, 2, false), (#"printf x > "$1"; exec "$0" --store "$1" 2>&-"#, 1, false),
        ])
    func closedDescriptors(script: String, status: Int32, savesForm: Bool) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")

            let outcome = await CirclesExecutable.run(
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, circles.url.filePath, store.filePath],
                input: Data("new\nname Hikers\nquit\n".utf8), environment: [:])

            #expect(!outcome.timedOut)
            #expect(outcome.status == status)
            let form = folder.appending(component: "circles.json.form.json")
            #expect(FileManager.default.fileExists(atPath: form.filePath) == savesForm)
        }
    }

    /// Whether GNU `env` can put a signal back to its default for the command it runs.
    static let defaultSignalEnv: Bool = {
        let process = Process()
        process.executableURL = environment
        process.arguments = ["--default-signal=PIPE", "true"]
        let exit = ProcessExit(of: process)
        guard (try? process.run()) != nil else { return false }
        exit.wait()
        return process.terminationStatus == 0
    }()

    private static let environment = URL(fileURLWithPath: "/usr/bin/env")

    /// Runs `env arguments` with the read end of its output closed before it writes anything, as `head -1` leaves it.
    private static func runWithOutputClosed(_ arguments: [String], input: String) async -> ProcessOutcome {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let (process, standardInput, standardOutput, standardError) = CirclesExecutable.piped(
                    environment, arguments: arguments, environment: [:])
                let exit = ProcessExit(of: process)
                guard (try? process.run()) != nil else {
                    return continuation.resume(returning: ProcessOutcome(status: -1, output: "", errorOutput: ""))
                }
                try? standardOutput.fileHandleForReading.close()
                try? standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
                try? standardInput.fileHandleForWriting.close()
                let errorOutput = standardError.fileHandleForReading.readDataToEndOfFile()
                exit.wait()
                let status =
                    process.terminationReason == .uncaughtSignal
                    ? -process.terminationStatus : process.terminationStatus
                continuation.resume(
                    returning: ProcessOutcome(
                        status: status, output: "", errorOutput: String(decoding: errorOutput, as: UTF8.self)))
            }
        }
    }
}
