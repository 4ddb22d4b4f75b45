import CirclesData
import CirclesDomain
import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The JSON store against files made to hurt it: it never writes what it
/// would not read, keeps what it does not know, follows links to the real
/// file, refuses a link to nothing, and neither waits for ever nor reads a store too large.
@Suite("JSONFileCirclesRepository: hostile files")
struct JSONFileCirclesRepositoryHostileTests {
    private static func store(nextId: String = "1", circles: String = "", extra: String = "") -> String {
        #"{\#(extra)"format": "circles-store", "version": 1, "nextId": \#(nextId), "circles": [\#(circles)]}"#
    }

    @Test("2. With nextId at the largest the loader accepts, a create is refused and the file is left as it was")
    func noIdentifierLeft() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let bytes = Data(Self.store(nextId: "9007199254740992").utf8)
            try bytes.write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            await #expect(
                throws: CirclesStoreError.identifiersExhausted(path: repository.path, largest: 9_007_199_254_740_992)
            ) { try await repository.createCircle(.init(circleName: "Hikers")) }

            #expect(try Data(contentsOf: url) == bytes)
        }
    }

    @Test("2. The last identifier is given, and the file it leaves is read back")
    func lastIdentifier() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.store(nextId: "9007199254740991").utf8).write(to: url)

            let created = try await JSONFileCirclesRepository(fileURL: url).createCircle(.init(circleName: "Hikers"))

            #expect(created.id == "circle-9007199254740991")
            #expect(try await JSONFileCirclesRepository(fileURL: url).allCircles() == [created])
        }
    }

    @Test("3. Through a symbolic link, the real file is changed and the link stays a link")
    func symbolicLink() async throws {
        try await withTemporaryFolder { directory in
            let real = directory.appending(component: "real.json")
            try Data(Self.store().utf8).write(to: real)
            let link = directory.appending(component: "link.json")
            try FileManager.default.createSymbolicLink(atPath: link.path(), withDestinationPath: "real.json")
            let repository = JSONFileCirclesRepository(fileURL: link)

            _ = try await repository.createCircle(.init(circleName: "Hikers"))

            #expect(repository.targetURL.lastPathComponent == "real.json")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path()) == "real.json")
            #expect(try await JSONFileCirclesRepository(fileURL: real).allCircles().map(\.name) == ["Hikers"])
            #expect(try contentsOfFolder(directory) == ["link.json", "real.json", "real.json.lock"])
        }
    }

    @Test("7. A change waits for another process's lock only so long, then says the store is held")
    func heldLock() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let bytes = Data(Self.store().utf8)
            try bytes.write(to: url)
            let lock = try #require(HeldLock(url.filePath))
            defer { lock.release() }
            let repository = JSONFileCirclesRepository(fileURL: url, lockWait: .milliseconds(100))

            await #expect(throws: CirclesStoreError.busy(path: repository.path)) {
                try await repository.createCircle(.init(circleName: "Hikers"))
            }

            #expect(try Data(contentsOf: url) == bytes)
        }
    }

    @Test("A link to nothing is refused with a sentence, and nothing is created where it points")
    func danglingLink() async throws {
        try await withTemporaryFolder { directory in
            let victim = directory.appending(components: "elsewhere", "planted").path()
            let link = directory.appending(component: "circles.json")
            try FileManager.default.createSymbolicLink(atPath: link.path(), withDestinationPath: victim)
            let repository = JSONFileCirclesRepository(fileURL: link)

            let reason =
                "it is a symbolic link to \(victim), which does not exist, and a store is never created through a link"
            for call in RepositoryCall.allCases {
                await #expect(throws: CirclesStoreError.unwritable(path: repository.path, reason: reason)) {
                    try await call.perform(on: repository)
                }
            }
            await #expect(throws: CirclesStoreError.unwritable(path: repository.path, reason: reason)) {
                try await repository.validate()
            }

            #expect(try contentsOfFolder(directory) == ["circles.json"])
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path()) == victim)
        }
    }

    @Test("A link the system will not follow, as a loop, is refused with the system's reason")
    func linkLoop() async throws {
        try await withTemporaryFolder { directory in
            let link = directory.appending(component: "circles.json")
            try FileManager.default.createSymbolicLink(atPath: link.path(), withDestinationPath: "other.json")
            try FileManager.default.createSymbolicLink(
                atPath: directory.appending(component: "other.json").path(), withDestinationPath: "circles.json")
            let repository = JSONFileCirclesRepository(fileURL: link)

            let reason =
                "it is a symbolic link to other.json, which the system does not follow here: Too many levels of"
                + " symbolic links"
            await #expect(throws: CirclesStoreError.unwritable(path: repository.path, reason: reason)) {
                try await repository.validate()
            }

            #expect(try contentsOfFolder(directory) == ["circles.json", "other.json"])
        }
    }

    @Test("A store larger than 128 MiB is refused from its size, before a byte of it is read")
    func tooLarge() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let descriptor = open(url.path(), O_RDWR | O_CREAT, 0o644)
            #expect(ftruncate(descriptor, 4 << 30) == 0)
            close(descriptor)
            let repository = JSONFileCirclesRepository(fileURL: url)

            let expected = CirclesStoreError.tooLarge(path: repository.path, limit: 134_217_728)
            await #expect(throws: expected) { try await repository.validate() }
            for call in RepositoryCall.allCases {
                await #expect(throws: expected) { try await call.perform(on: repository) }
            }

            #expect(
                expected.description
                    == "The store \(repository.path) is larger than 134217728 bytes (128 MiB), the most a store may"
                    + " hold; it was not read, and left as it was.")
            let size = try FileManager.default.attributesOfItem(atPath: url.path())[.size] as? Int
            #expect(size == 4 << 30)
            #expect(try contentsOfFolder(directory) == ["circles.json"])
        }
    }

    @Test(
        "A file whose size is given as 0 but which the system makes up as it is read is refused at once, saying so",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/pagemap"), "needs Linux's /proc"))
    func madeUpFile() async throws {
        let repository = JSONFileCirclesRepository(fileURL: URL(fileURLWithPath: "/proc/self/pagemap"))

        let reason = "its size is given as 0 bytes, yet it holds more: the system makes it up as it is read"
        await #expect(throws: CirclesStoreError.unreadable(path: "/proc/self/pagemap", reason: reason)) {
            try await repository.validate()
        }
    }

    @Test("A cover holding a control character, which the loader would refuse, is refused and nothing is written")
    func coverWithControlCharacter() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let bytes = Data(Self.store().utf8)
            try bytes.write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            await #expect(throws: CirclesRepositoryError.invalidRequest(reason: "the cover holds control characters")) {
                try await repository.createCircle(.init(circleName: "Hikers", coverPhoto: "https://x/\u{7}"))
            }

            #expect(try Data(contentsOf: url) == bytes)
        }
    }

    @Test("9. A store without any write permission is never replaced, not even by the superuser")
    func readOnly() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let bytes = Data(Self.store().utf8)
            try bytes.write(to: url)
            #expect(chmod(url.path(), 0o444) == 0)
            let repository = JSONFileCirclesRepository(fileURL: url)

            let expected = CirclesStoreError.unwritable(path: repository.path, reason: "it is read-only (mode 0444)")
            await #expect(throws: expected) { try await repository.createCircle(.init(circleName: "Hikers")) }
            await #expect(throws: expected) { try await repository.validate() }

            #expect(try Data(contentsOf: url) == bytes)
        }
    }

    @Test("9. A replaced store keeps its permissions")
    func modeKept() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.store().utf8).write(to: url)
            #expect(chmod(url.path(), 0o604) == 0)

            _ = try await JSONFileCirclesRepository(fileURL: url).createCircle(.init(circleName: "Hikers"))

            var status = stat()
            #expect(stat(url.path(), &status) == 0)
            #expect(status.st_mode & 0o7777 == 0o604)
        }
    }

    @Test("11. Unknown fields survive an edit and a create; a deleted circle's go with it")
    func unknownFields() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let circles =
                #"{"id": "a", "name": "A", "members": ["ann"], "rank": 1.5}, {"id": "b", "name": "B", "x": {}}"#
            try Data(Self.store(circles: circles, extra: #""settings": {"theme": "dark"}, "#).utf8).write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            _ = try await repository.editCircle("a", with: .init(circleName: "Kin"))
            try await repository.deleteCircle("b")
            _ = try await repository.createCircle(.init(circleName: "Hikers"))

            let object = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let written = try #require(object["circles"] as? [[String: Any]])
            #expect((object["settings"] as? [String: String]) == ["theme": "dark"])
            #expect(written.count == 2)
            #expect(written.first?["name"] as? String == "Kin")
            #expect(written.first?["members"] as? [String] == ["ann"])
            #expect(written.first?["rank"] as? Double == 1.5)
            #expect(written.last.map { Set($0.keys) } == ["id", "name"])
        }
    }

    @Test(
        "10, 12. A stored name or field this program could not have written is refused, naming the field",
        arguments: [
            (#"{"id": "a", "name": ""}"#, "circles[0].name is empty"),
            (#"{"id": "a", "name": "\u200B"}"#, "circles[0].name has no visible character"),
            (
                "{\"id\": \"a\", \"name\": \"\(String(repeating: "n", count: 51))\"}",
                "circles[0].name is longer than 50 characters"
            ),
            (#"{"id": "a", "name": "A\u001bB"}"#, "circles[0].name holds control characters"),
            (#"{"id": "", "name": "A"}"#, "circles[0].id is empty"),
            (#"{"id": "a", "name": null}"#, "circles[0].name is null"),
            (#"{"id": "a", "name": 7}"#, "circles[0].name has the wrong type"),
            (#"{"id": "a", "name": "A", "coverPhoto": 7}"#, "circles[0].coverPhoto has the wrong type"),
            ("7", "circles[0] has the wrong type"),
        ])
    func refusedCircle(circle: String, reason: String) async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let bytes = Data(Self.store(circles: circle).utf8)
            try bytes.write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            await #expect(throws: CirclesStoreError.corrupt(path: repository.path, reason: reason)) {
                try await repository.validate()
            }

            #expect(try Data(contentsOf: url) == bytes)
        }
    }

    @Test(
        "12. A null store, or a nextId that is no whole number in range, is named as such, not as bad JSON",
        arguments: [
            ("null", "it is null, not a JSON object"),
            (store(nextId: "1.5"), "nextId 1.5 is not a whole number between 1 and 9007199254740992"),
            (store(nextId: "1e20"), "nextId 1e+20 is not a whole number between 1 and 9007199254740992"),
            (store(nextId: "-3"), "nextId -3 is not between 1 and 9007199254740992"),
            (store(nextId: "\"7\""), "nextId has the wrong type"),
            (#"{"format": "circles-store", "version": 1, "circles": []}"#, "nextId is missing"),
        ])
    func smallerMessages(text: String, reason: String) async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(text.utf8).write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            await #expect(throws: CirclesStoreError.corrupt(path: repository.path, reason: reason)) {
                try await repository.validate()
            }
        }
    }

    @Test("4. Validating removes temporary files of dead processes, keeps a live one's, and leaves none of its own")
    func leftovers() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.store().utf8).write(to: url)
            let live = ".circles.json.tmp-\(getpid() == 1 ? 2 : 1)-a"
            for name in [".circles.json.tmp-2147483646-b", ".circles.json.tmp-\(getpid())-c", live] {
                try Data("{".utf8).write(to: directory.appending(component: name))
            }

            try await JSONFileCirclesRepository(fileURL: url).validate()

            #expect(try contentsOfFolder(directory) == [live, "circles.json"])
        }
    }
}
