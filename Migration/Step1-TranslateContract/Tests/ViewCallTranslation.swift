import Step1TranslateContract

/// What a run of legacy view calls means in MVI terms: the states it passed
/// through and the side effects it caused.
///
/// This is step 1's translation table made executable. Nothing in the
/// production code can use the side effects yet (the presenter still calls
/// the view), so the table lives here, where it turns each recorded MVP test
/// into the state-and-side-effect record that step 3's DSL tests assert.
struct ViewCallTranslation: Equatable {
    /// Every distinct state, in order, not counting the one the calls started from.
    var states: [CreateOrEditState] = []
    /// Every side effect, in order.
    var sideEffects: [CreateOrEditSideEffect] = []

    /// Replays `calls` from `initialState`; a call that leaves the state equal adds no state,
    /// as an `Equatable` state in a container would not.
    init(_ calls: [RecordingView.Call], from initialState: CreateOrEditState) {
        var state = initialState
        for call in calls {
            let (next, sideEffect) = Self.translate(call, in: state)
            if next != state {
                states.append(next)
                state = next
            }
            if let sideEffect { sideEffects.append(sideEffect) }
        }
    }

    /// An expected translation, written out.
    init(states: [CreateOrEditState], sideEffects: [CreateOrEditSideEffect]) {
        self.states = states
        self.sideEffects = sideEffects
    }

    /// One row of the table. No `default:`, so a new view call cannot go untranslated.
    private static func translate(
        _ call: RecordingView.Call,
        in state: CreateOrEditState
    ) -> (CreateOrEditState, CreateOrEditSideEffect?) {
        switch call {
        case .showCreateSpinner, .showEditSpinner: (state.withCommittingChanges(true), nil)
        case .redirectToCircleFeedScreen(let circleId): (state, .openCircleFeed(circleId: circleId))
        case .redirectToCircleInviteScreen(let circleId): (state, .openCircleInvite(circleId: circleId))
        case .showCreateCircleErrorDialog, .showEditCircleErrorDialog: (state.withCommittingChanges(false), .showError)
        case .showInitEditErrorDialog: (state, .showInitEditError)
        case .enableCTA: (state.withCtaEnabled(true), nil)
        case .disableCTA: (state.withCtaEnabled(false), nil)
        case .exitWithCreateConfirmationDialog, .exitWithEditConfirmationDialog: (state, .showExitConfirmation)
        case .exitWithoutConfirmationDialog: (state, .close)
        case .exitToAggregatedFeed: (state, .openAggregatedFeed)
        case .showDeleteConfirmationDialog: (state, .showDeleteConfirmation)
        case .setEditableCircleData(let circle): (state.withMode(.edit).withEditedCircle(circle), nil)
        }
    }
}
