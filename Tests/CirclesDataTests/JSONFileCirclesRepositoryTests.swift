import CirclesData
import CirclesDomain
import CirclesTestSupport
import Foundation
import Testing

@Suite("JSONFileCirclesRepository: the file and its circles")
struct JSONFileCirclesRepositoryTests {
    /// The whole file after first use: the documented format, readable by a person.
    static let sampleStoreText = """
        {
          "circles" : [
            {
              "coverPhoto" : "https://example.com/family.jpg",
              "id" : "sample-1",
              "name" : "Family"
            },
            {
              "id" : "sample-2",
              "name" : "Book club"
            },
            {
              "coverPhoto" : "https://example.com/running.jpg",
              "id" : "sample-3",
              "name" : "Running buddies"
            },
            {
              "id" : "sample-4",
              "name" : "Climbing crew"
            }
          ],
          "format" : "circles-store",
          "nextId" : 1,
          "version" : 1
        }

        """

    @Test("On first use the file and the folders it may create are made, holding the sample circles")
    func firstUse() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(components: "data", "circles", "circles.json")
            let repository = JSONFileCirclesRepository(fileURL: url, lockWait: .seconds(5), missingFolderLimit: 2)

            let circles = try await repository.allCircles()

            #expect(circles == InMemoryCirclesRepository.sampleCircles)
            #expect(try String(contentsOf: url, encoding: .utf8) == Self.sampleStoreText)
        }
    }

    @Test(
        "Two ids that are one text spelt two ways, as \"\\u00e9\" and \"e\\u0301\", are two circles, as two keys are two fields: each is read, edited and deleted alone"
    )
    func idsComparedAsKeys() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let text =
                #"{"circles": [{"id": "\u00e9", "name": "Composed"}, {"id": "e\u0301", "name": "Decomposed"}], "#
                + #""format": "circles-store", "nextId": 1, "version": 1, "x": {"\u00e9": 1, "e\u0301": 2}}"#
            try Data(text.utf8).write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            let loaded = try await repository.allCircles()
            let read = try await repository.circle(withId: "e\u{301}")
            _ = try await repository.editCircle("e\u{301}", with: .init(circleName: "Edited"))
            try await repository.deleteCircle("\u{E9}")

            #expect(loaded.map(\.name) == ["Composed", "Decomposed"])
            #expect(read.name == "Decomposed")
            let left = try await repository.allCircles()
            #expect(left.map(\.name) == ["Edited"])
            #expect(left.first?.id.unicodeScalars.count == 2)
            let written = try String(contentsOf: url, encoding: .utf8)
            #expect(written.contains(#""x" : {"\u00e9": 1, "e\u0301": 2}"#))
        }
    }

    @Test("Validating a missing store creates it, and validating a good one changes nothing")
    func validate() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let repository = JSONFileCirclesRepository(fileURL: url)

            try await repository.validate()
            let created = try Data(contentsOf: url)
            try await repository.validate()

            #expect(String(decoding: created, as: UTF8.self) == Self.sampleStoreText)
            #expect(try Data(contentsOf: url) == created)
        }
    }

    @Test("Changes made through one repository are read by another on the same file")
    func persistence() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let writer = JSONFileCirclesRepository(fileURL: url)
            let created = try await writer.createCircle(
                .init(circleName: " Pottery ", coverPhoto: "https://example.com/pot.jpg"))
            _ = try await writer.editCircle("sample-1", with: .init(circleName: "Kin"))
            try await writer.deleteCircle("sample-2")

            let reader = JSONFileCirclesRepository(fileURL: url)
            let circles = try await reader.allCircles()
            let next = try await reader.createCircle(.init(circleName: "Chess"))

            let pottery = CircleConfigModel(
                id: "circle-1", name: "Pottery", coverPhoto: "https://example.com/pot.jpg")
            let kin = CircleConfigModel(id: "sample-1", name: "Kin")
            let samples = InMemoryCirclesRepository.sampleCircles
            #expect(created == pottery)
            #expect(circles == [kin, samples[2], samples[3], pottery])
            #expect(try await reader.circle(withId: "circle-1") == created)
            #expect(next == CircleConfigModel(id: "circle-2", name: "Chess"))
        }
    }

    @Test("A write leaves no temporary file beside the store, only the lock file earlier releases lock")
    func noTemporaryFilesLeft() async throws {
        try await withTemporaryFolder { directory in
            let repository = JSONFileCirclesRepository(
                fileURL: directory.appending(component: "circles.json"))

            for call in RepositoryCall.allCases { try await call.perform(on: repository) }

            #expect(try contentsOfFolder(directory) == ["circles.json", "circles.json.lock"])
        }
    }

    @Test("A rewritten store keeps the permissions it had")
    func keepsPermissions() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let path = url.path(percentEncoded: false)
            let repository = JSONFileCirclesRepository(fileURL: url)
            try await repository.validate()
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)

            _ = try await repository.createCircle(.init(circleName: "Chess"))

            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect(attributes[.posixPermissions] as? Int == 0o600)
        }
    }

    @Test(
        "A refused request or an unknown id throws a repository error and keeps the file",
        arguments: [
            (RepositoryCall.edit, CirclesRepositoryError.circleNotFound(id: "sample-1")),
            (.delete, .circleNotFound(id: "sample-2")),
            (.get, .circleNotFound(id: "sample-3")),
        ]
    )
    func repositoryErrors(call: RepositoryCall, expected: CirclesRepositoryError) async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.emptyStoreText.utf8).write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            await #expect(throws: expected) { try await call.perform(on: repository) }
            let refused = CirclesRepositoryError.invalidRequest(reason: "the name is empty")
            await #expect(throws: refused) {
                try await repository.createCircle(.init(circleName: " "))
            }

            #expect(try String(contentsOf: url, encoding: .utf8) == Self.emptyStoreText)
        }
    }

    /// A store written by hand: no circles, the next id at 7.
    static let emptyStoreText =
        #"{"circles": [], "format": "circles-store", "nextId": 7, "version": 1}"#

    @Test("A store written by hand is read, and its nextId is used")
    func handWrittenStore() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.emptyStoreText.utf8).write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            let created = try await repository.createCircle(.init(circleName: "Chess"))

            #expect(created == CircleConfigModel(id: "circle-7", name: "Chess"))
            #expect(try await repository.allCircles() == [created])
        }
    }

    @Test(
        "stopWrites waits for no call that is not writing: one waiting for another's lock, which then writes nothing",
        .enabled(if: FileAccessWatch("/") != nil, "needs inotify"))
    func stopWritesWaitsOnlyForWrites() async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try Data(Self.emptyStoreText.utf8).write(to: url)
            // Were stopWrites to wait for the create, it would wait this long, then the create would fail as busy.
            let repository = JSONFileCirclesRepository(fileURL: url, lockWait: .seconds(60))
            _ = try await repository.allCircles()
            let holder = try #require(HeldLock(url.filePath))
            let watch = try #require(FileAccessWatch(url.filePath))
            let creating = Task.detached { try await repository.createCircle(.init(circleName: "Chess")) }
            // The create is under way once it reads the store; it then waits for the lock, so it writes nothing.
            #expect(await watch.accessed())

            repository.stopWrites()
            holder.release()

            let reason = "its writes were stopped, as the program ends"
            await #expect(throws: CirclesStoreError.unwritable(path: repository.path, reason: reason)) {
                try await creating.value
            }
            #expect(try String(contentsOf: url, encoding: .utf8) == Self.emptyStoreText)
        }
    }
}
