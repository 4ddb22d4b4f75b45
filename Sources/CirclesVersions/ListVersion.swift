import CirclesConsole
import CirclesDomain
import CirclesMVI
import CirclesMVP
import List1TranslateContract
import List2ProcessingInBackground
import List4RefactorView

/// Which version of the list of all circles the demo runs (`--list`).
///
/// The list's migration merges steps the form took one by one, so it has
/// fewer versions; `--arch` picks, for each form version, the list version at
/// the same stage (``Architecture/listVersion``).
public enum ListVersion: String, CaseIterable, Sendable {
    /// Step 0, the legacy MVP presenter and its fat view contract.
    case mvp
    /// Step 1, the contract translated into a state and side effects; the presenter is still MVP.
    case step1
    /// Step 2, the presenter an `MviContainerHost` running intents off the main actor; it still calls the view.
    case step2
    /// Steps 3 and 4 at once: view calls become state and side effects, and the view subscribes; the contract goes.
    case step4
    /// Steps 5 and 6 at once, the final MVI list: a view model drawn through a `DiffRenderer`.
    case mvi

    /// One line for `--help`.
    package var summary: String {
        switch self {
        case .mvp: "the legacy MVP list (step 0)"
        case .step1: "the list's contract translated to state and side effects (step 1)"
        case .step2: "the list presenter's work in intents, off the main actor (step 2)"
        case .step4: "the list's view subscribed, drawing state and animating rows (steps 3 and 4)"
        case .mvi: "the final MVI list, its view model drawn through a DiffRenderer (steps 5 and 6)"
        }
    }

    /// Opens this version's list over `repository`, reporting navigation to `navigator`.
    @MainActor
    package func makeListScreen(repository: any CirclesRepository, navigator: any ListNavigator) -> any CircleListScreen
    {
        switch self {
        case .mvp: CirclesMVP.CirclesListScreen(repository: repository, navigator: navigator)
        case .step1: List1TranslateContract.CirclesListScreen(repository: repository, navigator: navigator)
        case .step2: List2ProcessingInBackground.CirclesListScreen(repository: repository, navigator: navigator)
        case .step4: List4RefactorView.CirclesListScreen(repository: repository, navigator: navigator)
        case .mvi: CirclesMVI.CirclesListScreen(repository: repository, navigator: navigator)
        }
    }
}

extension Architecture {
    /// The list's version at the same stage of the migration as this version of the form.
    public var listVersion: ListVersion {
        switch self {
        case .mvp: .mvp
        case .step1: .step1
        case .step2: .step2
        case .step3, .step4: .step4
        case .step5, .step6, .mvi: .mvi
        }
    }
}

/// One version of each screen, as `--list` and `--form` pick them.
package struct ScreenVersions: Equatable, Sendable {
    /// The list's version.
    package let list: ListVersion
    /// The form's version.
    package let form: Architecture

    /// The list at version `list`, the form at version `form`.
    package init(list: ListVersion, form: Architecture) {
        self.list = list
        self.form = form
    }

    /// Both screens legacy.
    package static let legacy = ScreenVersions(list: .mvp, form: .mvp)

    /// Every list version over every form version: each pair the demo runs.
    package static let all = ListVersion.allCases.flatMap { list in
        Architecture.allCases.map { ScreenVersions(list: list, form: $0) }
    }
}
