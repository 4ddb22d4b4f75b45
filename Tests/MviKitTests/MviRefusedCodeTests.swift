import Foundation
import Testing

/// What the compiler refuses, so that no test at run time is needed: a reducer that reaches
/// its scope, and a body isolated to the main actor (guarantees 1 and 3).
///
/// Each snippet is typechecked by the toolchain's `swiftc` against the MviKit
/// this test binary was built with; each must fail with its diagnostic, and
/// the same code written as the framework wants it must pass, so that a
/// broken compiler call cannot pass for a refusal.
@Suite("Code the compiler refuses", .timeLimit(.minutes(2)))
struct MviRefusedCodeTests {
    /// Code that must not compile, and a word of the error it must give.
    struct Refusal: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let body: String
        let error: String
    }

    static let refusals = [
        Refusal(
            testDescription: "a reducer that posts a side effect",
            body: "container.intent { mvi in mvi.reduce { state in mvi.postSideEffect(1); return state + 1 } }",
            error: "capture of 'mvi' with non-Sendable type"),
        Refusal(
            testDescription: "a reducer that reduces",
            body: "container.intent { mvi in mvi.reduce { state in mvi.reduce { $0 + 1 }; return state } }",
            error: "capture of 'mvi' with non-Sendable type"),
        Refusal(
            testDescription: "a reducer that reads the scope's state",
            body: "container.intent { mvi in mvi.reduce { _ in mvi.state + 1 } }",
            error: "capture of 'mvi' with non-Sendable type"),
        Refusal(
            testDescription: "a reducer that changes a variable of the body",
            body: "container.intent { mvi in var seen = 0; mvi.reduce { seen = $0; return $0 + 1 }; _ = seen }",
            error: "mutation of captured var 'seen' in concurrently-executing code"),
        Refusal(
            testDescription: "a reducer that throws",
            body: "container.intent { mvi in mvi.reduce { _ in throw CancellationError() } }",
            error: "invalid conversion from throwing function"),
        Refusal(
            testDescription: "a body isolated to the main actor",
            body: "container.intent { @MainActor mvi in mvi.reduce { $0 + 1 } }",
            error: "crossing of an isolation boundary requires parameter and result types to conform to 'Sendable'"),
    ]

    @Test("The compiler refuses what would break a guarantee", arguments: refusals)
    func compilerRefuses(_ refusal: Refusal) async throws {
        let (compiles, errors) = try await Self.typecheck(refusal.body)

        #expect(!compiles)
        #expect(errors.contains { $0.contains(refusal.error) }, "\(errors)")
    }

    @Test("The same code written as the framework wants it compiles")
    func correctCodeCompiles() async throws {
        let body = """
            container.intent { mvi in
                let seen = mvi.state
                let (old, new) = mvi.reduce { $0 + seen }
                if old != new { mvi.postSideEffect(new) }
            }
            """

        let (compiles, errors) = try await Self.typecheck(body)

        #expect(compiles)
        #expect(errors == [])
    }

    /// Whether `swiftc -typecheck` accepts `body`, put in a function that has a container, and the errors it gives.
    static func typecheck(_ body: String) async throws -> (compiles: Bool, errors: [String]) {
        let modules = try #require(modulesFolder(), "no Modules folder beside the test binary")
        let folder = FileManager.default.temporaryDirectory.appending(path: "refused-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appending(path: "snippet.swift")
        let output = folder.appending(path: "output.txt")
        try "import MviKit\nfunc snippet(container: MviContainer<Int, Int>) {\n\(body)\n}\n".write(
            to: source, atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)

        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, source.path]
        let log = try FileHandle(forWritingTo: output)
        (compiler.standardOutput, compiler.standardError) = (log, log)
        // Waited for through its termination handler: waitUntilExit() turns a run loop that is not this thread's.
        try await withCheckedThrowingContinuation { (ended: CheckedContinuation<Void, any Error>) in
            compiler.terminationHandler = { _ in ended.resume() }
            do { try compiler.run() } catch { ended.resume(throwing: error) }
        }
        try log.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        return (
            compiler.terminationStatus == 0,
            text.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
        )
    }

    /// Where the build put the modules this test binary was linked with.
    private static func modulesFolder() -> URL? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [binary.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()]
        return candidates.map { $0.appending(path: "Modules") }.first {
            FileManager.default.fileExists(atPath: $0.appending(path: "MviKit.swiftmodule").path)
        }
    }
}
