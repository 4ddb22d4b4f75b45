import Foundation
import MviKitTesting

/// A whole session as the user saw it, to compare with a golden file: the screen as it
/// opened, then each input and the screen it left.
///
/// ```text
/// (the screen as it opened)
/// > save
/// (the screen after save)
/// ```
///
/// Given the view that draws the screen, it also catches a view that went away in the
/// middle of a test: a `let (screen, _) = makeScreen()` drops the view at once, and its
/// subscription with it, so nothing after is drawn and the test sees a screen that never
/// changes. The next ``record(_:then:fileID:filePath:line:column:)`` fails the test saying so.
public struct SessionTranscript {
    /// The session so far; each screen ends with a new line, as a renderer draws it.
    public private(set) var text: String
    private weak var view: AnyObject?
    private var isViewWatched: Bool

    /// A session that starts with `screen`, drawn by `view` when given; the transcript does not keep `view` alive.
    public init(opening screen: String, drawnBy view: AnyObject? = nil) {
        text = screen
        self.view = view
        isViewWatched = view != nil
    }

    /// Adds `input`, as `> input`, then `screen`, what the user sees after it.
    ///
    /// Fails the running test once if the view given at the start is gone.
    public mutating func record(
        _ input: String, then screen: String, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        if isViewWatched, view == nil {
            isViewWatched = false
            FailureLocation(fileID, filePath, line, column).report(
                "The view that draws this session is gone before \"\(input)\": it went with its last reference "
                    + "(a `let (screen, _) = ...` drops it at once), and its subscription with it, so nothing "
                    + "after this is drawn. Keep the view in a constant for the whole test.")
        }
        text += "> \(input)\n" + screen
    }

    /// Compares the session with the golden file `Transcripts/NAME.transcript` beside the test
    /// file, line by line, failing the running test on the first difference.
    ///
    /// Asked to record (``GoldenFile/recordingVariable``), only the `reference` version's run
    /// rewrites the file, so that the versions, run in parallel, do not write it at once; the
    /// other versions are checked against what it records.
    public func check<Version: ScreenVersion>(
        against name: String, recordedBy version: Version, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let url = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
            .appending(components: "Transcripts", "\(name).transcript")
        let isRecording = GoldenFile.isRecordingRequested && version == .reference
        GoldenFile(url: url, isRecording: isRecording).check(
            text, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
