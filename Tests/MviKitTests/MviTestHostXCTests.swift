import MviKitTesting
import XCTest

/// The test DSL from XCTest, as most iOS teams' suites are written: the talk's
/// test as an `XCTestCase`, and failures reported as XCTest failures at their line.
final class MviTestHostXCTests: XCTestCase {
    private let initialState = DeleteCircleState(mode: .edit, editedCircleId: "fake-circle")
    /// While set, failures are kept here rather than failing this test, so it can check them.
    private var keptFailures: [(description: String, line: Int)]?

    @MainActor
    func testDeleteSucceeds() async {
        let presenter = DeleteCircleHost(deleteCircle: { _ in })
        let testPresenter = presenter.test(initialState)

        await testPresenter.testIntent {
            $0.onDeleteCircleConfirmed()
        }

        testPresenter.assert {
            states({ $0.withCommittingChanges(true) })
            postedSideEffects(.openAggregatedFeed)
        }
    }

    @MainActor
    func testWrongAssertFailsAtItsLine() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)
        await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }

        keptFailures = []
        testPresenter.assert {
            postedSideEffects(.openAggregatedFeed)
        }
        let line = #line - 3
        let failures = keptFailures ?? []
        keptFailures = nil

        XCTAssertEqual(failures.map(\.line), [line, line])
        XCTAssertEqual(failures.count, 2)
        XCTAssert(failures.first?.description.contains("Wrong entry 1 of the timeline.") == true)
        XCTAssert(failures.last?.description.contains("Unexpected entry 2 of the timeline") == true)
    }

    @MainActor
    func testUnassertedEntriesFailAtTheEndOfTheTest() async {
        keptFailures = []
        let line = #line + 2
        do {
            let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)
            await testPresenter.testIntent { $0.onDeleteCircleConfirmed() }
        }
        let failures = keptFailures ?? []
        keptFailures = nil

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssert(failures.first?.description.contains("Recorded but never asserted:") == true)
    }

    @MainActor
    func testAssertWhileAnIntentRunsFails() async {
        let testPresenter = DeleteCircleHost(deleteCircle: { _ in }).test(initialState)

        keptFailures = []
        testPresenter.host.onDeleteCircleConfirmed()
        testPresenter.assert {}
        let failures = keptFailures ?? []
        keptFailures = nil
        await testPresenter.host.container.idle()
        testPresenter.skipRemaining()

        XCTAssertEqual(failures.count, 1)
        XCTAssert(failures.first?.description.contains("Asserted while ") == true)
    }

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

/// A test handle kept in a property set in `setUp`, as XCTest suites often keep one. XCTest
/// keeps a test case until every test has run, so the handle never goes away during its test:
/// it must check itself when the test case tears down.
final class MviTestHostSetUpXCTests: XCTestCase {
    private var testPresenter: MviTestHost<DeleteCircleHost>?
    /// The DSL's failures, kept from the start of the test until `tearDown` reads them.
    private var keptFailures: [String]?

    @MainActor
    override func setUp() async throws {
        keptFailures = []
        testPresenter = DeleteCircleHost(deleteCircle: { _ in })
            .test(DeleteCircleState(mode: .edit, editedCircleId: "fake-circle"))
    }

    @MainActor
    func testEntriesNeverAssertedFailWhenTheTestTearsDown() async {
        await testPresenter?.testIntent { $0.onDeleteCircleConfirmed() }
    }

    // Runs after the test's teardown blocks, where the handle checks itself.
    override func tearDown() {
        let failures = keptFailures ?? []
        keptFailures = nil
        XCTAssertEqual(failures.count, 1)
        XCTAssert(failures.first?.contains("Recorded but never asserted:") == true, "\(failures)")
    }

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            guard keptFailures != nil else { return super.record(issue) }
            keptFailures?.append(issue.compactDescription)
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            guard keptFailures != nil else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            keptFailures?.append(description)
        }
    #endif
}
