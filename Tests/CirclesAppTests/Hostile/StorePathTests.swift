import CirclesData
import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where the store is, through the built command: planted links, paths that name folders or nothing, names that are
/// no path, a store too large to read, files the system keeps from being replaced, and leftovers of older versions.
@Suite("circles: the store's path and file")
struct StorePathTests {
    private static let store = HostileCase.sampleStore()
    private static let creating = Data("new\nname Hikers\nsave\nquit\n".utf8)

    /// Everything under `folder`, as paths relative to it, sorted.
    private static func tree(_ folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.filePath) ?? []).sorted()
    }

    @Test("A link to nothing planted in a shared folder is refused, and nothing is created where it points")
    func plantedDanglingLink() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let shared = folder.appending(component: "shared")
            let guarded = folder.appending(component: "guarded")
            for (made, mode) in [(shared, 0o1777), (guarded, 0o700)] {
                try FileManager.default.createDirectory(at: made, withIntermediateDirectories: false)
                #expect(chmod(made.filePath, mode_t(mode)) == 0)
            }
            let link = shared.appending(component: "circles.json")
            let target = guarded.appending(component: "planted")
            try FileManager.default.createSymbolicLink(atPath: link.filePath, withDestinationPath: target.filePath)
            // Planted by another user, as an attacker would; only the superuser can give a link away.
            if getuid() == 0 { #expect(lchown(link.filePath, 65534, 65534) == 0) }

            let outcome = await circles.run(["--store", link.filePath], input: Self.creating)

            #expect(
                outcome
                    == ProcessOutcome(
                        status: 1, output: "",
                        errorOutput: "circles: The store \(link.filePath) cannot be written (it is a symbolic link to"
                            + " \(target.filePath), which does not exist, and a store is never created through a"
                            + " link); nothing was changed.\n"))
            #expect(Self.tree(folder) == ["guarded", "shared", "shared/circles.json"])
        }
    }

    @Test(
        "A --store path naming a folder, standard input or a mistyped :memory: is a usage error, and creates nothing",
        arguments: [
            ("nd/.", "the path of a file, not of a folder"), ("nd/..", "the path of a file, not of a folder"),
            ("-", ":memory: or the path of a file (write ./- for a file of that name)"),
            (":memroy:", ":memory: or the path of a file (write ./:memroy: for a file of that name)"),
        ])
    func storeNamingNoFile(path: String, expected: String) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let outcome = await circles.run(["--store", path], input: Self.creating, directory: folder)

            #expect(outcome.status == 2)
            #expect(outcome.errorOutput.hasPrefix("circles: --store does not take \"\(path)\"; expected \(expected)\n"))
            #expect(Self.tree(folder) == [])
        }
    }

    @Test(
        "A store with a second hard link becomes a file of its own at the first save: the other name keeps the circles as they were"
    )
    func hardLinkSplitsAtFirstSave() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            let other = folder.appending(component: "other.json")
            try Data(Self.store.utf8).write(to: store)
            #expect(link(store.filePath, other.filePath) == 0)

            let outcome = await circles.run(["--store", store.filePath], input: Self.creating)

            #expect(outcome.status == 0)
            #expect(try String(decoding: Data(contentsOf: store), as: UTF8.self).contains(#""name" : "Hikers""#))
            #expect(try String(decoding: Data(contentsOf: other), as: UTF8.self) == Self.store)
            let (stored, kept) = (
                try #require(FileSystemPath(store.filePath).linkStatus()),
                try #require(FileSystemPath(other.filePath).linkStatus())
            )
            #expect(stored.st_ino != kept.st_ino && stored.st_nlink == 1 && kept.st_nlink == 1)
        }
    }

    @Test("--store :memory: in any case keeps the circles in memory, and creates no file")
    func memoryInAnyCase() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let outcome = await circles.run(["--store", ":MEMORY:"], input: Self.creating, directory: folder)

            #expect(outcome.status == 0)
            #expect(outcome.output.contains("[ Hikers is ready ]"))
            #expect(Self.tree(folder) == [])
        }
    }

    @Test("A store whose folder and the folder above are missing is refused, naming them; nothing is created")
    func missingFolders() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(components: "nonexistent", "dir", "x.json")

            let outcome = await circles.run(["--store", store.filePath], input: Self.creating)

            let dir = folder.appending(components: "nonexistent", "dir").filePath
            #expect(
                outcome
                    == ProcessOutcome(
                        status: 1, output: "",
                        errorOutput: "circles: The store \(store.filePath) cannot be written (its folder \(dir) does"
                            + " not exist, nor does \(folder.filePath)/nonexistent; only a missing last folder is"
                            + " created, so create \(folder.filePath)/nonexistent first); nothing was changed.\n"))
            #expect(Self.tree(folder) == [])
        }
    }

    @Test("A store through a link to a path 2,000 folders deep creates no folder")
    func linkToDeepPath() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let deep = Array(repeating: "x", count: 2_000).joined(separator: "/")
            let link = folder.appending(component: "deep")
            try FileManager.default.createSymbolicLink(atPath: link.filePath, withDestinationPath: deep)

            let outcome = await circles.run(
                ["--store", link.appending(component: "circles.json").filePath], input: Self.creating)

            #expect(outcome.status == 1)
            #expect(
                outcome.errorOutput.hasPrefix("circles: The store \(link.filePath)/circles.json cannot be written ("))
            #expect(Self.tree(folder) == ["deep"])
        }
    }

    @Test("A --store path that is not UTF-8 names the file of those bytes, and no other")
    func pathNotUTF8() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            // Given through the shell, since a Swift string cannot hold the byte 0xE9 alone.
            let run = { (input: String) in
                await CirclesExecutable.run(
                    executable: URL(fileURLWithPath: "/bin/sh"),
                    arguments: ["-c", #"exec "$0" --store "$(printf '\351.json')""#, circles.url.filePath],
                    input: Data(input.utf8), environment: [:], directory: folder)
            }

            let created = await run("new\nname Hikers\nsave\nquit\n")
            let listed = await run("quit\n")

            let names = FileSystemPath(folder.filePath).folderEntries()?.sorted { $0.lexicographicallyPrecedes($1) }
            #expect(created.status == 0 && listed.status == 0)
            #expect(names == [[0xE9] + Array(".json".utf8), [0xE9] + Array(".json.lock".utf8)])
            #expect(listed.output.contains("  5  Hikers\n"))
        }
    }

    @Test(
        "A store whose name leaves no room for the files kept beside it is refused at start, saying how long it may be",
        arguments: [215, 216])
    func nameTooLongForItsForms(length: Int) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: String(repeating: "s", count: length - 5) + ".json")

            let outcome = await circles.run(["--store", store.filePath], input: Data("new\nname Hikers\nquit\n".utf8))

            if length == 215 {
                #expect(outcome.status == 0)
                #expect(outcome.output.contains("The unfinished form was saved in \(store.filePath).form.json;"))
            } else {
                #expect(
                    outcome
                        == ProcessOutcome(
                            status: 1, output: "",
                            errorOutput: "circles: The store \(store.filePath) cannot be written (its name is 216 bytes"
                                + " long, and the unfinished forms kept beside it need names 40 bytes longer, more than"
                                + " the 255 its folder allows; give it a name of at most 215 bytes); nothing was"
                                + " changed.\n"))
                #expect(Self.tree(folder) == [])
            }
        }
    }

    @Test("A relative HOME is not used: without --store the demo stops, saying why, and creates nothing")
    func relativeHome() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let outcome = await circles.run(
                [], input: Self.creating, environment: ["HOME": "home/ada", "XDG_DATA_HOME": ""], directory: folder)

            #expect(
                outcome
                    == ProcessOutcome(
                        status: 1, output: "",
                        errorOutput: "circles: There is no place for the default store (HOME is \"home/ada\", not"
                            + " an absolute path); give one with --store PATH.\n"))
            #expect(Self.tree(folder) == [])
        }
    }

    @Test(
        "A 4 GiB store is refused from its size under a 1 GiB memory limit, naming the limit, and left as it was",
        .enabled(
            if: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") == nil,
            "the thread sanitizer needs the whole address space, so no memory limit can be set"))
    func hugeStoreUnderMemoryLimit() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            let descriptor = open(store.filePath, O_RDWR | O_CREAT, 0o644)
            #expect(ftruncate(descriptor, 4 << 30) == 0)
            close(descriptor)

            let outcome = await CirclesExecutable.run(
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    "-c", #"ulimit -v 1048576 && exec "$0" "$@""#, circles.url.filePath, "--store", store.filePath,
                ],
                input: Self.creating, environment: [:])

            #expect(
                outcome
                    == ProcessOutcome(
                        status: 1, output: "",
                        errorOutput: "circles: The store \(store.filePath) is larger than 134217728 bytes (128 MiB),"
                            + " the most a store may hold; it was not read, and left as it was.\n"))
            #expect(Self.tree(folder) == ["circles.json"])
        }
    }

    @Test(
        "An immutable or append-only store, which no save could replace, stops the demo at start, saying so",
        .enabled(if: FileFlags.areSettable, "needs the superuser and a file system that takes chattr +i and +a"),
        arguments: [("+i", "immutable (chattr +i)"), ("+a", "append-only (chattr +a)")])
    func protectedStore(flag: String, phrase: String) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            #expect(FileFlags.set(flag, on: store))
            defer { _ = FileFlags.set("-ia", on: store) }

            let outcome = await circles.run(["--store", store.filePath], input: Self.creating)

            #expect(
                outcome
                    == ProcessOutcome(
                        status: 1, output: "",
                        errorOutput: "circles: The store \(store.filePath) cannot be written (it is \(phrase));"
                            + " nothing was changed.\n"))
            #expect(try String(decoding: Data(contentsOf: store), as: UTF8.self) == Self.store)
        }
    }

    @Test(
        "Another user's store in a shared sticky folder, which only its owner may replace, stops the demo at start",
        .enabled(if: getuid() == 0, "needs the superuser to run the demo as another user"))
    func anotherUsersStoreInStickyFolder() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let shared = try CirclesExecutable.makeStickyFolder(in: folder)
            let store = shared.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            #expect(chown(store.filePath, 4242, 4242) == 0 && chmod(store.filePath, 0o666) == 0)

            let outcome = await circles.runAsAnotherUser(["--store", store.filePath], input: Self.creating)

            #expect(
                outcome
                    == ProcessOutcome(
                        status: 1, output: "",
                        errorOutput: "circles: The store \(store.filePath) cannot be written (its folder"
                            + " \(shared.filePath) lets only a file's owner replace it, and the store belongs to user"
                            + " 4242); nothing was changed.\n"))
            #expect(try String(decoding: Data(contentsOf: store), as: UTF8.self) == Self.store)
        }
    }

    @Test("Partial saved forms that older versions left, through Foundation's atomic writes, are removed at start")
    func olderVersionsLeftovers() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            let partial = "{\n  \"architecture\" : \"mvi\",\n  \"format\" : \"circles-saved-form\",\n  \"st"
            let dead = String(2_147_483_646, radix: 16, uppercase: true)
            let live = String(getpid(), radix: 16, uppercase: true)
            let files = [
                (".dat.nosync\(dead).Ab3dE9", partial), (".dat.nosync\(dead).Zz0000", ""),
                (".dat.nosync\(dead).Qq1111", "another program's half-written file"),
                (".dat.nosync\(live).Ww2222", partial),
            ]
            for (name, text) in files { try Data(text.utf8).write(to: folder.appending(component: name)) }

            let outcome = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))

            #expect(outcome.status == 0)
            #expect(
                Self.tree(folder)
                    == [".dat.nosync\(dead).Qq1111", ".dat.nosync\(live).Ww2222", "circles.json"].sorted())
        }
    }
}

/// The file flags `chattr` sets, for tests of files the system keeps from being replaced.
enum FileFlags {
    /// Whether this process can set and clear them on a file in the temporary folder.
    static let areSettable: Bool = {
        guard getuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appending(component: "circles-chattr-probe-\(UUID())")
        guard FileManager.default.createFile(atPath: probe.filePath, contents: Data()) else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        return set("+i", on: probe) && set("-i", on: probe)
    }()

    /// Runs `chattr flags` on `file`, returning whether it worked.
    static func set(_ flags: String, on file: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flags, file.filePath]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let exit = ProcessExit(of: process)
        guard (try? process.run()) != nil else { return false }
        exit.wait()
        return process.terminationStatus == 0
    }
}
