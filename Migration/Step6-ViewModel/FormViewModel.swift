import CirclesConsole

/// What the console view draws, mapped from ``CreateOrEditState``.
///
/// The view renders this model rather than the state itself (as the MVIKotlin
/// guide advises), so the state can grow without the view knowing, and the
/// `diff` renderer compares only what the screen shows.
struct FormViewModel: Equatable {
    let mode: FormScreen.Mode
    let name: String
    let coverPhoto: String?
    let isSaveEnabled: Bool
    let progress: FormScreen.Progress?

    init(_ state: CreateOrEditState) {
        mode = state.mode == .create ? .create : .edit
        name = state.circleName
        coverPhoto = state.coverPhoto
        isSaveEnabled = state.ctaEnabled
        progress = state.committingChanges ? (state.mode == .create ? .creating : .updating) : nil
    }
}
