import Foundation
import MviKitTesting

/// A file of expected output kept in the repository, such as a screenshot or a transcript.
///
/// Checking compares bytes, so a trailing space or a colour code counts, and a
/// difference is told as the first line that differs (``LineDiff``). With
/// `RECORD_GOLDEN_FILES=1` in the environment the file is rewritten with the
/// actual output instead, and the verdict is ``Verdict/recorded(path:)``, which
/// ``check(_:fileID:filePath:line:column:)`` fails: a recording run never passes.
public struct GoldenFile: Sendable {
    /// The environment variable that turns checking into recording.
    public static let recordingVariable = "RECORD_GOLDEN_FILES"

    /// Whether this test run was asked to record rather than check.
    public static var isRecordingRequested: Bool {
        ProcessInfo.processInfo.environment[recordingVariable] == "1"
    }

    /// What a check found.
    public enum Verdict: Equatable, Sendable, CustomStringConvertible {
        /// The output is the file, byte for byte.
        case matches
        /// The file was (re)written with the output, as asked.
        case recorded(path: String)
        /// There is no such file yet.
        case missing(path: String)
        /// The output differs from the file; `diff` is `nil` when only invalid UTF-8 differs.
        case differs(path: String, diff: LineDiff?)
        /// Recording was asked for but the file could not be written.
        case unwritable(path: String, reason: String)

        /// A one-word verdict, for the expectation line of a failure.
        public var description: String {
            switch self {
            case .matches: "matches"
            case .recorded: "recorded"
            case .missing: "missing"
            case .differs: "differs"
            case .unwritable: "unwritable"
            }
        }

        /// The whole story, for the comment under a failure: what happened and what to do next.
        public var report: String {
            let rerun = "run the tests again with \(GoldenFile.recordingVariable)=1 to record it"
            switch self {
            case .matches: return "The output matches its golden file."
            case .recorded(let path):
                return "Recorded \(path); run the tests again without \(GoldenFile.recordingVariable) to check it."
            case .missing(let path): return "There is no golden file at \(path); \(rerun)."
            case .differs(let path, let diff):
                let detail = diff.map(\.description) ?? "The bytes differ, though both read the same as text."
                return "The output differs from \(path):\n\(detail)\nIf the change is intended, \(rerun)."
            case .unwritable(let path, let reason): return "Could not record \(path): \(reason)"
            }
        }
    }

    /// Where the file is.
    public let url: URL
    /// Whether ``verify(_:)`` writes the file instead of reading it.
    public let isRecording: Bool

    /// A golden file at `url`, recording when the environment asks for it.
    public init(url: URL, isRecording: Bool = GoldenFile.isRecordingRequested) {
        self.url = url
        self.isRecording = isRecording
    }

    /// Checks `actual` against the file, or records it there.
    public func verify(_ actual: String) -> Verdict {
        let path = url.path(percentEncoded: false)
        let actualBytes = Data(actual.utf8)
        if isRecording {
            do {
                try actualBytes.write(to: url, options: .atomic)
                return .recorded(path: path)
            } catch {
                return .unwritable(path: path, reason: "\(error)")
            }
        }
        guard let expectedBytes = try? Data(contentsOf: url) else { return .missing(path: path) }
        guard expectedBytes != actualBytes else { return .matches }
        return .differs(
            path: path, diff: LineDiff(expected: String(decoding: expectedBytes, as: UTF8.self), actual: actual))
    }

    /// Checks `actual` against the file, or records it there, and fails the running test,
    /// Swift Testing's or XCTest's, with the verdict's ``Verdict/report`` unless it matches.
    public func check(
        _ actual: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let verdict = verify(actual)
        guard verdict != .matches else { return }
        FailureLocation(fileID, filePath, line, column).report(verdict.report)
    }
}
