import XCTest

/// The XCTest test case running now, as XCTest's observation center tells it, so that a test
/// handle made anywhere in a test, a property set in `setUp` included, can check itself when
/// that test case tears down rather than when XCTest lets the test case go, after every test.
///
/// XCTest calls its observers on the main thread, where tests make their handles: the one
/// property is read and written on one thread, which is why it needs no lock.
final class RunningXCTest: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = RunningXCTest()

    /// The test case between its start and its end, `nil` outside XCTest tests.
    private(set) var testCase: XCTestCase?

    func testCaseWillStart(_ testCase: XCTestCase) {
        self.testCase = testCase
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        self.testCase = nil
    }
}

// Registered as the test binary loads, so that the first test case is seen starting too: the
// address of a function put in the section the dynamic loader runs before `main`.
#if canImport(Darwin)
    @used @section("__DATA,__mod_init_func")
    let registerRunningXCTest: @convention(c) () -> Void = {
        XCTestObservationCenter.shared.addTestObserver(RunningXCTest.shared)
    }
#else
    @used @section(".init_array")
    let registerRunningXCTest: @convention(c) () -> Void = {
        XCTestObservationCenter.shared.addTestObserver(RunningXCTest.shared)
    }
#endif
