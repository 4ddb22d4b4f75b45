import CirclesMVI
import MviKit
import Observation

/// The create / edit circle screen as a SwiftUI view binds to it: the MVI
/// presenter's state as plain observable properties, the user's events as
/// methods, and each side effect turned into presentation state once.
///
/// Made as Apple advises for an `@Observable` model: the view keeps it in
/// `@State private var model`, and making it starts nothing, so SwiftUI may
/// make and drop a copy of the view's initial value at no cost. The view
/// starts it as it appears and stops it as it goes
/// (`.onAppear(perform: model.start)`, `.onDisappear(perform: model.stop)`).
///
/// What a caller may rely on:
///
/// 1. Until ``start()``, the model listens to nothing. From ``start()`` on,
///    the properties mirror the latest state the presenter delivered on the
///    main actor, the current one at once. `@Observable` (Swift 6.2 and
///    later) notifies no one when an equal value is assigned, so a view that
///    reads only the cover is not invalidated by typing in the name.
/// 2. The event methods start the presenter's intents and return at once; the
///    properties change when the resulting state arrives.
/// 3. Each side effect sets ``dialog`` or ``destination`` once, including one
///    posted while no model listened (the container keeps it for the next
///    listener). Neither is replayed to a later model.
/// 4. The model keeps its presenter alive but is not retained by it: when
///    the model is released, or after ``stop()``, it hears nothing more.
@Observable
@MainActor
public final class CircleFormModel {
    /// A dialog the view presents, as an alert or a confirmation dialog.
    public enum Dialog: Equatable, Sendable {
        /// Leaving would lose a new circle's input, or an edited circle's changes: discard them?
        case confirmDiscard
        /// Delete this circle?
        case confirmDeletion
        /// The create, edit or delete failed.
        case saveFailed
        /// The circle to edit could not be loaded; confirming leaves the form.
        case loadFailed
    }

    /// Where the view navigates when the form is done.
    public enum Destination: Equatable, Sendable {
        /// Back to the screen the form was opened from.
        case previousScreen
        /// The list of all circles, after a deletion.
        case allCircles
        /// The invite screen of the circle just created.
        case circleInvite(circleId: String)
        /// The feed of the circle just saved.
        case circleFeed(circleId: String)
    }

    // excerpt:begin properties
    /// Create or edit.
    public private(set) var mode = CreateOrEditState.Mode.create
    /// The name field.
    public private(set) var name = ""
    /// The cover field; `nil` when empty.
    public private(set) var coverPhoto: String?
    /// Whether Save can be pressed.
    public private(set) var isSaveEnabled = false
    /// The spinner's caption; `nil` when there is no spinner.
    public private(set) var progressCaption: String?
    /// The dialog to present; the view sets it to `nil` when it goes.
    public var dialog: Dialog?
    /// Where to go; the view sets it to `nil` once there.
    public var destination: Destination?
    // excerpt:end properties

    @ObservationIgnored private let presenter: any CreateOrEditCircleContract.Presenter
    @ObservationIgnored private var states: MviSubscription?
    @ObservationIgnored private var sideEffects: MviSubscription?

    // excerpt:begin subscribe
    /// A model of `presenter`'s screen, listening to nothing until ``start()``.
    public init(presenter: any CreateOrEditCircleContract.Presenter) {
        self.presenter = presenter
    }

    /// Starts listening, as the view appears: the properties take the current state at once, and
    /// a side effect posted while nobody listened is presented. Starting twice does nothing.
    public func start() {
        guard states == nil else { return }
        states = presenter.subscribeToState { [weak self] in self?.show($0) }
        sideEffects = presenter.subscribeToSideEffects { [weak self] in self?.present($0) }
    }

    /// Stops listening, as the view goes; releasing the model does the same.
    public func stop() {
        states?.cancel()
        sideEffects?.cancel()
        states = nil
        sideEffects = nil
    }
    // excerpt:end subscribe

    /// The name field changed.
    public func nameChanged(to name: String) { presenter.onNameChanged(name) }

    /// The cover field changed; an empty field is no cover.
    public func coverPhotoChanged(to coverPhoto: String) {
        presenter.onCoverPhotoChanged(coverPhoto.isEmpty ? nil : coverPhoto)
    }

    /// Save was tapped.
    public func saveTapped() { presenter.onFormSubmitted() }

    /// Back was tapped.
    public func backTapped() { presenter.onExitFromCreateCircleFlowRequested() }

    /// Delete was tapped.
    public func deleteTapped() { presenter.onDeleteCircleRequested() }

    /// The user confirmed `dialog` (yes, or ok): it goes, and what it asked for happens.
    public func confirm(_ dialog: Dialog) {
        self.dialog = nil
        switch dialog {
        case .confirmDiscard, .loadFailed: destination = .previousScreen
        case .confirmDeletion: presenter.onDeleteCircleConfirmed()
        case .saveFailed: break
        }
    }

    private func show(_ state: CreateOrEditState) {
        mode = state.mode
        name = state.circleName
        coverPhoto = state.coverPhoto
        isSaveEnabled = state.ctaEnabled
        progressCaption =
            switch (state.committingChanges, state.mode) {
            case (false, _): nil
            case (true, .create): "Creating the circle"
            case (true, .edit): "Saving the change"
            }
    }

    // excerpt:begin side-effects
    private func present(_ sideEffect: CreateOrEditSideEffect) {
        switch sideEffect {
        case .close: destination = .previousScreen
        case .openAggregatedFeed: destination = .allCircles
        case .openCircleInvite(let circleId): destination = .circleInvite(circleId: circleId)
        case .openCircleFeed(let circleId): destination = .circleFeed(circleId: circleId)
        case .showDeleteConfirmation: dialog = .confirmDeletion
        case .showExitConfirmation: dialog = .confirmDiscard
        case .showError: dialog = .saveFailed
        case .showInitEditError: dialog = .loadFailed
        }
    }
    // excerpt:end side-effects
}
