import CirclesDomain
import Testing
import UIKitStandIns

@testable import CirclesiOSApp

/// A scene disconnected releases what its delegate owns; what comes back is what the app
/// encoded in its restoration activity, which only the MVI form can encode.
@Suite("SceneDelegate: the form across a disconnected scene and an ended app", .timeLimit(.minutes(1)))
@MainActor
struct SceneDelegateTests {
    @Test(
        "Disconnecting the scene releases its delegate, the coordinator, the form and its presenter's screen",
        arguments: Version.allCases)
    func disconnectionReleasesEverything(version: Version) async throws {
        let app = AppHarness(version)
        await app.openNewForm(named: "Hikers")
        weak let delegate = app.sceneDelegate
        weak let coordinator = app.coordinator
        weak let form = app.form

        app.system.disconnect(try #require(app.scene))
        app.forgetScene()

        #expect(delegate == nil)
        #expect(coordinator == nil)
        #expect(form == nil)
    }

    @Test(
        "After a disconnection, the MVI form comes back as typed; the legacy form, which encodes nothing, does not",
        arguments: Version.allCases)
    func formAfterDisconnection(version: Version) async throws {
        let app = AppHarness(version)
        await app.openNewForm(named: "Hikers")
        let session = try #require(app.scene?.session)
        app.system.moveToBackground(try #require(app.scene))
        app.system.disconnect(try #require(app.scene))

        app.reconnect(to: session)
        await app.settle()

        let expected = version == .mvp ? ["All circles"] : ["All circles", "sheet: New circle"]
        #expect(app.screens == expected)
        #expect(app.display == (version == .mvp ? nil : FormDisplay(name: "Hikers", isSaveEnabled: true)))
    }

    @Test("After the app ended during a save, the MVI form comes back with no spinner and Save enabled")
    func formAfterTerminationDuringSave() async throws {
        let app = AppHarness(.mvi)
        app.coordinator?.showEditForm(circleId: AppHarness.bookClub.id)
        await app.settle()
        app.type(name: "Readers")
        await app.settle()
        await app.saveWhileHeld()
        await app.settle()
        let session = try #require(app.scene?.session)
        app.system.moveToBackground(try #require(app.scene))

        app.system.terminateApp()
        app.forgetScene()
        app.reconnect(to: session)
        await app.settle()

        #expect(app.screens == ["All circles", "Edit circle"])
        #expect(
            app.display == FormDisplay(name: "Readers", cover: "https://example.com/books.jpg", isSaveEnabled: true))
        app.releaseHeldCalls()
    }

    @Test("After the user closed the app in the app switcher, no form comes back, not even the MVI form")
    func noRestorationAfterClosingInAppSwitcher() async throws {
        let app = AppHarness(.mvi)
        await app.openNewForm(named: "Hikers")
        app.system.moveToBackground(try #require(app.scene))

        app.system.closeAppInAppSwitcher()
        app.forgetScene()
        app.reconnect(to: nil)
        await app.settle()

        #expect(app.screens == ["All circles"])
    }

    @Test("A form closed before the scene went to the background is not restored")
    func closedFormNotRestored() async throws {
        let app = AppHarness(.mvi)
        app.coordinator?.showNewCircleForm()
        await app.settle()
        app.tapBack()
        await app.settle()
        let session = try #require(app.scene?.session)
        app.system.moveToBackground(try #require(app.scene))
        app.system.disconnect(try #require(app.scene))

        app.reconnect(to: session)

        #expect(app.screens == ["All circles"])
    }
}
