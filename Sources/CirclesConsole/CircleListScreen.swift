import CirclesDomain

/// One version's list of all circles, as the console app drives it.
///
/// The list's seam, as ``CircleFormScreen`` is the form's: each version (the
/// legacy MVP list, each of its migration steps, the final MVI list) provides
/// one. It owns the presenter, which lives as long as the app shows the list,
/// and the current console view, which ``recreateView(during:)`` replaces. It
/// starts loading the circles when it is made.
@MainActor
public protocol CircleListScreen: AnyObject {
    /// What the list shows now.
    var display: ListScreen { get }
    /// Passes an input the list accepts (see ``ListScreen/refusal(of:)``) to the view.
    func handle(_ input: ListInput)
    /// Tells the list what a form it opened did, once that form has closed.
    ///
    /// The coordinator hands the result over as an event on the presenter:
    /// nothing writes into the list's state from outside.
    func receive(_ result: FormResult)
    /// Destroys the view, runs `gap` while no view exists, then creates a new view; the presenter lives on.
    func recreateView(during gap: @MainActor () async -> Void) async
    /// Returns once the work started so far has finished and reached the view,
    /// except `heldCalls` pieces of work, each waiting at a repository call the demo holds.
    func settle(leavingHeld heldCalls: Int) async
    /// Tears the list down for good.
    func close()
}

extension CircleListScreen {
    /// Returns once all work started so far has finished and reached the view.
    public func settle() async {
        await settle(leavingHeld: 0)
    }
}

/// What the list asks of the app around it: to show another screen over it.
@MainActor
public protocol ListNavigator: AnyObject {
    /// Opens the form as `launch` says, over the list.
    func openForm(_ launch: FormLaunch)
    /// Opens the feed of the circle with `circleId`, over the list.
    func openCircleFeed(circleId: String)
}

/// What a form did, as the screen that opened it learns it when the form closes.
///
/// Every version of the form says it the same way, through its navigation:
/// the invite screen of a circle created, the feed of a circle changed, the
/// list after a deletion. The coordinator, which knows which circle it opened
/// the form on, turns that into this value.
public enum FormResult: Equatable, Sendable {
    /// This circle was created.
    case created(CircleConfigModel)
    /// This circle was changed; it is as the store now has it.
    case changed(CircleConfigModel)
    /// The circle with this id was deleted.
    case deleted(circleId: String)
}
