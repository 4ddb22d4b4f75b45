import CirclesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built command ended by a signal while a form is open: SIGINT, SIGTERM,
/// SIGHUP and SIGQUIT save the unfinished form as `quit` does and leave no
/// temporary file; a resumed form's saved copy survives even SIGKILL until
/// the form is saved or closed.
///
/// Each test waits for the screen it needs to appear before it signals, so
/// nothing depends on timing.
@Suite("circles: ending signals")
struct EndingSignalTests {
    @Test(
        "5. SIGINT, SIGTERM, SIGHUP and SIGQUIT end as quit does: form saved, no crash report, no temporary file",
        arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func signalSavesForm(number: Int32) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            let running = try RunningCircles(circles, ["--store", store.filePath])
            running.type("new\nname Hikers\n")
            #expect(await running.waitForOutput(containing: "  Name   Hikers\n"))

            running.send(number)
            let outcome = await running.outcome()

            #expect(outcome.status == 128 + number)
            #expect(outcome.errorOutput == "")
            #expect(
                outcome.output.hasSuffix(
                    "The unfinished form was saved in \(store.filePath).form.json; the next start offers it back.\n"))
            let form = try String(
                decoding: Data(contentsOf: folder.appending(component: "circles.json.form.json")), as: UTF8.self)
            #expect(form.contains(#""circleName" : "Hikers""#))
            #expect(
                try contentsOfFolder(folder)
                    == ["circles.json", "circles.json.form.json"])
        }
    }

    @Test(
        "A signal while a large store is first read ends the demo as quit does, not waiting for the read",
        .enabled(if: FileAccessWatch("/") != nil, "needs inotify"),
        arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func signalDuringFirstLoad(number: Int32) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            try ListPagingTests.store(circles: 30_000).write(to: store)
            let watch = try #require(FileAccessWatch(store.filePath))
            // Without the runtime's crash reporter, a signal the demo failed to catch ends it at once,
            // rather than leaving a SIGQUIT report to hang until the hang guard kills it.
            let running = try RunningCircles(
                circles, ["--store", store.filePath], environment: ["SWIFT_BACKTRACE": "enable=no"])
            #expect(await watch.accessed())

            running.send(number)
            let outcome = await running.outcome()

            #expect(outcome.status == 128 + number)
            #expect(outcome.errorOutput == "")
            #expect(try contentsOfFolder(folder) == ["circles.json"])
        }
    }

    @Test(
        "5. A resumed form's saved copy is kept until the form is saved or closed: after SIGKILL, it is offered again")
    func resumeKeepsCopy() async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            let form = folder.appending(component: "circles.json.form.json")
            _ = await circles.run(["--store", store.filePath], input: Data("new\nname Hikers\nquit\n".utf8))
            let saved = try Data(contentsOf: form)
            let running = try RunningCircles(circles, ["--store", store.filePath])
            running.type("resume\n")
            #expect(await running.waitForOutput(containing: "The form is back as it was when the demo quit."))

            running.send(SIGKILL)
            _ = await running.outcome()
            let next = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))

            #expect(
                next.output.contains(
                    #"When the demo last quit, a new circle was being made (name "Hikers"): type resume to go on"#))
            #expect(try Data(contentsOf: form) == saved)
        }
    }

    @Test(
        "5. The saved copy of a resumed form goes once the form is saved or closed",
        arguments: ["save\n", "back\nyes\n"])
    func resumedCopyGoes(leaving: String) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: "circles.json")
            let form = folder.appending(component: "circles.json.form.json")
            _ = await circles.run(["--store", store.filePath], input: Data("new\nname Hikers\nquit\n".utf8))

            let outcome = await circles.run(["--store", store.filePath], input: Data("resume\n\(leaving)quit\n".utf8))

            #expect(outcome.status == 0)
            #expect(!FileManager.default.fileExists(atPath: form.filePath))
        }
    }
}
