import CirclesConsole
import CirclesMVI
import CirclesTestSupport
import Testing

/// Every version of the screen the characterisation runs against.
///
/// In a migration of your own, this list starts with the legacy screen alone,
/// and each step adds the version it makes; the tests do not change. Here the
/// second entry is this codebase's final MVI screen, to show that the seam
/// makes a UIKit-style controller and an MVI screen interchangeable.
enum Version: String, CaseIterable, CustomTestStringConvertible {
    /// The legacy view controller and its MVP presenter, through ``ViewControllerSeam``.
    case viewController
    /// `CirclesMVI`'s screen, which is a `CircleFormScreen` already.
    case mvi

    /// The version the golden transcripts are recorded from: the code as it was before anything moved.
    static let reference = Version.viewController

    /// Opens this version's "new circle" screen over `repository`.
    @MainActor
    func makeScreen(repository: FakeCirclesRepository, navigator: any FormNavigator) -> any CircleFormScreen {
        switch self {
        case .viewController:
            ViewControllerSeam(repository: repository, navigator: navigator)
        case .mvi:
            CreateOrEditCircleScreen(
                launch: .create, dependencies: CircleFormDependencies(repository: repository), navigator: navigator)
        }
    }

    var testDescription: String { rawValue }
}
