import CirclesDomain

/// What the console list draws, mapped from ``CirclesListState``.
///
/// The view renders this rather than the state, so that the renderer compares
/// only what the screen shows: a deletion that starts changes the spinner,
/// not the rows.
struct CirclesListViewModel: Equatable {
    /// The circles, one a row.
    let rows: [CircleConfigModel]
    let isLoading: Bool
    let isEmptyNoteShown: Bool
    let hasLoadFailed: Bool
    let isDeleting: Bool

    init(_ state: CirclesListState) {
        rows = state.circles
        isLoading = state.isLoading
        isEmptyNoteShown = state.hasLoaded && state.circles.isEmpty
        hasLoadFailed = state.hasLoadFailed
        isDeleting = !state.deletingCircleIds.isEmpty
    }
}
