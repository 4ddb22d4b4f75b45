import Foundation

/// A stand-in for UIKit's `UIScene`: one instance of the app's UI, which the system connects,
/// moves between foreground and background, and disconnects.
///
/// The scene keeps its delegate, as in UIKit, and the system keeps the
/// scene while it is connected (see `SimulatedSystem`). Once disconnected,
/// the scene, its delegate and what the delegate owns (its window, the view
/// controllers, their presenters) are released; what survives is the
/// session, with the state restoration activity the delegate last gave.
@MainActor
open class UIScene: UIResponder {
    /// Where a scene is between foreground and background, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected.
        case unattached = -1
        /// On screen, taking events.
        case foregroundActive = 0
        /// On screen, taking no events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// What the system hands a scene as it connects.
    @MainActor
    open class ConnectionOptions: NSObject {
        private let activities: Set<NSUserActivity>

        init(userActivities: Set<NSUserActivity> = []) {
            activities = userActivities
            super.init()
        }

        /// Activities the user started the scene with (a Handoff, a shortcut); not a restoration,
        /// which is in the session's `stateRestorationActivity`.
        open var userActivities: Set<NSUserActivity> { activities }
    }

    private let sceneSession: UISceneSession
    /// What the system tells about this scene's lifecycle; the scene keeps it.
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is between foreground and background, as the system sets it.
    var currentActivationState = ActivationState.unattached

    /// A scene showing `session`, as the system makes one when it connects the session.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        sceneSession = session
        super.init()
    }

    /// The session this scene shows; it outlives the scene.
    open var session: UISceneSession { sceneSession }

    /// Where the scene is between foreground and background.
    open var activationState: ActivationState { currentActivationState }
}

/// A stand-in for UIKit's `UIWindowScene`: a scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {
    private var windowReferences: [WeakWindow] = []

    /// The windows of the scene that are still alive.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    func add(_ window: UIWindow) {
        windowReferences.append(WeakWindow(window: window))
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

/// A stand-in for UIKit's `UISceneSession`: what the system keeps of a scene, connected or not,
/// across the app's ends and starts.
@MainActor
open class UISceneSession: NSObject {
    private let identifier: String
    /// What the scene's delegate last gave as its state restoration activity, as the system
    /// kept it; set when the scene connects again, `nil` on its first connection.
    open var stateRestorationActivity: NSUserActivity?
    /// The activity as the system archived it, across the app's ends.
    var archivedActivity: Data?

    init(persistentIdentifier: String) {
        identifier = persistentIdentifier
        super.init()
    }

    /// The session's identity, kept across the app's ends and starts.
    open var persistentIdentifier: String { identifier }
}

/// What the system tells a scene's delegate; every method is optional.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene connects to `session`: make its UI, restoring from the session's
    /// `stateRestorationActivity` when there is one.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene is released, and the delegate with it: anything kept only here is gone.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is on screen and takes events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene stops taking events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen; the app may be ended without another word.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// What to restore the scene from when it connects again, encoded by the app as it likes;
    /// asked as the scene goes to the background. `nil` keeps nothing.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Keeps nothing.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// A scene delegate that shows a window: what an app's `SceneDelegate` adopts.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window, which the delegate keeps.
    var window: UIWindow? { get set }
}
