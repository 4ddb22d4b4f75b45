import Foundation

/// A stand-in for UIKit's `UIWindow`: what shows a scene's root view controller.
///
/// ``makeKeyAndVisible()`` shows the root, which hears `viewWillAppear` and
/// `viewDidAppear`; a root replaced while the window is visible swaps with
/// the same calls. The window keeps its root; the scene's delegate keeps
/// the window, as the Xcode template's `var window: UIWindow?` does.
@MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to.
    public private(set) weak var windowScene: UIWindowScene?
    /// Whether the window takes the keyboard's input: the one the user sees.
    public private(set) var isKeyWindow = false

    /// The view controller the window shows.
    public var rootViewController: UIViewController? {
        didSet {
            guard isKeyWindow, oldValue !== rootViewController else { return }
            oldValue?.forwardWillDisappear(false)
            rootViewController?.forwardWillAppear(false)
            oldValue?.forwardDidDisappear(false)
            rootViewController?.forwardDidAppear(false)
        }
    }

    /// A window in `windowScene`.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
        windowScene.add(self)
    }

    /// A window from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the window, and so its root view controller.
    public func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        isHidden = false
        rootViewController?.forwardWillAppear(false)
        rootViewController?.forwardDidAppear(false)
    }
}
