import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Attacks through the file system around the store, through the built
/// command: links, leftovers, permissions and owners, a held or planted lock,
/// a full or read-only disk, and files where a saved form should be.
@Suite("circles: hostile file systems")
struct HostileFileSystemTests {
    private static let store = HostileCase.sampleStore()
    private static let creating = Data("new\nname Hikers\nsave\nquit\n".utf8)

    @Test("3. A store reached through a symbolic link is written through to its file, whose folder keeps the form")
    func symbolicLink() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let real = folder.appending(components: "real", "circles.json")
            try FileManager.default.createDirectory(
                at: real.deletingLastPathComponent(), withIntermediateDirectories: false)
            try Data(Self.store.utf8).write(to: real)
            let link = folder.appending(component: "link.json")
            try FileManager.default.createSymbolicLink(atPath: link.filePath, withDestinationPath: "real/circles.json")

            let outcome = await circles.run(["--store", link.filePath], input: Data("new\nname Hikers\nquit\n".utf8))
            let saved = await circles.run(["--store", link.filePath], input: Self.creating)

            #expect(outcome.status == 0 && saved.status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.filePath) == "real/circles.json")
            #expect(try String(decoding: Data(contentsOf: real), as: UTF8.self).contains(#""name" : "Hikers""#))
            #expect(
                outcome.output.contains(
                    "The unfinished form was saved in \(folder.filePath)/real/circles.json.form.json"))
            #expect(
                try contentsOfFolder(folder) == ["link.json", "real"])
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: real.deletingLastPathComponent().filePath).sorted()
                    == ["circles.json", "circles.json.form.json", "circles.json.lock"])
        }
    }

    @Test("4. Temporary files left by dead processes are removed at start; a live process's are kept")
    func leftovers() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            let dead = [
                ".circles.json.tmp-2147483646-1f", ".circles.json.form.json.tmp-2147483646-2e",
                ".circles.json.6F9619FF-8B86-D011-B42D-00CF4FC964FF.tmp",
            ]
            let live = ".circles.json.tmp-\(getpid())-3d"
            let others = ["notes.txt", ".circles.json.tmp-not-a-number"]
            for name in dead + [live] + others {
                try Data(repeating: 0x7B, count: 4096).write(to: folder.appending(component: name))
            }

            let outcome = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))

            #expect(outcome.status == 0)
            let left = try contentsOfFolder(folder)
            #expect(left == (["circles.json", live] + others).sorted())
            #expect(try String(decoding: Data(contentsOf: store), as: UTF8.self) == Self.store)
        }
    }

    @Test("6, 9. A read-only store stops the demo at start, naming it, and is never replaced")
    func readOnlyStore() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store.filePath)

            let outcome = await circles.run(["--store", store.filePath], input: Self.creating)

            #expect(
                outcome
                    == ProcessOutcome(
                        status: 1, output: "",
                        errorOutput: "circles: The store \(store.filePath) cannot be written"
                            + " (it is read-only (mode 0444)); nothing was changed.\n"))
            #expect(try String(decoding: Data(contentsOf: store), as: UTF8.self) == Self.store)
        }
    }

    @Test(
        "9. A save keeps the store's owner and permissions",
        .enabled(if: getuid() == 0, "only the superuser can give a file to another user"))
    func ownerAndModeKept() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            #expect(chown(store.filePath, 4242, 4343) == 0)
            #expect(chmod(store.filePath, 0o640) == 0)

            let outcome = await circles.run(["--store", store.filePath], input: Self.creating)

            var status = stat()
            #expect(stat(store.filePath, &status) == 0)
            #expect(outcome.status == 0)
            #expect([status.st_uid, status.st_gid] == [4242, 4343])
            #expect(status.st_mode & 0o7777 == 0o640)
            #expect(try String(decoding: Data(contentsOf: store), as: UTF8.self).contains(#""name" : "Hikers""#))
        }
    }

    @Test("7. A store another process keeps locked makes a save fail after a few seconds, saying so; nothing is lost")
    func heldLock() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            let lock = try #require(HeldLock(store.filePath))
            defer { lock.release() }

            let outcome = await circles.run(
                ["--store", store.filePath], input: Data("new\nname Hikers\nsave\nok\nback\nyes\nquit\n".utf8))

            #expect(outcome.status == 0)
            #expect(
                outcome.output.contains(
                    "The store \(store.filePath) is locked by another process;"
                        + " nothing was changed, try again once it has finished.\n[ New circle ]"))
            #expect(try String(decoding: Data(contentsOf: store), as: UTF8.self) == Self.store)
        }
    }

    @Test(
        "6. A full disk or a read-only file system stops the demo at start, saying which",
        .enabled(if: ScratchDisk.isAvailable, "needs the superuser and a container that allows mounting"),
        arguments: ["full", "read-only"])
    func unwritableDiskAtStart(kind: String) async throws {
        let circles = try CirclesExecutable.built()
        try await withScratchDisk { disk in
            let store = disk.folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            _ = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))
            if kind == "full" { try disk.fill() } else { try disk.remountReadOnly() }

            let outcome = await circles.run(["--store", store.filePath], input: Self.creating)

            let reason = kind == "full" ? "No space left on device" : "Read-only file system"
            #expect(outcome.status == 1)
            #expect(outcome.errorOutput.hasPrefix("circles: The store \(store.filePath) cannot be written ("))
            #expect(outcome.errorOutput.contains(reason))
            #expect(try String(decoding: Data(contentsOf: store), as: UTF8.self) == Self.store)
        }
    }

    @Test(
        "6. A disk that fills up: a failed save, and the form lost at quit, name the file and say why; status 1",
        .enabled(if: ScratchDisk.isAvailable, "needs the superuser and a container that allows mounting"))
    func diskFillsDuringSession() async throws {
        let circles = try CirclesExecutable.built()
        try await withScratchDisk { disk in
            let store = disk.folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            let running = try RunningCircles(circles, ["--store", store.filePath])
            #expect(await running.waitForOutput(containing: "open N · edit N · delete N · new · refresh · help"))

            try disk.fill()
            running.type("new\nname Hikers\nsave\n")
            #expect(await running.waitForOutput(containing: "! The circle could not be created"))
            running.type("ok\nquit\n")
            let outcome = await running.outcome()

            let form = store.filePath + ".form.json"
            #expect(outcome.status == 1)
            #expect(
                outcome.output.contains(
                    "> save\nThe store \(store.filePath) cannot be written (No space left on device);"
                        + " nothing was changed.\n[ New circle ]"))
            #expect(
                outcome.output.contains(
                    "> quit\nThe unfinished form could not be saved: \(form) cannot be written"
                        + " (No space left on device)."
                        + " What it held (name \"Hikers\") is lost.\n"))
            #expect(try String(decoding: Data(contentsOf: store), as: UTF8.self) == Self.store)
            let left = try FileManager.default.contentsOfDirectory(atPath: disk.folder.filePath).sorted()
            #expect(left == ["circles.json", "circles.json.lock", "filler"])
        }
    }

    @Test(
        "12. A FIFO or a folder where the saved form should be is moved aside, with a reason, and the demo goes on",
        arguments: ["a FIFO", "a folder"])
    func oddSavedForm(kind: String) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            let form = folder.appending(component: "circles.json.form.json")
            if kind == "a FIFO" {
                #expect(mkfifo(form.filePath, 0o644) == 0)
            } else {
                try FileManager.default.createDirectory(at: form, withIntermediateDirectories: false)
            }

            let outcome = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))

            let reason = kind == "a FIFO" ? "it is not a regular file" : "it is a folder, not a file"
            #expect(outcome.status == 0)
            #expect(
                outcome.output.contains(
                    "The saved form in \(form.filePath) cannot be used (it cannot be read: \(reason)); "
                        + "it was moved to \(form.filePath).stale and nothing was resumed.\n"))
            #expect(!FileManager.default.fileExists(atPath: form.filePath))
        }
    }

    @Test(
        "A saved form another user wrote is not offered, says whose it is, and is left as it was",
        .enabled(if: getuid() == 0, "only the superuser can give a file to another user"))
    func anotherUsersForm() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            let form = folder.appending(component: "circles.json.form.json")
            let planted = Data(HostileCase.savedForm(name: "Planted").utf8)
            try planted.write(to: form)
            #expect(chown(form.filePath, 4242, 4242) == 0)

            let outcome = await circles.run(["--store", store.filePath], input: Data("resume\nquit\n".utf8))

            #expect(outcome.status == 0)
            #expect(
                outcome.output.contains(
                    "The saved form in \(form.filePath) belongs to user 4242, not to this one; it is not offered,"
                        + " and was left as it was.\n"))
            #expect(outcome.output.contains("> resume\nThere is no saved form to resume.\n"))
            #expect(try Data(contentsOf: form) == planted)
        }
    }

    @Test(
        "Twenty forms another user planted take none of this user's places: the form is saved past them, and offered back",
        .enabled(if: getuid() == 0, "only the superuser can give a file to another user"))
    func plantedFormsTakeNoPlace() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            for number in 1...20 {
                let form = folder.appending(component: "circles.json.form\(number == 1 ? "" : "-\(number)").json")
                try Data(HostileCase.savedForm(name: "Planted").utf8).write(to: form)
                #expect(chown(form.filePath, 4242, 4242) == 0)
            }

            let quitting = await circles.run(["--store", store.filePath], input: Data("new\nname Hikers\nquit\n".utf8))
            let resuming = await circles.run(["--store", store.filePath], input: Data("resume\nquit\n".utf8))

            #expect(quitting.status == 0 && resuming.status == 0)
            #expect(
                quitting.output.contains(
                    "20 saved forms beside the store belong to other users (user 4242), not to this one; none is"
                        + " offered, and each was left as it was.\n"))
            #expect(
                quitting.output.hasSuffix(
                    "The unfinished form was saved in \(store.filePath).form-21.json; the next start offers it back.\n")
            )
            #expect(resuming.output.contains("a new circle was being made (name \"Hikers\")"))
            #expect(resuming.output.contains("> resume\nThe form is back as it was when the demo quit.\n"))
        }
    }

    @Test(
        "Three thousand claimed forms another user planted are said in one line, and none is opened",
        .enabled(if: getuid() == 0, "only the superuser can give a file to another user"))
    func plantedClaimedFormsInOneLine() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            for number in 1...3_000 {
                let form = folder.appending(
                    component: "circles.json.form-claimed-\(String(0x8000_0000 + number, radix: 16)).json")
                try Data(HostileCase.savedForm(name: "Planted").utf8).write(to: form)
                #expect(chown(form.filePath, 4242, 4242) == 0 && chmod(form.filePath, 0o600) == 0)
            }

            let outcome = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))

            #expect(outcome.status == 0)
            let said = outcome.output.split(separator: "\n").filter { $0.contains("saved form") }
            #expect(
                said == [
                    "3000 saved forms beside the store belong to other users (user 4242), not to this one; none is"
                        + " offered, and each was left as it was."
                ])
            #expect(try contentsOfFolder(folder).count == 3_001)
        }
    }

    @Test(
        "A lock file another user left in a sticky folder, which this user cannot open, refuses the store before it is created",
        .enabled(if: getuid() == 0, "needs the superuser to run the demo as another user"))
    func plantedLockRefusedBeforeCreating() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let shared = try CirclesExecutable.makeStickyFolder(in: folder)
            let store = shared.appending(component: "circles.json")
            let lock = shared.appending(component: "circles.json.lock")
            try Data().write(to: lock)
            #expect(chown(lock.filePath, 4242, 4242) == 0 && chmod(lock.filePath, 0o600) == 0)

            let outcome = await circles.runAsAnotherUser(["--store", store.filePath], input: Data("quit\n".utf8))

            #expect(
                outcome
                    == ProcessOutcome(
                        status: 1, output: "",
                        errorOutput: "circles: The store \(store.filePath) cannot be written (its lock file"
                            + " \(lock.filePath) cannot be opened: Permission denied); nothing was changed.\n"))
            #expect(try contentsOfFolder(shared) == ["circles.json.lock"])
        }
    }

    @Test("12. --store with a path ending in / is a mistake in the command line, and creates nothing")
    func storeNamingAFolder() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let outcome = await circles.run(
                ["--store", folder.appending(component: "sub").filePath + "/"], input: Data("quit\n".utf8))

            #expect(outcome.status == 2)
            #expect(outcome.errorOutput.hasPrefix("circles: --store does not take \""))
            #expect(outcome.errorOutput.contains("\"; expected the path of a file, not of a folder\n"))
            let created = try FileManager.default.contentsOfDirectory(atPath: folder.filePath)
            #expect(created == [])
        }
    }
}
