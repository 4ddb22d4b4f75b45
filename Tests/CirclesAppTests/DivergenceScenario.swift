import Testing

/// The scenarios where the versions really behave differently, so each has its own transcript.
///
/// Every other script of the main set must print the same transcript in
/// every version, steps included: that is the migration's promise. Each
/// scenario here is explained in `docs/lifecycle.md`, under a heading that
/// names it, and ``TranscriptTests`` checks both.
enum DivergenceScenario: String, CaseIterable, CustomTestStringConvertible {
    /// A save finishes while the view is being recreated: the legacy presenter drops the navigation.
    case reshowWhileSaving = "reshow-while-saving"
    /// The circle to edit loads while the view is being recreated: the legacy form stays empty.
    case reshowWhileLoading = "reshow-while-loading"
    /// The view is recreated after typing: the legacy view loses Save's enabled state.
    case reshowAfterTyping = "reshow-after-typing"
    /// Back while a save is held: the legacy form leaves and its save goes on; from step 2 closing
    /// the container cancels it; the final version waits for the save.
    case backWhileSaving = "back-while-saving"

    /// The list loads while its view is being recreated: the legacy list drops the circles.
    case reshowListWhileLoading = "reshow-list-while-loading"
    /// A deletion fails while the list's view is being recreated: the legacy list drops the error.
    case reshowListWhileDeleting = "reshow-list-while-deleting"
    /// A deletion ends after another moved the rows: the legacy list takes out the wrong row.
    case deleteWhileDeleting = "delete-while-deleting"
    /// A deletion is confirmed after the rows moved under its question: the legacy list deletes another circle.
    case deleteAfterRowsMoved = "delete-after-rows-moved"

    var testDescription: String { rawValue }
}
