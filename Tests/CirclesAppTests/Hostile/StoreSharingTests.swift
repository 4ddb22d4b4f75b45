import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One store used by several `circles` processes at once: the lock keeps their writes apart whatever is deleted
/// beside the store, every unfinished form is kept, and an edit never silently overwrites another session's.
///
/// Each test drives real processes and waits for what they print before the next step, never for a time.
@Suite("circles: one store, several sessions")
struct StoreSharingTests {
    private static let store = HostileCase.sampleStore()

    private static func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// Runs `body` with the built command and a store holding the sample circles, alone in a folder of its own.
    private static func withSampleStore(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (CirclesExecutable, URL) async throws -> Void
    ) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try Data(Self.store.utf8).write(to: store)
            try await body(circles, store)
        }
    }

    @Test("While one process holds the store's lock, deleting the lock files of old versions lets no writer in")
    func lockHolderKeepsWritersOut() async throws {
        try await Self.withSampleStore { circles, store in
            let folder = store.deletingLastPathComponent()
            try Data().write(to: folder.appending(component: "circles.json.lock"))
            let holder = try #require(HeldLock(store.filePath))

            try FileManager.default.removeItem(at: folder.appending(component: "circles.json.lock"))
            let refused = await circles.run(
                ["--store", store.filePath], input: Data("new\nname Hikers\nsave\nok\nback\nyes\nquit\n".utf8))
            let held = Self.store.replacingOccurrences(of: #""name": "Book club""#, with: #""name": "Held""#)
            try Data(held.utf8).write(to: store)
            holder.release()
            let saved = await circles.run(
                ["--store", store.filePath], input: Data("new\nname Hikers\nsave\nquit\n".utf8))

            #expect(
                refused.output.contains(
                    "> save\nThe store \(store.filePath) is locked by another process;"
                        + " nothing was changed, try again once it has finished.\n"))
            #expect(saved.status == 0)
            let text = try Self.contents(store)
            #expect(text.contains(#""name" : "Held""#) && text.contains(#""name" : "Hikers""#))
        }
    }

    @Test("Two sessions that quit with a form each keep both, and the next start offers both, one at a time")
    func twoSessionsKeepTwoForms() async throws {
        try await Self.withSampleStore { circles, store in
            let first = try RunningCircles(circles, ["--store", store.filePath])
            let second = try RunningCircles(circles, ["--store", store.filePath])
            first.type("new\nname Alpha\n")
            second.type("new\nname Beta\n")
            #expect(await first.waitForOutput(containing: "  Name   Alpha\n"))
            #expect(await second.waitForOutput(containing: "  Name   Beta\n"))

            first.type("quit\n")
            let firstOutcome = await first.outcome()
            second.type("quit\n")
            let secondOutcome = await second.outcome()
            let next = await circles.run(["--store", store.filePath], input: Data("discard\nresume\nquit\n".utf8))

            #expect(
                firstOutcome.output.hasSuffix(
                    "The unfinished form was saved in \(store.filePath).form.json; the next start offers it back.\n"))
            #expect(
                secondOutcome.output.hasSuffix(
                    "The unfinished form was saved in \(store.filePath).form-2.json;"
                        + " the next start offers it back, along with 1 other waiting.\n"))
            #expect(
                next.output.contains(
                    "When the demo last quit, 2 forms were left unfinished, offered one at a time;"
                        + #" a new circle was being made (name "Alpha"): type resume to go on with it, or discard to"#
                        + " drop it.\n> discard\nThe saved form was discarded.\nAnother form waits: a new circle was"
                        + #" being made (name "Beta"): type resume to go on with it, or discard to drop it."#
                        + "\n> resume\nThe form is back as it was when the demo quit.\n[ New circle ]\n  Name   Beta\n")
            )
        }
    }

    @Test("A session saving the form it resumed removes that form only, not one another session saved meanwhile")
    func resumedFormLeavesOthers() async throws {
        try await Self.withSampleStore { circles, store in
            _ = await circles.run(["--store", store.filePath], input: Data("new\nname First\nquit\n".utf8))
            let resuming = try RunningCircles(circles, ["--store", store.filePath])
            resuming.type("resume\n")
            #expect(await resuming.waitForOutput(containing: "The form is back as it was when the demo quit."))

            let other = await circles.run(["--store", store.filePath], input: Data("new\nname Other\nquit\n".utf8))
            resuming.type("save\n")
            #expect(await resuming.waitForOutput(containing: "[ First is ready ]"))
            resuming.type("quit\n")
            _ = await resuming.outcome()
            let next = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))

            #expect(other.output.contains("saved in \(store.filePath).form.json;"))
            #expect(try Self.contents(URL(fileURLWithPath: store.filePath + ".form.json")).contains("Other"))
            #expect(
                next.output.contains(
                    #"When the demo last quit, a new circle was being made (name "Other"): type resume"#))
            #expect(!next.output.contains(#"(name "First")"#))
        }
    }

    @Test(
        "Of two sessions started one after the other, only the first is offered the form; both saving make one circle")
    func formOfferedToOneSession() async throws {
        try await Self.withSampleStore { circles, store in
            _ = await circles.run(["--store", store.filePath], input: Data("new\nname Shared\nquit\n".utf8))
            let first = try RunningCircles(circles, ["--store", store.filePath])
            #expect(await first.waitForOutput(containing: "type resume to go on with it"))
            let second = try RunningCircles(circles, ["--store", store.filePath])

            second.type("resume\nsave\n")
            #expect(await second.waitForOutput(containing: "> save\n"))
            first.type("resume\nsave\n")
            #expect(await first.waitForOutput(containing: "[ Shared is ready ]"))
            second.type("quit\n")
            first.type("quit\n")
            let outcomes = [await second.outcome(), await first.outcome()]

            #expect(outcomes.map(\.status) == [0, 0])
            #expect(outcomes[0].output.contains("> resume\nThere is no saved form to resume.\n"))
            #expect(!outcomes[0].output.contains("When the demo last quit"))
            #expect(try Self.contents(store).components(separatedBy: #""name" : "Shared""#).count == 2)
        }
    }

    @Test("A process holding the store's lock, even shared, keeps no unfinished form from being kept at quit")
    func heldLockKeepsForms() async throws {
        try await Self.withSampleStore { circles, store in
            let holder = try #require(HeldLock(store.filePath, shared: true))
            defer { holder.release() }

            let outcome = await circles.run(
                ["--store", store.filePath], input: Data("new\nname RootsWork\nquit\n".utf8))

            #expect(outcome.status == 0)
            #expect(
                outcome.output.hasSuffix(
                    "The unfinished form was saved in \(store.filePath).form.json; the next start offers it back.\n"))
        }
    }

    @Test("A form that cannot be kept at quit, every place for one being taken, is named as lost, and the status is 1")
    func formLostAtQuit() async throws {
        try await Self.withSampleStore { circles, store in
            let folder = store.deletingLastPathComponent()
            for number in 1...20 {
                let name = number == 1 ? "circles.json.form.json" : "circles.json.form-\(number).json"
                try Data(HostileCase.savedForm(architecture: "step4").utf8).write(to: folder.appending(component: name))
            }

            let outcome = await circles.run(["--store", store.filePath], input: Data("new\nname Hikers\nquit\n".utf8))

            #expect(outcome.status == 1)
            #expect(
                outcome.output.hasSuffix(
                    "> quit\nThe unfinished form could not be saved: 20 unfinished forms already wait beside the store;"
                        + #" resume or discard one first. What it held (name "Hikers") is lost.\#n"#))
        }
    }

    @Test(
        "An edit saved over another session's change or deletion of the circle is refused, saying which",
        arguments: ["edit\nname Kin\nsave\n", "edit\ndelete\nyes\n"])
    func editAfterAnotherSession(otherSession: String) async throws {
        try await Self.withSampleStore { circles, store in
            let editing = try RunningCircles(circles, ["--store", store.filePath])
            editing.type("open 1\nedit\nname Clan\n")
            #expect(await editing.waitForOutput(containing: "  Name   Clan\n"))

            let other = await circles.run(
                ["--store", store.filePath], input: Data("open 1\n\(otherSession)quit\n".utf8))
            editing.type("save\n")
            let said =
                otherSession.contains("delete") ? "was deleted by another process" : "was changed by another process"
            #expect(await editing.waitForOutput(containing: said))
            editing.type("ok\nback\nyes\nquit\n")
            let outcome = await editing.outcome()

            #expect(other.status == 0)
            try Self.expectRefused(outcome.output, after: otherSession, in: store)
        }
    }

    @Test(
        "A form resumed after a restart and saved over a change or deletion made meanwhile is refused, saying which",
        arguments: ["edit\nname Kin\nsave\n", "edit\ndelete\nyes\n"])
    func resumedEditAfterAnotherSession(otherSession: String) async throws {
        try await Self.withSampleStore { circles, store in
            let quitting = await circles.run(
                ["--store", store.filePath], input: Data("open 1\nedit\nname Clan\nquit\n".utf8))

            let other = await circles.run(
                ["--store", store.filePath], input: Data("open 1\n\(otherSession)quit\n".utf8))
            let resumed = await circles.run(
                ["--store", store.filePath], input: Data("resume\nsave\nok\nback\nyes\nquit\n".utf8))

            #expect(quitting.output.contains("The unfinished form was saved in"))
            #expect(other.status == 0)
            #expect(resumed.output.contains("> resume\nThe form is back as it was when the demo quit.\n"))
            try Self.expectRefused(resumed.output, after: otherSession, in: store)
        }
    }

    /// Checks that `save`, on a form renaming "Family" to "Clan", was refused once `otherSession` had renamed
    /// the circle "Kin" or deleted it, saying which, and that the store keeps what the other session did.
    private static func expectRefused(_ output: String, after otherSession: String, in store: URL) throws {
        let isDeleted = otherSession.contains("delete")
        let sentence =
            isDeleted
            ? #"> save\#nThe circle "Family" was deleted by another process using \#(store.filePath) since it"#
                + " was shown here; nothing was changed.\n"
            : #"> save\#nThe circle "Family" was changed by another process using \#(store.filePath) since it"#
                + #" was shown here (it is now "Kin"); nothing was changed: open it again, or refresh the list, to see it as it is now.\#n"#
        #expect(output.contains(sentence), "\(output)")
        let text = try contents(store)
        #expect(!text.contains("Clan"))
        #expect(text.contains("Kin") == !isDeleted)
    }
}
