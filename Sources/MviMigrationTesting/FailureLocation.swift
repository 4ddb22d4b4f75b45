import Testing
import XCTest

/// Where a test wrote a call, to report a failure there: as an issue of the running
/// Swift Testing test, or else as an XCTest failure.
///
/// Which of the two runs is read from the task that reports, so a failure found in a
/// task the test started (a fake's call held too long) reaches the test that started it.
struct FailureLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(_ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        (self.fileID, self.filePath, self.line, self.column) = (fileID, filePath, line, column)
    }

    /// Fails the running test with `message`, at this location.
    func report(_ message: String) {
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
