import CirclesConsole
import Foundation
import UIKitStandIns

/// A list view controller as an app shows it: the root of a navigation controller, in a window
/// on a connected scene, with a navigator that notes what the list asked to open.
@MainActor
final class ListOnScreen: ListNavigator {
    /// What the list asked to open, in order.
    private(set) var openings: [String] = []
    /// The navigation controller the list is the root of.
    let navigation: UINavigationController
    private let window: UIWindow

    /// Puts the view controller `makeList` makes, given this navigator, on screen.
    init(_ makeList: (ListOnScreen) -> UIViewController) {
        let scene = SimulatedSystem(sceneDelegate: { NoSceneDelegate() }).connectScene()
        window = UIWindow(windowScene: scene)
        navigation = UINavigationController(rootViewController: UIViewController())
        navigation.setViewControllers([makeList(self)], animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// Returns once every transition begun in the window has ended.
    func transitionsEnded() async {
        await window.transitionsEnded()
    }

    /// The alert the list presents, if any.
    var alert: UIAlertController? { navigation.topViewController?.presentedViewController as? UIAlertController }

    func openForm(_ launch: FormLaunch) {
        switch launch {
        case .create: openings.append("new form")
        case .edit(let circleId): openings.append("form of \(circleId)")
        }
    }

    func openCircleFeed(circleId: String) { openings.append("feed of \(circleId)") }
}

/// A scene delegate that makes nothing: the test builds its window itself.
@MainActor
private final class NoSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

extension UITableView {
    /// The text of every row shown, top to bottom, as the user reads it: after the layout pass the
    /// run loop makes before anything reaches the screen.
    var rowTexts: [String] {
        layoutIfNeeded()
        return visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "" }
    }
}
