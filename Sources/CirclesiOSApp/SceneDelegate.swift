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
/// names it; an app hands it its dependencies from the app delegate. Here the
/// system a test plays (`SimulatedSystem`) makes it with them. Everything it
/// owns (the window, the screens, the coordinator and the presenters) goes
/// with it when the scene disconnects; what comes back is only what
/// ``stateRestorationActivity(for:)`` encoded.
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    var window: UIWindow?
    /// The form's coordinator, once the scene is connected.
    private(set) var coordinator: CircleFormCoordinator?
    private let dependencies: CircleFormDependencies
    private let version: @MainActor () -> CircleFormVersion

    /// A delegate whose forms are built from `dependencies`, in the version `version` says.
    init(dependencies: CircleFormDependencies, version: @escaping @MainActor () -> CircleFormVersion) {
        self.dependencies = dependencies
        self.version = version
        super.init()
    }

    // excerpt:begin scene-restoration
    /// Shows the list of circles, then the form the session kept, if any.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let list = UIViewController()
        list.title = "All circles"
        let navigationController = UINavigationController(rootViewController: list)
        let coordinator = CircleFormCoordinator(
            navigationController: navigationController, dependencies: dependencies, version: version)
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
