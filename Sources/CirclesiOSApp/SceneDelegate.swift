import CirclesConsole
import Foundation
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIns
#endif

/// The app's scene delegate: it makes the scene's window, the navigation controller and the
/// form's coordinator, and restores an open form after the scene was disconnected or the app ended.
///
/// UIKit makes the delegate itself, with `init()`, as the scene configuration
/// names its class, and hands it nothing: what its forms are built from is
/// ``environment``, which the app sets as it launches, before any scene
/// connects. Everything the delegate owns (the window, the screens, the
/// coordinator and the presenters) goes with it when the scene disconnects;
/// what comes back is only what ``stateRestorationActivity(for:)`` encoded.
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// What every scene's forms are built from, and the version they are in, as the app sets it at
    /// launch (in its app delegate's `application(_:didFinishLaunchingWithOptions:)`); with none,
    /// a scene shows nothing.
    static var environment: (dependencies: CircleFormDependencies, version: @MainActor () -> CircleFormVersion)?

    /// The scene's window.
    var window: UIWindow?
    /// The form's coordinator, once the scene is connected.
    private(set) var coordinator: CircleFormCoordinator?

    /// A delegate with no scene yet, as UIKit makes it.
    override init() {
        super.init()
    }

    // excerpt:begin scene-restoration
    /// Shows the list of circles, then the form the session kept, if any.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene, let environment = Self.environment else { return }
        let list = UIViewController()
        list.title = "All circles"
        let navigationController = UINavigationController(rootViewController: list)
        let coordinator = CircleFormCoordinator(
            navigationController: navigationController, dependencies: environment.dependencies,
            version: environment.version)
        self.coordinator = coordinator
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        if let activity = session.stateRestorationActivity {
            coordinator.restoreForm(from: activity)
        }
    }

    /// The open form, as the coordinator encodes it; asked as the scene goes to the background.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        coordinator?.stateRestorationActivity()
    }
    // excerpt:end scene-restoration
}
