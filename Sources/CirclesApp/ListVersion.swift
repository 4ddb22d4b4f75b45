import CirclesConsole
import CirclesDomain
import CirclesMVI
import CirclesMVP

/// Which version of the list of all circles the demo runs (`--list`).
///
/// The list's migration merges steps the form took one by one, so it has
/// fewer versions; `--arch` picks, for each form version, the list version at
/// the same stage (``Architecture/listVersion``).
public enum ListVersion: String, CaseIterable, Sendable {
    /// Step 0, the legacy MVP presenter and its fat view contract.
    case mvp
    /// Steps 5 and 6 at once, the final MVI list: a view model drawn through a `DiffRenderer`.
    case mvi

    /// One line for `--help`.
    var summary: String {
        switch self {
        case .mvp: "the legacy MVP list (step 0)"
        case .mvi: "the final MVI list, its view model drawn through a DiffRenderer (steps 5 and 6)"
        }
    }

    /// Opens this version's list over `repository`, reporting navigation to `navigator`.
    @MainActor
    func makeListScreen(repository: any CirclesRepository, navigator: any ListNavigator) -> any CircleListScreen {
        switch self {
        case .mvp: CirclesMVP.CirclesListScreen(repository: repository, navigator: navigator)
        case .mvi: CirclesMVI.CirclesListScreen(repository: repository, navigator: navigator)
        }
    }
}

extension Architecture {
    /// The list's version at the same stage of the migration as this version of the form.
    public var listVersion: ListVersion {
        switch self {
        case .mvp, .step1, .step2, .step3, .step4: .mvp
        case .step5, .step6, .mvi: .mvi
        }
    }
}
