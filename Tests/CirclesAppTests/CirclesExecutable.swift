import CirclesTestSupport
import Foundation
import Testing

/// The built `circles` command, run as a separate process the way a person runs it.
///
/// The test target depends on the executable target, so the build puts the
/// binary in the same products folder as this test bundle.
struct CirclesExecutable: Sendable {
    /// The binary.
    let url: URL

    /// How long a run may take before it is stopped and reported as a hang: ten minutes, far past the
    /// slowest run under the thread sanitizer on a loaded machine, so that only a real hang reaches it.
    static let timeout = DispatchTimeInterval.seconds(600)

    /// The folders the binary may be in: next to the `.xctest` bundle (macOS), or next to the test binary (Linux).
    private static var productsFolders: [URL] {
        let bundles = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        let testBinary = CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
        return (bundles + [testBinary, Bundle.main.executableURL].compactMap(\.self)).map {
            $0.deletingLastPathComponent()
        }
    }

    /// The command in the products folder of this build.
    static func built() throws -> CirclesExecutable {
        let candidates = productsFolders.map { $0.appending(component: "circles") }
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.filePath) }
        return CirclesExecutable(url: try #require(found, "no built circles in \(candidates.map(\.filePath))"))
    }

    /// Runs the command with `arguments`, `input` on its standard input through a pipe, and
    /// `environment` over this process's (less `NO_COLOR`, which each test sets for itself), in
    /// `directory` when one is given.
    func run(
        _ arguments: [String],
        input: Data = Data(),
        environment: [String: String] = [:],
        directory: URL? = nil
    ) async -> ProcessOutcome {
        await Self.run(
            executable: url, arguments: arguments, input: input, environment: environment, directory: directory)
    }

    /// Runs the command as user and group 65534, another user of the machine, through util-linux `setpriv`,
    /// with `arguments` and `input` on its standard input; only the superuser may.
    func runAsAnotherUser(_ arguments: [String], input: Data) async -> ProcessOutcome {
        await Self.run(
            executable: URL(fileURLWithPath: "/usr/bin/setpriv"),
            arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", url.filePath] + arguments, input: input,
            environment: [:])
    }

    /// Makes the folder `shared` in `folder`, sticky and open to every user, as `/tmp` is, and returns it.
    static func makeStickyFolder(in folder: URL) throws -> URL {
        let shared = folder.appending(component: "shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
        #expect(chmod(shared.filePath, 0o1777) == 0)
        return shared
    }

    /// Runs the command inside a pseudo-terminal made by util-linux `script`, so that it sees TTYs.
    ///
    /// Input goes through the terminal, which echoes it and ends lines in
    /// `\r\n`; the outcome's output is everything the terminal showed.
    func runInTerminal(
        _ arguments: [String],
        input: Data,
        environment: [String: String] = [:]
    ) async -> ProcessOutcome {
        let command = ([url.filePath] + arguments).map(Self.shellQuoted).joined(separator: " ")
        return await Self.run(
            executable: Self.script, arguments: ["-qfec", command, "/dev/null"], input: input, environment: environment)
    }

    /// util-linux `script`, which the terminal tests need.
    static let script = URL(fileURLWithPath: "/usr/bin/script")

    /// Whether ``runInTerminal(_:input:environment:)`` can work here.
    static var canRunInTerminal: Bool {
        #if os(Linux)
            FileManager.default.isExecutableFile(atPath: script.filePath)
        #else
            false  // The BSD `script` of macOS takes other flags.
        #endif
    }

    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
