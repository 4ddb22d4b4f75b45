import CirclesData
import CirclesDomain
import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One store shared by several repositories, as by several processes: the lock on the store file keeps writers
/// apart whatever is deleted beside it, and an edit never silently overwrites another's.
@Suite("JSONFileCirclesRepository: a store shared between processes")
struct JSONFileCirclesRepositorySharingTests {
    private static let store =
        #"{"format": "circles-store", "version": 1, "nextId": 1, "circles": [{"id": "a", "name": "Family"}]}"#

    @Test("While a holder keeps the store's lock, deleting every other file beside it lets no second writer in")
    func holderKeepsWritersOut() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: url)
            // A lock file as earlier versions of this program left them: deleting it must change nothing.
            try Data().write(to: directory.appending(component: "circles.json.lock"))
            let writer = JSONFileCirclesRepository(fileURL: url, lockWait: .milliseconds(200))
            let holder = try #require(HeldLock(url.filePath))

            for name in try contentsOfFolder(directory) where name != "circles.json" {
                try FileManager.default.removeItem(at: directory.appending(component: name))
            }
            var refused: CirclesStoreError?
            do {
                _ = try await writer.createCircle(.init(circleName: "Second"))
            } catch {
                refused = error as? CirclesStoreError
            }
            try AtomicFile(path: url.path(percentEncoded: false))
                .replace(with: Data(Self.store.replacingOccurrences(of: "Family", with: "Kin").utf8))
            holder.release()

            #expect(refused == .busy(path: writer.path))
            #expect(try await JSONFileCirclesRepository(fileURL: url).allCircles() == [.init(id: "a", name: "Kin")])
            _ = try await writer.createCircle(.init(circleName: "Second"))
            #expect(try await writer.allCircles().map(\.name) == ["Kin", "Second"])
        }
    }

    @Test("A writer waiting while the holder replaces the store locks the new file and keeps the holder's change")
    func waiterFollowsTheReplacedFile() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: url)
            let path = url.path(percentEncoded: false)
            let holder = try #require(HeldLock(path))
            let waiter = Task.detached {
                // However slowly a loaded machine runs the holder's replace, the waiter outlasts it.
                try await JSONFileCirclesRepository(fileURL: url, lockWait: .seconds(600))
                    .createCircle(.init(circleName: "Waiter"))
            }

            try AtomicFile(path: path).replace(
                with: Data(Self.store.replacingOccurrences(of: "Family", with: "Kin").utf8))
            holder.release()
            _ = try await waiter.value

            #expect(try await JSONFileCirclesRepository(fileURL: url).allCircles().map(\.name) == ["Kin", "Waiter"])
        }
    }

    /// What the previous release did to create a circle: under its lock file, `PATH.lock`, read the store, add
    /// the circle, replace the store; `meanwhile` runs between the read and the write.
    private static func previousReleaseCreate(
        _ name: String,
        id: String,
        in path: String,
        meanwhile: () async throws -> Void = {}
    ) async throws {
        let legacy = try #require(HeldLock(path + ".lock", creating: true))
        defer { legacy.release() }
        let read = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        var object = try #require(read as? [String: Any])
        object["circles"] = (object["circles"] as? [Any] ?? []) + [["id": id, "name": name]]
        try await meanwhile()
        try AtomicFile(path: path).replace(with: JSONSerialization.data(withJSONObject: object))
    }

    @Test(
        "While the previous release holds its lock, PATH.lock, a change waits for it, so neither loses the other's circle"
    )
    func previousReleaseHoldsItsLock() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: url)
            let writer = JSONFileCirclesRepository(fileURL: url, lockWait: .zero)

            var refused: CirclesStoreError?
            try await Self.previousReleaseCreate("Old", id: "old-1", in: url.path(percentEncoded: false)) {
                do {
                    _ = try await writer.createCircle(.init(circleName: "New"))
                } catch {
                    refused = error as? CirclesStoreError
                }
            }
            _ = try await writer.createCircle(.init(circleName: "New"))

            #expect(refused == .busy(path: writer.path))
            #expect(try await writer.allCircles().map(\.name) == ["Family", "Old", "New"])
        }
    }

    @Test("A writer taking the previous release's lock and one of this release, creating at once, keep every circle")
    func bothLockDisciplines() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: url)
            let count = 30

            let previous = Task.detached {
                for number in 1...count {
                    try await Self.previousReleaseCreate(
                        "Old \(number)", id: "old-\(number)", in: url.path(percentEncoded: false))
                }
            }
            let current = JSONFileCirclesRepository(fileURL: url, lockWait: .seconds(600))
            for number in 1...count { _ = try await current.createCircle(.init(circleName: "New \(number)")) }
            try await previous.value

            let names = Set(try await current.allCircles().map(\.name))
            #expect(names == Set(["Family"] + (1...count).flatMap { ["New \($0)", "Old \($0)"] }))
        }
    }

    /// Runs `body` with two repositories on a store holding "Family" (id `a`), as two processes would have it,
    /// the first having opened the circle to edit it.
    private func withTwoProcesses(
        _ body: (JSONFileCirclesRepository, JSONFileCirclesRepository) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: url)
            let mine = JSONFileCirclesRepository(fileURL: url)
            _ = try await mine.circle(withId: "a")
            try await body(mine, JSONFileCirclesRepository(fileURL: url))
        }
    }

    @Test("An edit of a circle another process changed since it was opened is refused, and theirs is kept")
    func editAfterAnotherEdit() async throws {
        try await withTwoProcesses { mine, theirs in
            _ = try await theirs.circle(withId: "a")
            _ = try await theirs.editCircle("a", with: .init(circleName: "Kin"))

            await #expect(throws: CirclesStoreError.changedElsewhere(path: mine.path, was: "Family", now: "Kin")) {
                try await mine.editCircle("a", with: .init(circleName: "Clan"))
            }
            await #expect(throws: CirclesStoreError.changedElsewhere(path: mine.path, was: "Family", now: "Kin")) {
                try await mine.deleteCircle("a")
            }

            #expect(try await mine.allCircles() == [.init(id: "a", name: "Kin")])
            _ = try await mine.circle(withId: "a")
            #expect(try await mine.editCircle("a", with: .init(circleName: "Clan")) == .init(id: "a", name: "Clan"))
        }
    }

    @Test("An edit of a circle another process deleted since it was opened says so, rather than 'not found'")
    func editAfterDelete() async throws {
        try await withTwoProcesses { mine, theirs in
            try await theirs.deleteCircle("a")

            await #expect(throws: CirclesStoreError.deletedElsewhere(path: mine.path, name: "Family")) {
                try await mine.editCircle("a", with: .init(circleName: "Clan"))
            }

            #expect(try await mine.allCircles() == [])
        }
    }

    @Test("Edits by one process to the circles it opened are never taken for another's")
    func ownEditsAreNotConflicts() async throws {
        try await withTwoProcesses { mine, _ in

            _ = try await mine.editCircle("a", with: .init(circleName: "Kin"))
            _ = try await mine.editCircle("a", with: .init(circleName: "Clan"))
            let created = try await mine.createCircle(.init(circleName: "Hikers"))
            _ = try await mine.editCircle(created.id, with: .init(circleName: "Walkers"))

            #expect(try await mine.allCircles().map(\.name) == ["Clan", "Walkers"])
        }
    }

    @Test("A list deletes only the version it listed: a circle another process changed since is refused, and kept")
    func listDeleteAfterAnotherEdit() async throws {
        try await withTwoProcesses { mine, theirs in
            let list = RepositoryCaller.list.attributing(mine)
            _ = try await list.allCircles()
            _ = try await theirs.editCircle("a", with: .init(circleName: "Kin"))

            await #expect(throws: CirclesStoreError.changedElsewhere(path: mine.path, was: "Family", now: "Kin")) {
                try await list.deleteCircle("a")
            }

            _ = try await list.allCircles()
            try await list.deleteCircle("a")
            #expect(try await theirs.allCircles() == [])
        }
    }

    @Test(
        "Each caller's change applies to what that caller was shown: a later read by another caller of the process does not stand for it"
    )
    func callersKeepTheirOwnVersions() async throws {
        try await withTwoProcesses { mine, theirs in
            let form = RepositoryCaller.form.attributing(mine)
            let list = RepositoryCaller.list.attributing(mine)
            _ = try await form.circle(withId: "a")
            _ = try await theirs.editCircle("a", with: .init(circleName: "Kin"))
            _ = try await list.allCircles()

            await #expect(throws: CirclesStoreError.changedElsewhere(path: mine.path, was: "Family", now: "Kin")) {
                try await form.editCircle("a", with: .init(circleName: "Clan"))
            }
            try await list.deleteCircle("a")
            #expect(try await theirs.allCircles() == [])
        }
    }

    @Test("A change this process made is what every caller is shown from then on: the list deletes the form's edit")
    func ownChangeShownToEveryCaller() async throws {
        try await withTwoProcesses { mine, theirs in
            let form = RepositoryCaller.form.attributing(mine)
            let list = RepositoryCaller.list.attributing(mine)
            _ = try await list.allCircles()
            _ = try await form.circle(withId: "a")
            _ = try await form.editCircle("a", with: .init(circleName: "Kin"))

            try await list.deleteCircle("a")

            await #expect(throws: CirclesRepositoryError.circleNotFound(id: "a")) {
                try await form.editCircle("a", with: .init(circleName: "Clan"))
            }
            #expect(try await theirs.allCircles() == [])
        }
    }
}
