import CirclesConsole
import CirclesMVI
import CirclesMVP
import CirclesTestSupport
import MviMigrationTesting
import Step1TranslateContract
import Step2ProcessingInBackground
import Step3TranslateViewInteractions
import Step4RefactorView
import Step5SingleSourceOfTruth
import Step6ViewModel

/// Every version of the screen the characterisation runs against, in the migration's order.
///
/// In a migration of your own, this list starts with the legacy screen alone,
/// and each step adds the version it makes; the tests do not change. The
/// first two are the same legacy presenter behind two views: the UIKit-style
/// view controller, reached through ``ViewControllerSeam``, and the console
/// view the demo runs; every later version is a `CircleFormScreen` already.
enum Version: String, ScreenVersion {
    /// The legacy presenter behind a UIKit-style view controller.
    case viewController
    /// The legacy presenter behind the console's view: `circles --arch mvp`.
    case mvp
    /// Each migration step, as `--arch` names it.
    case step1, step2, step3, step4, step5, step6
    /// The final MVI version.
    case mvi

    /// The version the golden transcripts are recorded from: the code as it was before anything moved.
    static let reference = Version.viewController

    /// Opens this version's screen as `launch` says, over `repository`.
    @MainActor
    func makeScreen(launch: FormLaunch, repository: FakeCirclesRepository, navigator: any FormNavigator)
        -> any CircleFormScreen
    {
        let dependencies = CircleFormDependencies(repository: repository)
        return switch self {
        case .viewController:
            ViewControllerSeam(launch: launch, repository: repository, navigator: navigator)
        case .mvp:
            CirclesMVP.CreateOrEditCircleScreen(launch: launch, dependencies: dependencies, navigator: navigator)
        case .step1:
            Step1TranslateContract.CreateOrEditCircleScreen(
                launch: launch, dependencies: dependencies, navigator: navigator)
        case .step2:
            Step2ProcessingInBackground.CreateOrEditCircleScreen(
                launch: launch, dependencies: dependencies, navigator: navigator)
        case .step3:
            Step3TranslateViewInteractions.CreateOrEditCircleScreen(
                launch: launch, dependencies: dependencies, navigator: navigator)
        case .step4:
            Step4RefactorView.CreateOrEditCircleScreen(launch: launch, dependencies: dependencies, navigator: navigator)
        case .step5:
            Step5SingleSourceOfTruth.CreateOrEditCircleScreen(
                launch: launch, dependencies: dependencies, navigator: navigator)
        case .step6:
            Step6ViewModel.CreateOrEditCircleScreen(launch: launch, dependencies: dependencies, navigator: navigator)
        case .mvi:
            CirclesMVI.CreateOrEditCircleScreen(launch: launch, dependencies: dependencies, navigator: navigator)
        }
    }
}
