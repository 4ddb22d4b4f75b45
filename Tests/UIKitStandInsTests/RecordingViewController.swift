import Foundation
import UIKitStandIns

/// A view controller that writes down each lifecycle call it gets, with its name, in one log
/// shared by every screen of a test, so that a test compares the whole order.
@MainActor
final class RecordingViewController: UIViewController {
    let name: String
    private let log: CallLog
    /// Run at the end of `viewDidLoad`, `viewWillAppear` or `viewDidAppear`, for a test to act there.
    var onViewDidLoad: () -> Void = {}
    var onViewWillAppear: () -> Void = {}
    var onViewDidAppear: () -> Void = {}

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name).viewDidLoad")
        onViewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name).viewWillAppear" + reason)
        onViewWillAppear()
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("\(name).viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name).viewDidAppear" + reason)
        onViewDidAppear()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name).viewWillDisappear" + reason)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name).viewDidDisappear" + reason)
    }

    /// Why the call happens, as the view controller's flags say.
    private var reason: String {
        let flags = [
            isMovingToParent ? "movingToParent" : nil, isMovingFromParent ? "movingFromParent" : nil,
            isBeingPresented ? "beingPresented" : nil, isBeingDismissed ? "beingDismissed" : nil,
        ].compactMap { $0 }
        return flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))"
    }
}

/// The calls the screens of one test made, in order.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    /// The entries since the last call, which it clears, so that a test checks one step at a time.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A window showing `root`, in a scene of its own, as a test's screen starts; a test keeps it for
/// as long as its screens are on screen, since the window runs their transitions.
@MainActor
final class ShownWindow {
    let scene: UIWindowScene
    let window: UIWindow

    init(showing root: UIViewController) {
        scene = SimulatedSystem(sceneDelegate: { BareSceneDelegate() }).connectScene()
        window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// Returns once every transition begun in the window has ended.
    func transitionsEnded() async {
        await window.transitionsEnded()
    }
}

/// A scene delegate that makes nothing: the test builds its window itself.
@MainActor
final class BareSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
