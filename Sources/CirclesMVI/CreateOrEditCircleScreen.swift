import CirclesConsole
import CirclesDomain
import Foundation
import MviKit

/// The create / edit circle screen as the console app runs it: a presenter
/// that lives as long as the screen, and a view that can be recreated.
///
/// Because the whole form is state, the screen also offers what the earlier
/// versions cannot: time travel through the states it recorded, and saving
/// the form when the demo quits.
@MainActor
public final class CreateOrEditCircleScreen: CircleFormScreen, TimeTravellingFormScreen, StateSavingFormScreen {
    private let presenter: any CreateOrEditCircleContract.Presenter
    private let container: MviContainer<CreateOrEditState, CreateOrEditSideEffect>
    private weak var navigator: (any FormNavigator)?
    private var view: ConsoleCreateOrEditCircleView
    /// The form's rules: what is worth saving.
    private let formCheck: FormCheck
    /// The states recorded for `history` and `rewind`; restarted when a saved form is restored.
    private var recorder: MviTimeTravelRecorder<CreateOrEditState, CreateOrEditSideEffect>
    /// Whether the form creates or edits: an edit form's states from before its circle loaded are not offered.
    private var formMode: CreateOrEditState.Mode

    /// Opens the screen as `launch` says, reporting navigation to `navigator`.
    ///
    /// The view talks to `intercept(presenter)`, by default the presenter
    /// itself; the demo puts a recorder of the view's calls there.
    public init(
        launch: FormLaunch,
        dependencies: CircleFormDependencies,
        navigator: any FormNavigator,
        intercept: (CreateOrEditCirclePresenter) -> any CreateOrEditCircleContract.Presenter = { $0 }
    ) {
        let presenter = CreateOrEditCirclePresenter(
            shouldAllowFormSubmissionUseCase: dependencies.shouldAllowFormSubmission,
            hasCreateCircleRequestChangedUseCase: dependencies.hasCreateCircleRequestChanged,
            circlesRepository: dependencies.circlesRepository,
            prepareEditCircleRequestUseCase: dependencies.prepareEditCircleRequest
        )
        container = presenter.container
        formCheck = presenter.formCheck
        recorder = MviTimeTravelRecorder(container: presenter.container)
        formMode = launch == .create ? .create : .edit
        self.presenter = intercept(presenter)
        self.navigator = navigator
        view = ConsoleCreateOrEditCircleView(presenter: self.presenter, navigator: navigator)
        if case .edit(let circleId) = launch {
            self.presenter.onEditCircleRequested(circleId)
        }
    }

    /// What the current view shows.
    public var display: FormScreen { view.form }

    /// Passes the input to the current view, which forwards it to the presenter.
    public func handle(_ input: FormInput) { view.handle(input) }

    /// Replaces the view with a new one, which draws itself from the current state.
    ///
    /// During `gap` nothing is subscribed: states and side effects wait in the
    /// container, and the new view gets them when it subscribes.
    public func recreateView(during gap: @MainActor () async -> Void) async {
        view.unsubscribe()
        await gap()
        guard let navigator else { return }
        view = ConsoleCreateOrEditCircleView(presenter: presenter, navigator: navigator)
    }

    /// Waits until the work started so far has finished and reached the view, but for the held calls.
    public func settle(leavingHeld heldCalls: Int) async { await container.idle(allowingUnfinished: heldCalls) }

    /// Unsubscribes the view, and stops the container.
    public func close() {
        view.unsubscribe()
        container.close()
        recorder.stop()
    }

    // MARK: Time travel

    /// The recorded states the form can be put back to, oldest first, each as the fields that changed.
    ///
    /// The first is told against the form as it first opens (`CreateOrEditState()`), each later one
    /// against the one before. Left out, because put back they would show work that is gone: an
    /// edit form's states from before its circle loaded (the empty form it starts as, a load that
    /// failed), a form half opened; and states left while a change was being saved, a spinner
    /// with nothing saving.
    public var history: [RecordedFormState] {
        var previous: CreateOrEditState?
        return openedEntries.map { entry in
            defer { previous = entry.state }
            let changes = entry.state.changes(since: previous ?? CreateOrEditState())
            let none = previous == nil ? "every field as a new form has it" : "no field changed"
            return RecordedFormState(
                intent: entry.intent, change: changes.isEmpty ? none : changes.joined(separator: ", "))
        }
    }

    /// The recorder's entries that ``history`` lists, with their place among all the entries.
    private var openedEntries: [(index: Int, state: CreateOrEditState, intent: String?)] {
        recorder.entries.enumerated().compactMap { index, entry in
            let isOpened = entry.state.mode == formMode && (formMode == .create || entry.state.editedCircle != nil)
            return isOpened && !entry.state.committingChanges ? (index, entry.state, entry.intent) : nil
        }
    }

    /// How many states the recorder keeps.
    public var historyCapacity: Int { recorder.capacity }

    /// Puts entry `index` of ``history`` back through the container: the view redraws, no side effect runs again.
    public func rewind(to index: Int) -> Bool {
        let entries = openedEntries
        guard entries.indices.contains(index) else { return false }
        return recorder.restore(at: entries[index].index)
    }

    // MARK: State saving

    // excerpt:begin state-saving
    /// The state as the container saves it, when leaving now would lose input (the rule back asks by); else `nil`.
    public func savedState() throws -> Data? {
        guard formCheck.wouldLoseInput(container.state) else { return nil }
        return try container.savedState()
    }
    // excerpt:end state-saving

    /// Puts a saved state back, then lets the presenter stop any spinner and
    /// decide Save again; the time-travel history restarts from it.
    ///
    /// - Throws: ``SavedStateError`` when the data does not decode; the form is left as it was.
    public func restore(savedState data: Data) throws {
        do {
            try container.restore(savedState: data)
        } catch {
            throw SavedStateError(decoding: error)
        }
        presenter.onFormRestored()
        recorder.stop()
        recorder = MviTimeTravelRecorder(container: container)
        formMode = container.state.mode
    }

    /// The edited circle as the form loaded it; `nil` in CREATE.
    public var openedCircle: CircleConfigModel? { container.state.editedCircle }
}

extension CreateOrEditState {
    /// The fields that differ from `previous`, each with its new value, in declaration order.
    fileprivate func changes(since previous: CreateOrEditState) -> [String] {
        func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "nil" }
        let fields = [
            mode == previous.mode ? nil : "mode: \(mode)",
            committingChanges == previous.committingChanges ? nil : "committingChanges: \(committingChanges)",
            editedCircle == previous.editedCircle ? nil : "editedCircle: \(quoted(editedCircle?.name))",
            ctaEnabled == previous.ctaEnabled ? nil : "ctaEnabled: \(ctaEnabled)",
            circleName == previous.circleName ? nil : "circleName: \(quoted(circleName))",
            coverPhoto == previous.coverPhoto ? nil : "coverPhoto: \(quoted(coverPhoto))",
        ]
        return fields.compactMap { $0 }
    }
}
