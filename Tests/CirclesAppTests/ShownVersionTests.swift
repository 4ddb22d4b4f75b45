import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesSavedForms
import CirclesTestSupport
import CirclesVersions
import Foundation
import Testing

@testable import CirclesApp

/// An edit or a delete applies to the circle as it was shown, in every list version beside the final form: a
/// deletion from the list checks the version the list showed, and the list and a resumed form never take each
/// other's changes for their own.
///
/// Each session is wired as the command wires it, over a store file that another repository changes as another
/// process would.
@Suite("Session: an edit or a delete applies to the circle as it was shown", .timeLimit(.minutes(1)))
@MainActor
struct ShownVersionTests {
    private static let names = ["Family", "Book club", "Running buddies", "Climbing crew"]

    @Test(
        "Deleting from the list a circle another process renamed since the list showed it is refused, and the new name kept",
        arguments: ListVersion.allCases)
    func listDeleteAfterChangeElsewhere(version: ListVersion) async throws {
        try await Self.withStore { storeFile, forms in
            let session = Self.session(version, on: storeFile, forms: forms)
            await session.start()
            let other = JSONFileCirclesRepository(fileURL: storeFile)
            _ = try await other.circle(withId: "sample-1")
            _ = try await other.editCircle("sample-1", with: .init(circleName: "Renamed"))

            for line in ["delete 1", "yes"] { _ = await session.handle(line) }

            #expect(
                session.shownScreen == .allCircles(ListScreen(rows: Self.names, dialog: .deleteFailed(name: "Family"))))
            #expect(try await other.allCircles().map(\.name) == ["Renamed"] + Self.names.dropFirst())
            await session.finish()
        }
    }

    @Test(
        "A circle renamed elsewhere, then refreshed on the list, is deleted from it, though a feed read it before",
        arguments: ListVersion.allCases)
    func listDeleteAfterRefresh(version: ListVersion) async throws {
        try await Self.withStore { storeFile, forms in
            let session = Self.session(version, on: storeFile, forms: forms)
            await session.start()
            for line in ["open 1", "back"] { _ = await session.handle(line) }
            let other = JSONFileCirclesRepository(fileURL: storeFile)
            _ = try await other.editCircle("sample-1", with: .init(circleName: "Renamed"))

            for line in ["refresh", "delete 1"] { _ = await session.handle(line) }
            let asked = session.shownScreen
            _ = await session.handle("yes")

            #expect(
                asked
                    == .allCircles(
                        ListScreen(rows: ["Renamed"] + Self.names.dropFirst(), dialog: .deleteCircle(name: "Renamed"))))
            #expect(session.shownScreen == .allCircles(ListScreen(rows: Array(Self.names.dropFirst()))))
            #expect(try await other.allCircles().map(\.name) == Array(Self.names.dropFirst()))
            await session.finish()
        }
    }

    @Test(
        "A resumed form stays kept when a deletion the list made, held until the form was open, goes through",
        arguments: ListVersion.allCases)
    func resumedFormKeptWhenListDeletes(version: ListVersion) async throws {
        try await Self.withStore { storeFile, forms in
            let session = try await Self.sessionAfterQuitting(
                with: ["edit 1", "name Changed"], version, on: storeFile, forms: forms)

            for line in ["hold", "delete 1", "yes", "resume", "release"] { _ = await session.handle(line) }
            // The session settles the form on top; the list's deletion is waited for here, so that it goes through.
            await session.list.settle()
            await session.finish()

            #expect(forms.waitingCount == 1)
            let kept = try SavedForm.decode(try #require(try forms.file(1).file.contents()))
            #expect(String(decoding: kept.state, as: UTF8.self).contains("Changed"))
            #expect(
                try await JSONFileCirclesRepository(fileURL: storeFile).allCircles().map(\.name) == [
                    "Book club", "Running buddies", "Climbing crew",
                ])
        }
    }

    @Test(
        "A resumed form's save applies to the circle as the form showed it, though a held refresh of the list read a later version meanwhile",
        arguments: ListVersion.allCases)
    func formSaveAfterListRefreshedUnderIt(version: ListVersion) async throws {
        try await Self.withStore { storeFile, forms in
            let session = try await Self.sessionAfterQuitting(
                with: ["edit 1", "name Changed"], version, on: storeFile, forms: forms)
            for line in ["hold", "refresh", "resume"] { _ = await session.handle(line) }
            let other = JSONFileCirclesRepository(fileURL: storeFile)
            _ = try await other.editCircle("sample-1", with: .init(circleName: "Kin"))

            for line in ["release", "save"] { _ = await session.handle(line) }

            #expect(try await other.allCircles().map(\.name) == ["Kin"] + Self.names.dropFirst())
            await session.finish()
        }
    }

    @Test(
        "A circle deleted through a resumed form leaves the list at once; the row after it opens its own circle",
        arguments: ListVersion.allCases)
    func resumedFormDeletionLeavesTheList(version: ListVersion) async throws {
        try await Self.withStore { storeFile, forms in
            let session = try await Self.sessionAfterQuitting(
                with: ["edit 2", "name Changed"], version, on: storeFile, forms: forms)

            for line in ["resume", "delete", "yes"] { _ = await session.handle(line) }
            let left = session.shownScreen
            _ = await session.handle("open 2")

            #expect(left == .allCircles(ListScreen(rows: ["Family", "Running buddies", "Climbing crew"])))
            #expect(
                session.shownScreen
                    == .circleFeed(
                        CircleConfigModel(
                            id: "sample-3", name: "Running buddies", coverPhoto: "https://example.com/running.jpg")))
            await session.finish()
            #expect(forms.waitingCount == 0)
        }
    }

    /// Runs `body` with a store file of the sample circles in a new folder, and its saved forms.
    private static func withStore(_ body: (URL, SavedForms) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            let storeFile = folder.appending(component: "circles.json")
            try await JSONFileCirclesRepository(fileURL: storeFile).validate()
            try await body(storeFile, SavedForms(storePath: FileSystemPath(storeFile.filePath)))
        }
    }

    /// A session of the final form beside the list's `version`, wired as `circles --store` wires it.
    private static func session(_ version: ListVersion, on storeFile: URL, forms: SavedForms) -> CirclesSession {
        let store = JSONFileCirclesRepository(fileURL: storeFile)
        return CirclesSession.wired(
            architecture: .mvi, listVersion: version, store: store, storeFile: forms.storePath,
            noteOpenedCircle: { store.noteOpened($0, by: .form) }, output: ConsoleOutput(write: { _ in }, style: .plain)
        )
    }

    /// A started session of the list's `version`, after one that typed `lines` quit with the form open, kept.
    private static func sessionAfterQuitting(
        with lines: [String], _ version: ListVersion, on storeFile: URL, forms: SavedForms
    ) async throws -> CirclesSession {
        let quitting = session(.mvi, on: storeFile, forms: forms)
        await quitting.start()
        for line in lines { _ = await quitting.handle(line) }
        await quitting.finish()
        try #require(forms.waitingCount == 1)
        let session = session(version, on: storeFile, forms: forms)
        await session.start()
        return session
    }
}
