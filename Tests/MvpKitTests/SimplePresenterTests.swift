import MvpKit
import Testing

@MainActor
private final class Screen {
    var messages: [String] = []
}

/// The legacy base: view calls reach an attached view and are dropped otherwise.
@Suite("SimplePresenter")
@MainActor
struct SimplePresenterTests {
    @Test("ifAttached reaches the attached view only")
    func ifAttachedReachesAttachedViewOnly() {
        let presenter = SimplePresenter<Screen>()
        let screen = Screen()

        presenter.ifAttached { $0.messages.append("before attach") }
        presenter.attach(screen)
        presenter.ifAttached { $0.messages.append("attached") }
        presenter.detach()
        presenter.ifAttached { $0.messages.append("after detach") }

        #expect(screen.messages == ["attached"])
        #expect(!presenter.isAttached)
    }

    @Test("Detaching releases the view")
    func detachReleasesView() {
        let presenter = SimplePresenter<Screen>()
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        presenter.attach(screen ?? Screen())

        screen = nil
        let heldWhileAttached = weakScreen != nil
        presenter.detach()

        #expect(heldWhileAttached)
        #expect(weakScreen == nil)
    }
}
