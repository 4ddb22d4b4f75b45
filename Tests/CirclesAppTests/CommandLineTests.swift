import Foundation
import Testing

@testable import CirclesApp

/// The built command's flags: help and version on standard output, mistakes on standard error with status 2.
@Suite("circles: the command line")
struct CommandLineTests {
    @Test("--help prints the usage on standard output and exits 0")
    func help() async throws {
        let circles = try CirclesExecutable.built()

        let outcome = await circles.run(["--help"])

        #expect(outcome == ProcessOutcome(status: 0, output: Usage.text, errorOutput: ""))
    }

    @Test("--version prints the version on standard output and exits 0")
    func version() async throws {
        let circles = try CirclesExecutable.built()

        let outcome = await circles.run(["--version"])

        #expect(outcome == ProcessOutcome(status: 0, output: "circles \(CirclesCommand.version)\n", errorOutput: ""))
    }

    @Test(
        "A mistake in the command line gets one line of error, then the usage, on standard error, and status 2",
        arguments: [
            (["--colour"], #"unknown argument "--colour""#),
            (["list"], #"unknown argument "list""#),
            (["--arch", "mvc"], #"--arch does not take "mvc"; expected \#(architectureNames)"#),
            (["--latency", "abc"], #"--latency does not take "abc"; expected milliseconds from 0 to 60000"#),
            (["--latency", "-5"], #"--latency does not take "-5"; expected milliseconds from 0 to 60000"#),
            (["--latency", "99999"], #"--latency does not take "99999"; expected milliseconds from 0 to 60000"#),
            (["--latency"], "--latency needs a value"),
            (["--latency", "--log"], "--latency needs a value"),
            (["--store"], "--store needs a value"),
            (["--version=2"], "--version takes no value"),
        ])
    func usageError(arguments: [String], error: String) async throws {
        let circles = try CirclesExecutable.built()

        let outcome = await circles.run(arguments, input: Data("quit\n".utf8))

        #expect(outcome == ProcessOutcome(status: 2, output: "", errorOutput: "circles: \(error)\n\n" + Usage.text))
    }

    /// The `--arch` values as the error lists them; it grows as versions are added.
    private static let architectureNames = Architecture.allCases.map(\.rawValue).joined(separator: ", ")
}
