import CirclesTestSupport
import Foundation
import Testing

/// `Migration/diff-steps.sh`, the one command the migration's README gives for comparing two steps.
@Suite("Migration: diff-steps.sh")
struct DiffStepsScriptTests {
    /// What a run of the script printed, and how it exited.
    struct Run {
        /// The exit status.
        let status: Int32
        /// Everything written to standard output.
        let output: String
        /// Everything written to standard error.
        let errorOutput: String
    }

    @Test("Two neighbouring steps: a diff of their code, README and tests left out, status 1")
    func neighbouringSteps() async throws {
        let run = try await Self.script("1", "2")

        #expect(run.status == 1)
        #expect(run.output.contains("+++ Migration/Step2-ProcessingInBackground/CreateOrEditCirclePresenter.swift"))
        #expect(run.output.contains("+++ Migration/Step2-ProcessingInBackground/MviScope+Committing.swift"))
        #expect(!run.output.contains("Only in"))
        #expect(!run.output.contains("/README.md"))
        #expect(!run.output.contains("/Tests"))
    }

    @Test("A file new in the later step is printed in full: step 1's whole CreateOrEditState")
    func newFileInFull() async throws {
        let path = "Migration/Step1-TranslateContract/CreateOrEditState.swift"
        let state = try #require(RepositoryFiles.checkout.text(at: path))
        let added = state.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "+\($0)\n" }

        let run = try await Self.script("0", "1")

        #expect(state.contains("public struct CreateOrEditState"))
        #expect(run.output.contains("+++ \(path)"))
        #expect(run.output.contains(added.joined()))
    }

    @Test("Steps 0 and 7 are the legacy and the final versions in Sources/")
    func legacyAndFinal() async throws {
        let first = try await Self.script("0", "1")
        let last = try await Self.script("6", "7")

        #expect(first.output.contains("--- Sources/CirclesMVP/CreateOrEditCirclePresenter.swift"))
        #expect(last.output.contains("+++ Sources/CirclesMVI/FormCheck.swift"))
    }

    @Test("With --tests it compares the steps' tests instead, a file gone in the later step printed as removed")
    func tests() async throws {
        let run = try await Self.script("--tests", "3", "4")

        #expect(run.status == 1)
        #expect(run.output.contains("--- Migration/Step3-TranslateViewInteractions/Tests/RecordingView.swift"))
        #expect(run.output.contains("-final class RecordingView: CreateOrEditCircleContract.View {"))
    }

    @Test(
        "The migration's step-costs table counts what the script prints for each step",
        arguments: zip(MigrationVersion.all, MigrationVersion.all.dropFirst()).map { [$0.step, $1.step] })
    func stepCostsMatchTheScript(steps: [Int]) async throws {
        let (old, new) = try (#require(Self.version(steps[0])), #require(Self.version(steps[1])))

        let run = try await Self.script("\(old.step)", "\(new.step)")

        let lines = run.output.split(separator: "\n").filter { !$0.hasPrefix("+++ ") && !$0.hasPrefix("--- ") }
        let printed = (
            files: lines.count { $0.hasPrefix("diff ") }, added: lines.count { $0.hasPrefix("+") },
            removed: lines.count { $0.hasPrefix("-") }
        )
        let counted = GeneratedBlocks(files: RepositoryFiles.checkout).stepCost(from: old, to: new)
        #expect(printed == counted)
    }

    @Test(
        "With --list, each of the list's steps is counted in its table as the script prints it",
        arguments: zip(MigrationVersion.list, MigrationVersion.list.dropFirst()).map { [$0.step, $1.step] })
    func listStepCostsMatchTheScript(steps: [Int]) async throws {
        let old = try #require(MigrationVersion.list.first { $0.step == steps[0] })
        let new = try #require(MigrationVersion.list.first { $0.step == steps[1] })

        let run = try await Self.script("--list", "\(old.step)", "\(new.step)")

        let lines = run.output.split(separator: "\n").filter { !$0.hasPrefix("+++ ") && !$0.hasPrefix("--- ") }
        let printed = (
            files: lines.count { $0.hasPrefix("diff ") }, added: lines.count { $0.hasPrefix("+") },
            removed: lines.count { $0.hasPrefix("-") }
        )
        let counted = GeneratedBlocks(files: RepositoryFiles.checkout).stepCost(from: old, to: new)
        #expect(run.status == 1)
        #expect(printed == counted)
    }

    @Test("The form's steps leave the list's folder out, and the list's leave the form's files out")
    func screensApart() async throws {
        let form = try await Self.script("0", "7")
        let list = try await Self.script("--list", "0", "6")

        let formFiles = form.output.split(separator: "\n").filter { $0.hasPrefix("+++ ") || $0.hasPrefix("--- ") }
        let listFiles = list.output.split(separator: "\n").filter { $0.hasPrefix("+++ ") || $0.hasPrefix("--- ") }
        #expect(!formFiles.isEmpty && !formFiles.contains { $0.contains("CirclesList") })
        #expect(listFiles.contains { $0.hasPrefix("+++ Sources/CirclesMVI/CirclesList/CirclesListViewModel.swift") })
        #expect(!listFiles.contains { $0.contains("CreateOrEdit") })
    }

    @Test("A step against itself prints nothing and exits 0")
    func sameStep() async throws {
        let run = try await Self.script("3", "3")

        #expect(run.status == 0)
        #expect(run.output.isEmpty)
    }

    @Test(
        "A step that does not exist, or a missing argument, prints the usage and exits 2",
        arguments: [["1", "9"], ["2"]])
    func badArguments(arguments: [String]) async throws {
        let run = try await Self.script(arguments)

        #expect(run.status == 2)
        #expect(
            run.errorOutput
                == "usage: Migration/diff-steps.sh [--list] [--tests] FROM TO   (the form: steps 0 to 7; the list: 0, 1, 2, 4, 6)\n"
        )
    }

    private static func version(_ step: Int) -> MigrationVersion? {
        MigrationVersion.all.first { $0.step == step }
    }

    private static func script(_ arguments: String...) async throws -> Run {
        try await script(arguments)
    }

    /// Runs the script with bash from the repository's root, on a thread of its own: waiting for a
    /// process blocks, and the tests' shared pool has as few threads as the machine has cores.
    static func script(_ arguments: [String]) async throws -> Run {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runBlocking(arguments) })
            }
        }
    }

    /// Reads the output, then the error output, which is one line at most, so neither pipe can fill up.
    private static func runBlocking(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "Migration/diff-steps.sh"] + arguments
        process.currentDirectoryURL = RepositoryFiles.checkout.root
        let (output, errorOutput) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errorOutput
        let exit = ProcessExit(of: process)
        try process.run()
        let printed = try output.fileHandleForReading.readToEnd() ?? Data()
        let complained = try errorOutput.fileHandleForReading.readToEnd() ?? Data()
        exit.wait()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: printed, as: UTF8.self),
            errorOutput: String(decoding: complained, as: UTF8.self))
    }
}
