import CirclesDomain
import Foundation

/// One version's create / edit circle screen, as the console app drives it.
///
/// Each version (legacy MVP, every migration step, final MVI) provides one:
/// it owns the presenter, which outlives views, and the current console view,
/// which ``recreateView(during:)`` replaces, as an iOS coordinator that keeps a
/// presenter shows the screen again with a new view controller (the talk's
/// rotation; UIKit itself gives a view controller pushed again a new presenter).
/// Whoever opened the screen calls ``close()`` once it is gone for good.
@MainActor
public protocol CircleFormScreen: AnyObject {
    /// What the form shows now.
    var display: FormScreen { get }
    /// Passes an input the form accepts (see ``FormScreen/refusal(of:)``) to the view.
    func handle(_ input: FormInput)
    /// Destroys the view, runs `gap` while no view exists, then creates a new
    /// view; the presenter lives on.
    ///
    /// Work can finish while no view exists (between a view controller's
    /// disappearance and its successor's `viewDidLoad`): the demo uses `gap`
    /// to let a held repository call complete while nothing is attached, which
    /// is where the versions differ (see `docs/lifecycle.md`).
    func recreateView(during gap: @MainActor () async -> Void) async
    /// Returns once the work started so far has finished and reached the view,
    /// except `heldCalls` pieces of work, each waiting at a repository call the
    /// demo holds (a held call keeps exactly one piece of work waiting).
    func settle(leavingHeld heldCalls: Int) async
    /// Tears the screen down for good: the view goes, and the presenter stops;
    /// from step 2 on, closing the container cancels the work still in flight.
    func close()
}

extension CircleFormScreen {
    /// Returns once all work started so far has finished and reached the view.
    public func settle() async {
        await settle(leavingHeld: 0)
    }
}

/// How the form is opened: empty, or to edit an existing circle.
public enum FormLaunch: Equatable, Sendable {
    /// A new circle.
    case create
    /// The circle with this id.
    case edit(circleId: String)
}

/// A form whose state can be kept when the demo quits and put back at the next start.
///
/// A capability, checked with `as?`: only a version whose form lives in its
/// state has anything to save. The legacy MVP form keeps what was typed in
/// its view, so it does not adopt this; nor do the migration steps before
/// the form's fields move into state, nor the two after, whose state is not
/// `Codable` yet: only the final MVI version adopts it.
@MainActor
public protocol StateSavingFormScreen: CircleFormScreen {
    /// The state to keep, or `nil` when leaving now would lose nothing.
    ///
    /// Work in flight does not survive a restart, so a saved state never
    /// shows a spinner.
    func savedState() throws -> Data?
    /// Replaces the form's state with one made by ``savedState()`` and redraws.
    ///
    /// - Throws: when the data no longer decodes as this version's state;
    ///   the form is left as it was.
    func restore(savedState: Data) throws
    /// In edit mode, the circle as the form loaded it, before any restart; else `nil`.
    ///
    /// The demo tells the store of it when a form is resumed, so that saving
    /// over a circle another session changed meanwhile is refused.
    var openedCircle: CircleConfigModel? { get }
}

/// A form whose states are recorded and can be put back: time travel.
///
/// A capability, not part of ``CircleFormScreen``: putting an old state back
/// brings the screen back only when the whole screen is drawn from state.
/// The demo checks for it with `as?`. The migration steps have a container
/// from step 2 on, but up to step 4 each keeps part of the screen in its
/// view, and steps 5 and 6 record no states, so only the final MVI version
/// adopts this; the demo says for each step why not.
@MainActor
public protocol TimeTravellingFormScreen: CircleFormScreen {
    /// The recorded states, oldest first; at most ``historyCapacity`` of them.
    var history: [RecordedFormState] { get }
    /// How many states are kept; once full, the oldest is dropped for each new one.
    var historyCapacity: Int { get }
    /// Puts the state at `index` of ``history`` back and redraws the form.
    ///
    /// Side effects are not replayed, and putting a state back is not itself
    /// recorded, so the same history can be walked back and forth.
    /// - Returns: `false` when there is no such entry.
    func rewind(to index: Int) -> Bool
}

/// One entry of a form's history, as one line of text.
public struct RecordedFormState: Equatable, Sendable {
    /// The intent that produced the state, or `nil` for the state recording started from.
    public let intent: String?
    /// The fields that changed since the entry before, with their new values; for the first entry,
    /// the fields that differ from a new, empty form.
    public let change: String

    /// An entry produced by `intent`, described by `change`.
    public init(intent: String?, change: String) {
        self.intent = intent
        self.change = change
    }
}
