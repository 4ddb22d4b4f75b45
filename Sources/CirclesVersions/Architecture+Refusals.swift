extension Architecture {
    /// Why `history` and `rewind` cannot work in this version, or `nil` when its form travels in time.
    ///
    /// Only a form drawn entirely from its state can be put back by putting
    /// an old state back. Each version names what in its own code stands in
    /// the way, so that someone running a step learns which later step
    /// removes it. Tested against the forms themselves: a version has a
    /// reason exactly when its form is not a `TimeTravellingFormScreen`.
    package var timeTravelRefusal: String? {
        switch self {
        case .mvp:
            "This version records no states: its form is whatever its view was told, "
                + "so there is nothing to go back to (try --arch mvi)."
        case .step1:
            "This step keeps its state in a presenter field, which nothing records, "
                + "and its form is whatever its view was told (try --arch mvi)."
        case .step2:
            "This step's container holds a state, but its view is still drawn by view calls, "
                + "so an old state would not change the screen (try --arch mvi)."
        case .step3:
            "This step draws only the spinner from its state; Save and the typed fields live in its view, "
                + "so an old state cannot bring the screen back (try --arch mvi)."
        case .step4:
            "This step keeps the typed name and cover in its view, so an old state cannot bring them back, "
                + "and Save would no longer match them (try --arch mvi)."
        case .step5, .step6:
            "This step draws the whole form from its state, but records no states: "
                + "the recorder comes with the final version (try --arch mvi)."
        case .mvi:
            nil
        }
    }

    /// Why quitting does not keep this version's unfinished form, or `nil` when it does.
    ///
    /// Tested like ``timeTravelRefusal``: a version has a reason exactly when
    /// its form is not a `StateSavingFormScreen`.
    package var stateSavingRefusal: String? {
        switch self {
        case .mvp:
            "This version keeps the form in its view, not in a state, so nothing of it is saved."
        case .step1, .step2, .step3, .step4:
            "This step keeps what was typed in its view, not in its state, so nothing of the form is saved."
        case .step5, .step6:
            "This step keeps the whole form in its state, but the state cannot be written to a file yet "
                + "(it is not Codable), so nothing of the form is saved."
        case .mvi:
            nil
        }
    }
}
