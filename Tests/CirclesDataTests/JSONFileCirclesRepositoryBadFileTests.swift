import CirclesData
import CirclesDomain
import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSONFileCirclesRepository {
    /// The path the repository reports in its errors.
    var path: String { fileURL.path(percentEncoded: false) }
}

@Suite("JSONFileCirclesRepository: files it must not touch")
struct JSONFileCirclesRepositoryBadFileTests {
    @Test(
        "A store that is not a valid version 1 store fails every call and is left byte for byte",
        arguments: BadStoreContent.allCases, RepositoryCall.allCases)
    func badContent(content: BadStoreContent, call: RepositoryCall) async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try content.bytes.write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            await #expect(throws: content.expectedError(path: repository.path)) {
                try await call.perform(on: repository)
            }

            #expect(try Data(contentsOf: url) == content.bytes)
            #expect(try contentsOfFolder(directory) == ["circles.json"])
        }
    }

    @Test(
        "Validating a bad store gives the same error, naming the file",
        arguments: BadStoreContent.allCases)
    func validateBadContent(content: BadStoreContent) async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try content.bytes.write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)

            await #expect(throws: content.expectedError(path: repository.path)) {
                try await repository.validate()
            }

            #expect(try Data(contentsOf: url) == content.bytes)
        }
    }

    @Test(
        "A folder where the store should be is unreadable, and left alone",
        arguments: RepositoryCall.allCases)
    func folderAtPath(call: RepositoryCall) async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            let repository = JSONFileCirclesRepository(fileURL: url)

            let expected = CirclesStoreError.unreadable(
                path: repository.path, reason: "it is a folder, not a file")
            await #expect(throws: expected) { try await call.perform(on: repository) }

            #expect(try contentsOfFolder(directory) == ["circles.json"])
            #expect(try contentsOfFolder(url) == [])
        }
    }

    @Test(
        "A FIFO where the store should be is refused at once rather than waited on",
        arguments: RepositoryCall.allCases)
    func fifoAtPath(call: RepositoryCall) async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let repository = JSONFileCirclesRepository(fileURL: url)
            try #require(mkfifo(repository.path, 0o644) == 0)

            let expected = CirclesStoreError.unreadable(
                path: repository.path, reason: "it is not a regular file")
            await #expect(throws: expected) { try await call.perform(on: repository) }

            #expect(try contentsOfFolder(directory) == ["circles.json"])
        }
    }

    // Root reads any file whatever its permissions, so this check cannot fail
    // there; the FIFO and folder tests above cover unreadable files under root.
    @Test(
        "A file without read permission is unreadable, and left byte for byte",
        .disabled(if: getuid() == 0, "root reads files whatever their permissions"),
        arguments: RepositoryCall.allCases
    )
    func noReadPermission(call: RepositoryCall) async throws {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "circles.json")
            let bytes = Data(JSONFileCirclesRepositoryTests.sampleStoreText.utf8)
            try bytes.write(to: url)
            let repository = JSONFileCirclesRepository(fileURL: url)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o200], ofItemAtPath: repository.path)

            let expected = CirclesStoreError.unreadable(
                path: repository.path, reason: "Permission denied")
            await #expect(throws: expected) { try await call.perform(on: repository) }

            try FileManager.default.setAttributes(
                [.posixPermissions: 0o600], ofItemAtPath: repository.path)
            #expect(try Data(contentsOf: url) == bytes)
            #expect(try contentsOfFolder(directory) == ["circles.json"])
        }
    }

    @Test(
        "A store whose folder cannot be created is unwritable; the file in the way is kept",
        arguments: RepositoryCall.allCases)
    func folderCannotBeCreated(call: RepositoryCall) async throws {
        try await withTemporaryFolder { directory in
            let blocker = directory.appending(component: "blocker")
            let bytes = Data("a file, not a folder\n".utf8)
            try bytes.write(to: blocker)
            let url = blocker.appending(component: "circles.json")
            let repository = JSONFileCirclesRepository(fileURL: url)

            let folder = blocker.path(percentEncoded: false)
            let expected = CirclesStoreError.unwritable(
                path: repository.path,
                reason: "its folder \(folder) cannot be created: \(folder) is not a folder")
            await #expect(throws: expected) { try await call.perform(on: repository) }

            #expect(try Data(contentsOf: blocker) == bytes)
            #expect(try contentsOfFolder(directory) == ["blocker"])
        }
    }

    @Test(
        "A new store in a folder that cannot be written is unwritable, and the folder stays empty",
        .disabled(if: getuid() == 0, "root writes in any folder whatever its permissions"),
        arguments: RepositoryCall.allCases
    )
    func folderNotWritable(call: RepositoryCall) async throws {
        try await withTemporaryFolder { directory in
            let folder = directory.appending(component: "read-only")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o500], ofItemAtPath: folder.path(percentEncoded: false))
            defer {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o700], ofItemAtPath: folder.path(percentEncoded: false))
            }
            let repository = JSONFileCirclesRepository(
                fileURL: folder.appending(component: "circles.json"))

            let expected = CirclesStoreError.unwritable(
                path: repository.path,
                reason: "a new file cannot be created in \(folder.path(percentEncoded: false)): Permission denied")
            await #expect(throws: expected) { try await call.perform(on: repository) }

            #expect(try contentsOfFolder(folder) == [])
        }
    }
}
