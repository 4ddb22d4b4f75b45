import XCTest

/// One spec over every version in XCTest, written so that Linux runs it.
///
/// A base class of tests with a subclass per version runs every test per version on macOS,
/// where XCTest finds inherited test methods at run time; on Linux only the methods a class
/// declares itself are found, so the subclasses run nothing, and say nothing. A `final`
/// class whose each test loops over the versions, naming the version in every assertion,
/// runs the same on both; with Swift Testing, `@Test(arguments:)` does it for you.
final class XCTestSpecTests: XCTestCase {
    @MainActor
    func testRenamingShowsTheNewTitleOnceSaved() async {
        for version in RenameVersion.allCases {
            let store = TitleStore()
            let screen = version.makeScreen(store: store)

            screen.rename(to: "Emma")
            await screen.settle()

            XCTAssertEqual(screen.title, "Emma", "\(version)")
            XCTAssertEqual(store.saved, ["Emma"], "\(version)")
        }
    }
}
