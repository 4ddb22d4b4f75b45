import Foundation

/// The part of iOS a test plays: it connects scenes, moves them to the background and back,
/// disconnects them, and ends the app, calling the scene delegate as the system does.
///
/// What it keeps, as the system does, is the sessions: across a
/// disconnection and across the end of the app by the system, a session
/// keeps the state restoration activity its scene's delegate gave as the
/// scene went to the background, archived. Everything else the app made is
/// released. The archive keeps only property-list values; an activity that
/// holds anything else is not kept, and a warning says why. A user who
/// closes the app in the app switcher discards its sessions too, and with
/// them what they kept
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)).
@MainActor
package final class SimulatedSystem {
    /// Every session the system keeps, connected or not, oldest first.
    package private(set) var openSessions: [UISceneSession] = []
    /// The scenes connected now, which the system keeps alive.
    package private(set) var connectedScenes: [UIWindowScene] = []
    /// What the system would have logged, in order.
    package private(set) var warnings: [String] = []
    private let makeSceneDelegate: @MainActor () -> any UIWindowSceneDelegate

    /// A system that makes each scene's delegate with `sceneDelegate`: the initialiser with no
    /// argument of the class the app's scene configuration names, as UIKit calls it.
    package init(sceneDelegate: @escaping @MainActor () -> any UIWindowSceneDelegate) {
        makeSceneDelegate = sceneDelegate
    }

    /// Connects a scene to `session`, or to a new session: the session's archived activity, if
    /// any, comes back as its `stateRestorationActivity`; the delegate hears it connects, then
    /// that it comes to the foreground and becomes active.
    @discardableResult
    package func connectScene(to session: UISceneSession? = nil) -> UIWindowScene {
        let session = session ?? makeSession()
        session.stateRestorationActivity = session.archivedActivity.flatMap(Self.unarchivedActivity)
        let options = UIScene.ConnectionOptions()
        let scene = UIWindowScene(session: session, connectionOptions: options)
        let delegate = makeSceneDelegate()
        scene.delegate = delegate
        connectedScenes.append(scene)
        delegate.scene(scene, willConnectTo: session, options: options)
        moveToForeground(scene)
        return scene
    }

    /// Takes `scene` off screen: it resigns active and enters the background, then the system
    /// asks its delegate for the state restoration activity and archives it in the session.
    package func moveToBackground(_ scene: UIWindowScene) {
        guard let delegate = scene.delegate, scene.activationState != .background else { return }
        scene.currentActivationState = .foregroundInactive
        delegate.sceneWillResignActive(scene)
        scene.currentActivationState = .background
        delegate.sceneDidEnterBackground(scene)
        scene.session.archivedActivity = delegate.stateRestorationActivity(for: scene).flatMap(archive)
    }

    /// Brings `scene` back on screen: it enters the foreground and becomes active.
    package func moveToForeground(_ scene: UIWindowScene) {
        guard let delegate = scene.delegate, scene.activationState != .foregroundActive else { return }
        scene.currentActivationState = .foregroundInactive
        delegate.sceneWillEnterForeground(scene)
        scene.currentActivationState = .foregroundActive
        delegate.sceneDidBecomeActive(scene)
    }

    /// Disconnects `scene`, as the system does to reclaim memory from a scene in the background
    /// or when the user closes it: the delegate hears it, then the scene and the delegate are
    /// released. The session stays, with its archived activity.
    package func disconnect(_ scene: UIWindowScene) {
        guard connectedScenes.contains(where: { $0 === scene }) else { return }
        scene.delegate?.sceneDidDisconnect(scene)
        release(scene)
    }

    /// Ends the app, as the system does to a suspended app: nobody hears of it, everything the
    /// app made is released, and only the sessions stay.
    package func terminateApp() {
        for scene in connectedScenes { release(scene) }
    }

    /// The user closes the app in the app switcher: the app ends as ``terminateApp()`` ends it,
    /// and the system discards every session, with the activity it kept: the next scene starts
    /// anew.
    package func closeAppInAppSwitcher() {
        terminateApp()
        for session in openSessions { session.archivedActivity = nil }
        openSessions = []
    }

    private func release(_ scene: UIWindowScene) {
        scene.delegate = nil
        scene.currentActivationState = .unattached
        connectedScenes.removeAll { $0 === scene }
    }

    private func makeSession() -> UISceneSession {
        let session = UISceneSession(persistentIdentifier: "session-\(openSessions.count + 1)")
        openSessions.append(session)
        return session
    }

    /// The activity as property-list data, or `nil` with a warning when it holds anything else.
    private func archive(_ activity: NSUserActivity) -> Data? {
        var userInfo: [String: Any] = [:]
        for (key, value) in activity.userInfo ?? [:] {
            guard let key = key.base as? String, Self.isPropertyList(value) else {
                warnings.append("The activity \(activity.activityType) holds \(key), which is not a property list.")
                return nil
            }
            userInfo[key] = value
        }
        var archived: [String: Any] = ["activityType": activity.activityType, "userInfo": userInfo]
        archived["title"] = activity.title
        return try? PropertyListSerialization.data(fromPropertyList: archived, format: .binary, options: 0)
    }

    private static func unarchivedActivity(from data: Data) -> NSUserActivity? {
        guard
            let archived = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let activityType = archived["activityType"] as? String
        else { return nil }
        let activity = NSUserActivity(activityType: activityType)
        activity.title = archived["title"] as? String
        activity.userInfo = archived["userInfo"] as? [String: Any]
        return activity
    }

    private static func isPropertyList(_ value: Any) -> Bool {
        switch value {
        case is String, is Data, is Date, is Bool, is Int, is Double: true
        case let array as [Any]: array.allSatisfy(isPropertyList)
        case let dictionary as [String: Any]: dictionary.values.allSatisfy(isPropertyList)
        default: false
        }
    }
}
