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
    /// Where a scene is between foreground and background.
    public enum ActivationState: Sendable {
        /// Not connected.
        case unattached
        /// On screen, taking events.
        case foregroundActive
        /// On screen, taking no events.
        case foregroundInactive
        /// Off screen.
        case background
    }

    /// What the system hands a scene as it connects.
    @MainActor
    public final class ConnectionOptions {
        /// Activities the user started the scene with (a Handoff, a shortcut); not a restoration,
        /// which is in the session's `stateRestorationActivity`.
        public let userActivities: Set<NSUserActivity>

        init(userActivities: Set<NSUserActivity> = []) {
            self.userActivities = userActivities
        }
    }

    /// The session this scene shows; it outlives the scene.
    public let session: UISceneSession
    /// What the system tells about this scene's lifecycle; the scene keeps it.
    public var delegate: (any UISceneDelegate)?
    /// Where the scene is between foreground and background.
    public internal(set) var activationState = ActivationState.unattached

    init(session: UISceneSession) {
        self.session = session
        super.init()
    }
}

/// A stand-in for UIKit's `UIWindowScene`: a scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {
    private var windowReferences: [WeakWindow] = []

    /// The windows of the scene that are still alive.
    public var windows: [UIWindow] { windowReferences.compactMap(\.window) }

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
    /// The session's identity, kept across the app's ends and starts.
    public let persistentIdentifier: String
    /// What the scene's delegate last gave as its state restoration activity, as the system
    /// kept it; set when the scene connects again, `nil` on its first connection.
    public internal(set) var stateRestorationActivity: NSUserActivity?
    /// The activity as the system archived it, across the app's ends.
    var archivedActivity: Data?

    init(persistentIdentifier: String) {
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
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
