import XCTest

/// An XCTest case that, while ``keptFailures`` is set, keeps its failures there rather than
/// failing, so that a test of the DSL can check what the DSL reported, and where.
class FailureKeepingTestCase: XCTestCase {
    /// The failures kept, with their lines; `nil` while failures fail the test as usual.
    var keptFailures: [(description: String, line: Int)]?

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            guard keptFailures != nil else { return super.record(issue) }
            keptFailures?.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            guard keptFailures != nil else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            keptFailures?.append((description, lineNumber))
        }
    #endif
}
