import CirclesCommandLine
import CirclesVersions
import Foundation
import Testing

@testable import CirclesApp

/// The built command's flags: help and version on standard output; each mistake
/// on standard error in one line, with what would be right, and status 2.
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
        "A mistake in the command line gets one line saying what was wrong and what is taken, a pointer to --help, and status 2",
        arguments: [
            (["--colour"], #"unknown argument "--colour"; the options are \#(flagNames)"#),
            (["list"], #"unknown argument "list"; the options are \#(flagNames)"#),
            (["--arch", "mvc"], #"--arch does not take "mvc"; expected one of \#(architectureNames)"#),
            (["--latency", "abc"], #"--latency does not take "abc"; expected \#(latencies)"#),
            (["--latency", "-5"], #"--latency does not take "-5"; expected \#(latencies)"#),
            (["--latency", "+5"], #"--latency does not take "+5"; expected \#(latencies)"#),
            (["--latency", "99999"], #"--latency does not take "99999"; expected \#(latencies)"#),
            (["--latency"], "--latency needs a value: \(latencies)"),
            (["--latency", "--log"], "--latency needs a value: \(latencies)"),
            (["--arch"], "--arch needs a value: one of \(architectureNames)"),
            (["--form", "mvvm"], #"--form does not take "mvvm"; expected one of \#(architectureNames)"#),
            (["--list", "step3"], #"--list does not take "step3"; expected one of \#(listNames)"#),
            (["--list"], "--list needs a value: one of \(listNames)"),
            (["--store"], "--store needs a value: the path of a file, or :memory: to keep nothing"),
            (["--version=2"], "--version takes no value"),
        ])
    func usageError(arguments: [String], error: String) async throws {
        let circles = try CirclesExecutable.built()

        let outcome = await circles.run(arguments, input: Data("quit\n".utf8))

        let pointer = "Run circles --help for the options and what they take.\n"
        #expect(outcome == ProcessOutcome(status: 2, output: "", errorOutput: "circles: \(error)\n" + pointer))
    }

    @Test(
        "--arch picks the form's version and the list's at the same stage; --list and --form each pick one screen's",
        arguments: [
            ([], ScreenVersions(list: .mvi, form: .mvi)),
            (["--arch", "step3"], ScreenVersions(list: .step4, form: .step3)),
            (["--arch=step5"], ScreenVersions(list: .mvi, form: .step5)),
            (["--list", "mvp", "--form", "mvi"], ScreenVersions(list: .mvp, form: .mvi)),
            (["--form", "step2", "--arch", "mvp"], ScreenVersions(list: .mvp, form: .step2)),
            (["--list=step1", "--arch", "step6"], ScreenVersions(list: .step1, form: .step6)),
            (["--list", "STEP2"], ScreenVersions(list: .step2, form: .mvi)),
        ])
    func screenVersions(arguments: [String], versions: ScreenVersions) throws {
        let options = try Options.parse(arguments).get()

        #expect(ScreenVersions(list: options.listVersion, form: options.architecture) == versions)
    }

    @Test("The list's version reaches the session: after a reshow during a held load, the legacy list is blank")
    func listFlagRunsThatList() async throws {
        let circles = try CirclesExecutable.built()
        let script = Data("hold\nrefresh\nreshow\nquit\n".utf8)

        let legacy = await circles.run(["--store", ":memory:", "--list", "mvp", "--form", "mvi"], input: script)
        let final = await circles.run(["--store", ":memory:", "--list", "mvi", "--form", "mvp"], input: script)

        let blank = "[ All circles ]\n  new · refresh · help\n> quit\n"
        #expect(legacy.status == 0 && legacy.output.hasSuffix(blank))
        #expect(
            final.status == 0 && !final.output.hasSuffix(blank) && final.output.contains("4  Climbing crew\n  open N"))
    }

    @Test("No mistake in the command line prints more than three lines, whatever the value", arguments: hostileValues)
    func shortErrors(value: String) async throws {
        let circles = try CirclesExecutable.built()

        let outcomes = [
            await circles.run(["--arch", value]), await circles.run(["--latency", value]), await circles.run([value]),
        ]

        for outcome in outcomes {
            #expect(outcome.status == 2)
            #expect(outcome.errorOutput.split(separator: "\n", omittingEmptySubsequences: false).count <= 4)
            #expect(outcome.errorOutput.hasSuffix("Run circles --help for the options and what they take.\n"))
        }
    }

    /// Values that could stretch an error over lines: new lines, a long word, escape codes.
    private static let hostileValues = [
        "a\nb\nc\nd", String(repeating: "x", count: 5_000), "\u{1B}[2J\r\n", "line\u{2028}separator",
    ]

    /// The `--arch` values as the error lists them; it grows as versions are added.
    private static let architectureNames = Architecture.allCases.map(\.rawValue).joined(separator: ", ")
    /// The `--list` values as the error lists them.
    private static let listNames = ListVersion.allCases.map(\.rawValue).joined(separator: ", ")
    /// The flags as an unknown argument's error lists them.
    private static let flagNames =
        "--arch, --list, --form, --store, --latency, --log, --no-color, --help and --version"
    /// What --latency takes, as its errors say.
    private static let latencies = "milliseconds from 0 to 60000, in digits"
}
