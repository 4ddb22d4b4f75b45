import CirclesConsole
import CirclesDomain
import CirclesMVI
import CirclesMVP
import List1TranslateContract
import List2ProcessingInBackground
import List4RefactorView
import MviMigrationTesting

/// Every version of the list the characterisation runs against, in the migration's order.
///
/// In a migration of your own, this list starts with the legacy list alone,
/// and each step adds the version it makes; the tests do not change. The list
/// merges steps 3 and 4, and 5 and 6, so it has five versions to the form's
/// eight; each is a `CircleListScreen`, the seam.
enum Version: String, ScreenVersion {
    /// The legacy presenter behind the console's view: `circles --list mvp`.
    case mvp
    /// Each migration step, as `--list` names it.
    case step1, step2, step4
    /// The final MVI version.
    case mvi

    /// The version the golden transcripts are recorded from: the code as it was before anything moved.
    static let reference = Version.mvp

    /// Opens this version's list over `repository`, reporting where it goes to `navigator`.
    @MainActor
    func makeScreen(repository: any CirclesRepository, navigator: any ListNavigator) -> any CircleListScreen {
        switch self {
        case .mvp: CirclesMVP.CirclesListScreen(repository: repository, navigator: navigator)
        case .step1: List1TranslateContract.CirclesListScreen(repository: repository, navigator: navigator)
        case .step2: List2ProcessingInBackground.CirclesListScreen(repository: repository, navigator: navigator)
        case .step4: List4RefactorView.CirclesListScreen(repository: repository, navigator: navigator)
        case .mvi: CirclesMVI.CirclesListScreen(repository: repository, navigator: navigator)
        }
    }
}
