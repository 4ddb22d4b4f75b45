import MviKitTesting
import XCTest

/// The test DSL from XCTest, as most iOS teams' suites are written: the talk's
/// test as an `XCTestCase`, and failures reported as XCTest failures at their line.
final class MviTestHostXCTests: FailureKeepingTestCase {
    private let initialState = DeleteCircleState(mode: .edit, editedCircleId: "fake-circle")

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

}

/// A test handle kept in a property set in `setUp`, as XCTest suites often keep one. XCTest
/// keeps a test case until every test has run, so the handle never goes away during its test:
/// it must check itself when the test case tears down.
final class MviTestHostSetUpXCTests: FailureKeepingTestCase {
    private var testPresenter: MviTestHost<DeleteCircleHost>?

    /// The DSL's failures are kept from the start of the test until `tearDown` reads them.
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
        XCTAssert(failures.first?.description.contains("Recorded but never asserted:") == true, "\(failures)")
    }

}
