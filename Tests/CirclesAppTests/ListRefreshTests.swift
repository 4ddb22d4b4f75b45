import CirclesConsole
import CirclesData
import CirclesTestSupport
import CirclesVersions
import Foundation
import Testing

@testable import CirclesApp

/// Two sessions over one store file, as two demos on one store: the list shows what the other one
/// changed when it is refreshed, never before, and keeps showing what its own form did meanwhile.
@Suite("The list: another session's change shows on refresh")
@MainActor
struct ListRefreshTests {
    @Test(
        "A circle another session creates in the store file shows on refresh, in every list version",
        arguments: ListVersion.allCases)
    func otherSessionShowsOnRefresh(version: ListVersion) async throws {
        try await withTemporaryFolder { folder in
            let storeFile = folder.appending(component: "circles.json")
            let first = Self.session(version, on: storeFile)
            await first.start()
            let second = Self.session(.mvi, on: storeFile)
            await second.start()

            for line in ["new", "name Hikers", "save"] { _ = await second.handle(line) }
            _ = await first.handle("new")
            _ = await first.handle("back")
            let beforeRefresh = first.list.display.rows
            _ = await first.handle("refresh")

            #expect(beforeRefresh == ["Family", "Book club", "Running buddies", "Climbing crew"])
            #expect(first.list.display.rows == ["Family", "Book club", "Running buddies", "Climbing crew", "Hikers"])
            await first.finish()
            await second.finish()
        }
    }

    private static func session(_ version: ListVersion, on storeFile: URL) -> CirclesSession {
        CirclesSession.wired(
            architecture: .mvi, listVersion: version, store: JSONFileCirclesRepository(fileURL: storeFile),
            storeFile: nil, output: ConsoleOutput(write: { _ in }, style: .plain))
    }
}
