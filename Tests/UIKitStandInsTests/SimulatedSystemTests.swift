import Foundation
import Testing
import UIKitStandIns

@Suite("Scenes: disconnecting releases what the scene's delegate owns; restoring is the app's own activity")
@MainActor
struct SimulatedSystemTests {
    @Test("Connecting shows the delegate's window; the delegate hears connect, foreground and active, in order")
    func connectShowsTheWindow() throws {
        let system = SimulatedSystem(sceneDelegate: { NoteSceneDelegate() })

        let scene = system.connectScene()

        let delegate = try #require(scene.delegate as? NoteSceneDelegate)
        #expect(delegate.calls == ["willConnect (restoring nothing)", "willEnterForeground", "didBecomeActive"])
        #expect(delegate.window?.isKeyWindow == true)
        #expect(scene.activationState == .foregroundActive)
    }

    @Test("Disconnecting releases the scene, its delegate, its window and its screens; the session stays")
    func disconnectReleasesEverything() throws {
        let system = SimulatedSystem(sceneDelegate: { NoteSceneDelegate() })
        var scene: UIWindowScene? = system.connectScene()
        weak let delegate = scene?.delegate as? NoteSceneDelegate
        weak let window = delegate?.window
        weak let screen = delegate?.window?.rootViewController
        let notes = try #require(delegate?.sharedCalls)

        system.disconnect(try #require(scene))
        scene = nil

        #expect(delegate == nil)
        #expect(window == nil)
        #expect(screen == nil)
        #expect(notes.entries.last == "didDisconnect")
        #expect(system.openSessions.count == 1)
    }

    @Test("What the delegate kept in its activity as the scene went to the background comes back on reconnection")
    func restorationAfterDisconnection() throws {
        let system = SimulatedSystem(sceneDelegate: { NoteSceneDelegate() })
        let first = system.connectScene()
        try #require(first.delegate as? NoteSceneDelegate).note = "Hikers"
        system.moveToBackground(first)
        system.disconnect(first)

        let second = system.connectScene(to: first.session)

        let delegate = try #require(second.delegate as? NoteSceneDelegate)
        #expect(delegate.calls.first == "willConnect (restoring Hikers)")
        #expect(delegate.note == "Hikers")
    }

    @Test("After the app ends nobody hears of it; a new start gets the session's activity back, and nothing else")
    func restorationAfterTermination() throws {
        let system = SimulatedSystem(sceneDelegate: { NoteSceneDelegate() })
        let first = system.connectScene()
        let firstDelegate = try #require(first.delegate as? NoteSceneDelegate)
        firstDelegate.note = "Hikers"
        firstDelegate.unsavedNote = "typed, never encoded"
        system.moveToBackground(first)

        system.terminateApp()
        let second = system.connectScene(to: first.session)

        let delegate = try #require(second.delegate as? NoteSceneDelegate)
        #expect(firstDelegate.calls.last == "didEnterBackground")
        #expect(delegate.note == "Hikers")
        #expect(delegate.unsavedNote == nil)
    }

    @Test("Closing the app in the app switcher discards its sessions: the next start restores nothing")
    func closedInAppSwitcher() throws {
        let system = SimulatedSystem(sceneDelegate: { NoteSceneDelegate() })
        let first = system.connectScene()
        try #require(first.delegate as? NoteSceneDelegate).note = "Hikers"
        system.moveToBackground(first)

        system.closeAppInAppSwitcher()
        let second = system.connectScene()

        #expect(system.openSessions.map(\.persistentIdentifier) == [second.session.persistentIdentifier])
        #expect(second.session.stateRestorationActivity == nil)
        #expect(try #require(second.delegate as? NoteSceneDelegate).note == nil)
    }

    @Test("A scene never sent to the background keeps nothing to restore from")
    func noBackgroundNoRestoration() throws {
        let system = SimulatedSystem(sceneDelegate: { NoteSceneDelegate() })
        let first = system.connectScene()
        try #require(first.delegate as? NoteSceneDelegate).note = "Hikers"

        system.disconnect(first)
        let second = system.connectScene(to: first.session)

        #expect(second.session.stateRestorationActivity == nil)
        #expect(try #require(second.delegate as? NoteSceneDelegate).note == nil)
    }

    @Test("An activity holding a value that is not a property list is not kept, with a warning")
    func onlyPropertyListsAreKept() throws {
        let system = SimulatedSystem(sceneDelegate: { NoteSceneDelegate() })
        let first = system.connectScene()
        try #require(first.delegate as? NoteSceneDelegate).keepsUnarchivableValue = true
        system.moveToBackground(first)
        system.disconnect(first)

        let second = system.connectScene(to: first.session)

        #expect(second.session.stateRestorationActivity == nil)
        #expect(system.warnings == ["The activity circles.note holds view, which is not a property list."])
    }
}

/// A scene delegate keeping one note, which it puts in its restoration activity as text.
@MainActor
private final class NoteSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var note: String?
    /// Something the delegate holds and never encodes: it cannot survive.
    var unsavedNote: String?
    var keepsUnarchivableValue = false
    let sharedCalls = CallLog()
    var calls: [String] { sharedCalls.entries }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        note = session.stateRestorationActivity?.userInfo?["note"] as? String
        sharedCalls.append("willConnect (restoring \(note ?? "nothing"))")
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { sharedCalls.append("didDisconnect") }
    func sceneWillEnterForeground(_ scene: UIScene) { sharedCalls.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { sharedCalls.append("didBecomeActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { sharedCalls.append("didEnterBackground") }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "circles.note")
        activity.addUserInfoEntries(from: ["note": note ?? ""])
        if keepsUnarchivableValue { activity.addUserInfoEntries(from: ["view": UIView()]) }
        return activity
    }
}
