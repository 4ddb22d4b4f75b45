import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The JSON store under everything a file system can do to it, through the
/// built command: a store it cannot use stops the demo with status 1, a
/// message naming the file, and the file exactly as it was; two processes
/// writing one store both keep their circles.
@Suite("circles: store robustness")
struct StoreRobustnessTests {
    /// A store file the demo must refuse, and the words its message must contain.
    struct BadStore: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: Data
        let messageFragment: String

        var testDescription: String { name }

        static let all = [
            BadStore(
                name: "truncated",
                bytes: Data(#"{"circles":[{"id":"sample-1","name":"Fam"#.utf8),
                messageFragment: "not valid JSON"),
            BadStore(name: "empty", bytes: Data(), messageFragment: "is empty"),
            BadStore(
                name: "a later format version",
                bytes: Data(#"{"circles":[],"format":"circles-store","nextId":1,"version":2}"#.utf8),
                messageFragment: "version 2"),
            BadStore(
                name: "another program's JSON",
                bytes: Data(#"{"name":"not a store"}"#.utf8),
                messageFragment: "not a valid circles store"),
            BadStore(
                name: "binary noise", bytes: Data([0xFF, 0x00, 0x1B, 0x7F, 0x80]), messageFragment: "not valid JSON"),
        ]
    }

    @Test(
        "A store that cannot be used stops the demo, names the file, and leaves it as it was", arguments: BadStore.all)
    func badStoreIsLeftAlone(bad: BadStore) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try bad.bytes.write(to: store)

            let outcome = await circles.run(["--store", store.filePath], input: Data("new\nname X\nsave\nquit\n".utf8))

            #expect(outcome.status == 1)
            #expect(outcome.output == "")
            #expect(outcome.errorOutput.hasPrefix("circles: The store \(store.filePath) "))
            #expect(outcome.errorOutput.contains(bad.messageFragment))
            #expect(outcome.errorOutput.filter { $0 == "\n" }.count == 1)
            #expect(try Data(contentsOf: store) == bad.bytes)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.filePath) == ["circles.json"])
        }
    }

    @Test("A folder where the store file should be stops the demo and is left as it was")
    func folderInsteadOfFile() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try FileManager.default.createDirectory(at: store, withIntermediateDirectories: false)

            let outcome = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))

            #expect(outcome.status == 1)
            #expect(
                outcome.errorOutput
                    == "circles: The store \(store.filePath) cannot be read (it is a folder, not a file); "
                    + "it was left as it was.\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: store.filePath) == [])
        }
    }

    @Test(
        "A store the user may not read stops the demo and is left as it was",
        .enabled(if: getuid() != 0, "root reads any file, so permissions cannot be tested as root"))
    func unreadableStore() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            let bytes = Data(#"{"circles":[],"format":"circles-store","nextId":1,"version":1}"#.utf8)
            try bytes.write(to: store)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: store.filePath)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: store.filePath) }

            let outcome = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))

            #expect(outcome.status == 1)
            #expect(outcome.errorOutput.contains(store.filePath))
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: store.filePath)
            #expect(try Data(contentsOf: store) == bytes)
        }
    }

    @Test("Two processes creating circles in one store at the same time keep every circle")
    func twoProcessesKeepEveryCircle() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json").filePath
            _ = await circles.run(["--store", store], input: Data("quit\n".utf8))
            let north = Self.creatingScript(prefix: "North")
            let south = Self.creatingScript(prefix: "South")

            async let first = circles.run(["--store", store], input: north)
            async let second = circles.run(["--store", store], input: south)
            let outcomes = await [first, second]
            let listing = await circles.run(["--store", store], input: Data("quit\n".utf8))

            #expect(outcomes.map(\.status) == [0, 0])
            let names = listing.output.split(separator: "\n").compactMap { line -> String? in
                let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
                guard parts.count == 2, Int(parts[0]) != nil else { return nil }
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
            let expected = (1...8).flatMap { ["North \($0)", "South \($0)"] }
            #expect(Set(names).isSuperset(of: expected))
            #expect(names.count == 4 + expected.count)
        }
    }

    /// A script that creates eight circles named `prefix 1` to `prefix 8`, then quits.
    private static func creatingScript(prefix: String) -> Data {
        Data(((1...8).map { "new\nname \(prefix) \($0)\nsave\nback\n" }.joined() + "quit\n").utf8)
    }
}
