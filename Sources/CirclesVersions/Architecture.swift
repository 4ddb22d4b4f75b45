import CirclesConsole
import CirclesMVI
import CirclesMVP
import Step1TranslateContract
import Step2ProcessingInBackground
import Step3TranslateViewInteractions
import Step4RefactorView
import Step5SingleSourceOfTruth
import Step6ViewModel

/// Which version of the create / edit circle screen the demo runs (`--arch`).
public enum Architecture: String, CaseIterable, Sendable {
    /// Step 0, the legacy MVP presenter and its fat view contract.
    case mvp
    /// Step 1, the contract translated into a state and side effects; the presenter is still MVP.
    case step1
    /// Step 2, the presenter an `MviContainerHost` running intents off the main actor; it still calls the view.
    case step2
    /// Step 3, view calls turned into reductions and side effects, but for the three about the form's fields.
    case step3
    /// Step 4, the view subscribed to state and side effects; the form's fields still live in the view.
    case step4
    /// Step 5, the form's fields moved into the state, the single source of truth; events carry only what the user did.
    case step5
    /// Step 6, the view rendering a view model through a `DiffRenderer`.
    case step6
    /// Step 7, the final MVI version: the state saved at quit and recorded for time travel.
    case mvi

    /// The value `--arch` takes when none is given.
    public static let standard = Architecture.mvi

    /// One line for `--help`.
    package var summary: String {
        switch self {
        case .mvp: "the legacy MVP presenter (step 0)"
        case .step1: "the contract translated to state and side effects (step 1)"
        case .step2: "the presenter's work in intents, off the main actor (step 2)"
        case .step3: "view calls translated to reductions and side effects (step 3)"
        case .step4: "the view subscribed with handleState and handleSideEffect (step 4)"
        case .step5: "the form's fields in the state, the single source of truth (step 5)"
        case .step6: "the view rendering a view model through a DiffRenderer (step 6)"
        case .mvi: "the final MVI presenter, with state saving and time travel (step 7)"
        }
    }

    /// Opens this version's form; with a `probe`, a recorder stands between its view and its presenter.
    @MainActor
    package func makeFormScreen(
        launch: FormLaunch,
        dependencies: CircleFormDependencies,
        navigator: any FormNavigator,
        probe: FormProbe? = nil
    ) -> any CircleFormScreen {
        switch self {
        case .mvp:
            CirclesMVP.CreateOrEditCircleScreen(launch: launch, dependencies: dependencies, navigator: navigator) {
                presenter in
                guard let probe else { return presenter }
                return PresenterRecorder(presenter, probe: probe)
            }
        case .step1:
            Step1TranslateContract.CreateOrEditCircleScreen(
                launch: launch, dependencies: dependencies, navigator: navigator
            ) { presenter in
                guard let probe else { return presenter }
                return PresenterRecorder(presenter, probe: probe)
            }
        case .step2:
            Step2ProcessingInBackground.CreateOrEditCircleScreen(
                launch: launch, dependencies: dependencies, navigator: navigator
            ) { presenter in
                guard let probe else { return presenter }
                return PresenterRecorder(presenter, probe: probe, container: presenter.container)
            }
        case .step3:
            Step3TranslateViewInteractions.CreateOrEditCircleScreen(
                launch: launch, dependencies: dependencies, navigator: navigator
            ) { presenter in
                guard let probe else { return presenter }
                return PresenterRecorder(presenter, probe: probe, container: presenter.container)
            }
        case .step4:
            Step4RefactorView.CreateOrEditCircleScreen(launch: launch, dependencies: dependencies, navigator: navigator)
            {
                presenter in
                guard let probe else { return presenter }
                return PresenterRecorder(presenter, probe: probe, container: presenter.container)
            }
        case .step5:
            Step5SingleSourceOfTruth.CreateOrEditCircleScreen(
                launch: launch, dependencies: dependencies, navigator: navigator
            ) { presenter in
                guard let probe else { return presenter }
                return PresenterRecorder(presenter, probe: probe, container: presenter.container)
            }
        case .step6:
            Step6ViewModel.CreateOrEditCircleScreen(launch: launch, dependencies: dependencies, navigator: navigator) {
                presenter in
                guard let probe else { return presenter }
                return PresenterRecorder(presenter, probe: probe, container: presenter.container)
            }
        case .mvi:
            CirclesMVI.CreateOrEditCircleScreen(launch: launch, dependencies: dependencies, navigator: navigator) {
                presenter in
                guard let probe else { return presenter }
                return PresenterRecorder(presenter, probe: probe, container: presenter.container)
            }
        }
    }
}
