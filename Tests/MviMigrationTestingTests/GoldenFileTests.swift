import Foundation
import MviMigrationTesting
import Testing

/// The golden-file check every screenshot and transcript test relies on, in a folder of its own.
@Suite("GoldenFile")
struct GoldenFileTests {
    @Test("Checking passes on the same bytes and fails, with a line diff, on others")
    func checking() throws {
        try withGoldenFile(containing: "one\ntwo\n") { golden in
            #expect(golden.verify("one\ntwo\n") == .matches)
            #expect(
                golden.verify("one\n2\n")
                    == .differs(
                        path: golden.url.path(percentEncoded: false),
                        diff: LineDiff(expected: "one\ntwo\n", actual: "one\n2\n")))
        }
    }

    @Test("A missing file fails and says how to record it")
    func missing() throws {
        let golden = GoldenFile(url: URL(fileURLWithPath: "/nonexistent/circles/missing.txt"), isRecording: false)

        let verdict = golden.verify("anything")

        #expect(verdict == .missing(path: "/nonexistent/circles/missing.txt"))
        #expect(verdict.report.contains("RECORD_GOLDEN_FILES=1"))
    }

    @Test("Recording writes the file and still fails, so a recording run never passes")
    func recording() throws {
        try withGoldenFile(containing: "old\n") { checking in
            let recording = GoldenFile(url: checking.url, isRecording: true)

            let verdict = recording.verify("new\n")

            #expect(verdict == .recorded(path: checking.url.path(percentEncoded: false)))
            #expect(verdict != .matches)
            #expect(checking.verify("new\n") == .matches)
        }
    }

    /// Runs `body` with a checking golden file holding `text`, in a folder removed afterwards.
    private func withGoldenFile(containing text: String, _ body: (GoldenFile) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appending(component: "circles-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(component: "golden.txt")
        try Data(text.utf8).write(to: url)
        try body(GoldenFile(url: url, isRecording: false))
    }
}
