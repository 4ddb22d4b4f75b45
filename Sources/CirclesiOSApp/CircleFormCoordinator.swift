import CirclesConsole
import CirclesDomain
import CirclesMVI
import CirclesMVIUIKit
import CirclesMVP
import CirclesMVPUIKit
import Foundation
import MvpKit
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIns
#endif

/// Which version of the circle form the app builds: the flag, read each time a form opens.
enum CircleFormVersion: Sendable {
    /// The legacy MVP screen.
    case mvp
    /// The final MVI screen.
    case mvi
}

/// The app layer's navigation around the create / edit circle form: it makes each form's
/// presenter and view controller, shows the form, and closes the presenter once the form is
/// gone for good. It is the list's navigator, too.
///
/// A new circle's form is a sheet over the app's navigation controller, an
/// edited circle's is pushed on it. The coordinator owns the open form's
/// presenter; the navigation controller owns its view controller, which the
/// coordinator only points at. What a caller may rely on:
///
/// 1. Which version a form is comes from the flag as the form opens; an open
///    form keeps its version.
/// 2. The presenter is closed exactly once, when the form goes: when the
///    view controller asks to leave (`leaveForm(to:)`), or when the form
///    leaves the navigation stack any other way. Never when it is merely
///    covered.
/// 3. A form is shown again with a new view controller over the same
///    presenter only when asked (``reshowForm(during:)``), once the old one's
///    transition away has ended: UIKit never does so by itself. A view
///    controller pushed again is a new one, and, unless a coordinator keeps
///    the presenter as this one does, a new presenter.
/// 4. The screen a form's sheet covers hears it disappear as the sheet comes,
///    and appear as it goes, which UIKit, leaving a screen under a page sheet
///    as it is, does not tell it: a list that takes side effects from
///    `viewDidAppear` to `viewWillDisappear` leaves one posted meanwhile in
///    its container until it can present it.
@MainActor
final class CircleFormCoordinator: NSObject, FormNavigator, ListNavigator, UINavigationControllerDelegate {
    /// The app's navigation controller, which shows edited forms and where forms lead.
    let navigationController: UINavigationController
    private let dependencies: CircleFormDependencies
    private let version: @MainActor () -> CircleFormVersion
    private var form: OpenForm?

    /// The open form: the presenter the coordinator owns, and where its view controller is shown.
    private struct OpenForm {
        let presenter: FormPresenter
        let isSheet: Bool
        weak var viewController: UIViewController?
        /// Set while the form is shown again: its view controller is gone, its presenter is not.
        var isBetweenViewControllers = false
    }

    /// A form's presenter, in either version.
    private enum FormPresenter {
        case mvp(CirclesMVP.CreateOrEditCirclePresenter, UiThreadScheduler)
        case mvi(CirclesMVI.CreateOrEditCirclePresenter)
    }

    /// A coordinator showing forms over `navigationController`, built from `dependencies`, in the
    /// version `version` says when each opens.
    init(
        navigationController: UINavigationController, dependencies: CircleFormDependencies,
        version: @escaping @MainActor () -> CircleFormVersion
    ) {
        self.navigationController = navigationController
        self.dependencies = dependencies
        self.version = version
        super.init()
        navigationController.delegate = self
    }

    /// Presents a new circle's form as a sheet.
    func showNewCircleForm() {
        show(OpenForm(presenter: makePresenter(), isSheet: true))
    }

    /// Pushes the form editing the circle with `circleId`, which then loads.
    func showEditForm(circleId: String) {
        let presenter = makePresenter()
        show(OpenForm(presenter: presenter, isSheet: false))
        switch presenter {
        case .mvp(let presenter, _): presenter.onEditCircleRequested(circleId)
        case .mvi(let presenter): presenter.onEditCircleRequested(circleId)
        }
    }

    /// Opens the form the list asks for: a new circle's as a sheet, an edited one's pushed.
    func openForm(_ launch: FormLaunch) {
        switch launch {
        case .create: showNewCircleForm()
        case .edit(let circleId): showEditForm(circleId: circleId)
        }
    }

    /// Pushes the feed of the circle with `circleId`.
    func openCircleFeed(circleId: String) {
        navigationController.pushViewController(screen(titled: "Feed of \(circleId)"), animated: true)
    }

    // excerpt:begin leave
    /// Closes the form's presenter, and replaces the form with where it led, in one transition
    /// per container: the stack is set anew, and the sheet is dismissed.
    func leaveForm(to destination: FormDestination) {
        guard let form else { return }
        self.form = nil
        close(form.presenter)
        var stack = navigationController.viewControllers
        if !form.isSheet { stack.removeAll { $0 === form.viewController } }
        switch destination {
        case .previousScreen: break
        case .allCircles: stack = Array(stack.prefix(1))
        case .circleInvite(let circleId): stack.append(screen(titled: "Invite people to \(circleId)"))
        case .circleFeed(let circleId): stack.append(screen(titled: "Feed of \(circleId)"))
        }
        navigationController.setViewControllers(stack, animated: true)
        if form.isSheet, let viewController = form.viewController { dismissSheet(of: viewController) }
    }

    /// Closes the form if it left the stack some other way than by asking.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let form, !form.isSheet, !form.isBetweenViewControllers,
            !navigationController.viewControllers.contains(where: { $0 === form.viewController })
        else { return }
        self.form = nil
        close(form.presenter)
    }
    // excerpt:end leave

    // excerpt:begin reshow
    /// Takes the form's view controller away and waits for its transition to end, runs `gap`
    /// while no view controller exists, then shows a new one over the same presenter, as a
    /// coordinator that keeps a presenter does.
    func reshowForm(during gap: @MainActor () async -> Void) async {
        guard let open = form else { return }
        form?.isBetweenViewControllers = true
        await hide(open)
        if case .mvp(let presenter, _) = open.presenter { presenter.detach() }
        await gap()
        show(OpenForm(presenter: open.presenter, isSheet: open.isSheet))
    }
    // excerpt:end reshow

    // MARK: State restoration

    /// The activity type of a restored form.
    static let formActivityType = "com.example.circles.form"

    /// What to restore the open form from, as the scene goes to the background: the MVI form's
    /// state as its container saves it. `nil` for the legacy form, whose fields keep what was
    /// typed, and when no form is open.
    func stateRestorationActivity() -> NSUserActivity? {
        guard let form, case .mvi(let presenter) = form.presenter,
            let savedState = try? presenter.container.savedState()
        else { return nil }
        let activity = NSUserActivity(activityType: Self.formActivityType)
        activity.addUserInfoEntries(from: ["formState": savedState, "isSheet": form.isSheet])
        return activity
    }

    /// Shows the form `activity` kept, with a new MVI presenter put back in its state; a change
    /// that was in flight did not survive, so its spinner stops. Data that no longer decodes
    /// restores nothing.
    func restoreForm(from activity: NSUserActivity) {
        guard activity.activityType == Self.formActivityType,
            let savedState = activity.userInfo?["formState"] as? Data,
            let isSheet = activity.userInfo?["isSheet"] as? Bool
        else { return }
        let presenter = makeMVIPresenter()
        guard (try? presenter.container.restore(savedState: savedState)) != nil else { return }
        presenter.onFormRestored()
        show(OpenForm(presenter: .mvi(presenter), isSheet: isSheet))
    }

    /// Returns once the open form's work so far has finished and reached its view controller, but
    /// for `heldCalls` pieces of work waiting at a repository call a test holds.
    package func settle(leavingHeld heldCalls: Int = 0) async {
        switch form?.presenter {
        case .mvp(_, let scheduler): await scheduler.waitUntilIdle(allowingPending: heldCalls)
        case .mvi(let presenter): await presenter.container.idle(allowingUnfinished: heldCalls)
        case nil: break
        }
    }

    // MARK: Making and showing

    private func makePresenter() -> FormPresenter {
        switch version() {
        case .mvp:
            let scheduler = UiThreadScheduler()
            let presenter = CirclesMVP.CreateOrEditCirclePresenter(
                shouldAllowFormSubmissionUseCase: dependencies.shouldAllowFormSubmission,
                hasCreateCircleRequestChangedUseCase: dependencies.hasCreateCircleRequestChanged,
                circlesRepository: dependencies.circlesRepository,
                prepareEditCircleRequestUseCase: dependencies.prepareEditCircleRequest,
                scheduler: scheduler)
            return .mvp(presenter, scheduler)
        case .mvi:
            return .mvi(makeMVIPresenter())
        }
    }

    private func makeMVIPresenter() -> CirclesMVI.CreateOrEditCirclePresenter {
        CirclesMVI.CreateOrEditCirclePresenter(
            shouldAllowFormSubmissionUseCase: dependencies.shouldAllowFormSubmission,
            hasCreateCircleRequestChangedUseCase: dependencies.hasCreateCircleRequestChanged,
            circlesRepository: dependencies.circlesRepository,
            prepareEditCircleRequestUseCase: dependencies.prepareEditCircleRequest)
    }

    /// Makes a view controller over `form`'s presenter and shows it: a sheet, or pushed.
    private func show(_ open: OpenForm) {
        let viewController: UIViewController
        switch open.presenter {
        case .mvp(let presenter, _):
            let mode: CirclesMVP.CreateOrEditCircleContract.Mode = open.isSheet ? .create : .edit
            viewController = CirclesMVPUIKit.CreateOrEditCircleViewController(
                mode: mode, presenter: presenter, navigator: self)
        case .mvi(let presenter):
            viewController = CirclesMVIUIKit.CreateOrEditCircleViewController(presenter: presenter, navigator: self)
        }
        var shown = open
        shown.viewController = viewController
        form = shown
        if open.isSheet {
            let sheet = UINavigationController(rootViewController: viewController)
            sheet.presentationController?.delegate = viewController as? any UIAdaptivePresentationControllerDelegate
            presentSheet(sheet)
        } else {
            navigationController.pushViewController(viewController, animated: true)
        }
    }

    /// Presents `sheet` over the stack. A page sheet leaves the screen under it on screen, and
    /// UIKit calls none of its appearance methods: the coordinator tells it it disappears.
    private func presentSheet(_ sheet: UIViewController) {
        let covered = navigationController.topViewController
        navigationController.present(sheet, animated: true) { covered?.endAppearanceTransition() }
        guard sheet.presentingViewController != nil else { return }
        covered?.beginAppearanceTransition(false, animated: true)
    }

    /// Dismisses the sheet `viewController` is in, telling the screen it uncovers that it appears,
    /// then runs `completion`, at once if UIKit refused to dismiss.
    private func dismissSheet(of viewController: UIViewController, completion: (() -> Void)? = nil) {
        let uncovered = navigationController.topViewController
        let sheet = navigationController.presentedViewController
        viewController.dismiss(animated: true) {
            uncovered?.endAppearanceTransition()
            completion?()
        }
        guard sheet?.isBeingDismissed == true else {
            completion?()
            return
        }
        uncovered?.beginAppearanceTransition(true, animated: true)
    }

    /// Takes `form`'s view controller off screen without closing its presenter, and returns once
    /// its transition has ended: dismisses its sheet, or takes it off the stack.
    private func hide(_ form: OpenForm) async {
        guard let viewController = form.viewController else { return }
        if form.isSheet {
            await withCheckedContinuation { ended in dismissSheet(of: viewController) { ended.resume() } }
        } else {
            navigationController.setViewControllers(
                navigationController.viewControllers.filter { $0 !== viewController }, animated: true)
            guard let transition = navigationController.transitionCoordinator else { return }
            await withCheckedContinuation { ended in
                transition.animate(alongsideTransition: nil) { _ in ended.resume() }
            }
        }
    }

    private func close(_ presenter: FormPresenter) {
        switch presenter {
        case .mvp(let presenter, _): presenter.detach()
        case .mvi(let presenter): presenter.container.close()
        }
    }

    /// A screen the form leads to, which other teams own: here, its title.
    private func screen(titled title: String) -> UIViewController {
        let screen = UIViewController()
        screen.title = title
        return screen
    }
}
