import CirclesTestSupport
import Foundation
import Testing

/// `--store PATH` with the built command: a file that cannot be used stops the demo, untouched; a good one keeps circles.
@Suite("circles: the store file")
struct StoreOptionTests {
    @Test("A corrupt store stops the demo with status 1, a message naming the file, and the file as it was")
    func corruptStore() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            let corrupt = Data(#"{"version": 1, "circles": [{"id": "#.utf8)
            try corrupt.write(to: store)

            let outcome = await circles.run(["--store", store.filePath], input: Data("list\nquit\n".utf8))

            let message =
                "The store \(store.filePath) is not a valid circles store (it is not valid JSON); it was left as it was."
            #expect(outcome == ProcessOutcome(status: 1, output: "", errorOutput: "circles: \(message)\n"))
            #expect(try Data(contentsOf: store) == corrupt)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.filePath) == ["circles.json"])
        }
    }

    @Test(
        "A store whose folder cannot be created, being under a file, stops the demo with status 1 and creates nothing")
    func folderUnderAFile() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let file = folder.appending(component: "notes.txt")
            try Data("a file, not a folder\n".utf8).write(to: file)
            let store = file.appending(components: "circles", "circles.json")

            let outcome = await circles.run(["--store", store.filePath], input: Data("list\nquit\n".utf8))

            let message =
                "The store \(store.filePath) cannot be written (its folder \(file.filePath)/circles cannot be created: "
                + "\(file.filePath) is not a folder); nothing was changed."
            #expect(outcome == ProcessOutcome(status: 1, output: "", errorOutput: "circles: \(message)\n"))
            #expect(try Data(contentsOf: file) == Data("a file, not a folder\n".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.filePath) == ["notes.txt"])
        }
    }

    @Test("A circle created in one run is listed by the next run on the same store")
    func roundTrip() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(components: "new folder", "circles.json").filePath

            let first = await circles.run(["--store", store], input: Data("new\nname Hikers\nsave\nquit\n".utf8))
            let second = await circles.run(["--store", store], input: Data("quit\n".utf8))

            #expect(first.status == 0)
            #expect(first.errorOutput == "")
            #expect(
                second
                    == ProcessOutcome(
                        status: 0,
                        output: """
                            [ All circles ]
                              1  Family
                              2  Book club
                              3  Running buddies
                              4  Climbing crew
                              5  Hikers
                              open N · edit N · delete N · new · refresh · help
                            > quit

                            """,
                        errorOutput: ""))
        }
    }
}
