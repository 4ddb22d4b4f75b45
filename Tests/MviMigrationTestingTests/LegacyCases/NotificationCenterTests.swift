import Foundation
import MviKit
import Testing

/// A presenter that reloads when a notification is posted, given the center it listens to.
///
/// A legacy presenter that observes `NotificationCenter.default` hears every post of every
/// test: Swift Testing runs tests, and each argument of a parameterised one, in parallel, so
/// one test's post reloads another test's presenter, mid-check or after it has gone. Take
/// the center in the initialiser, `.default` in the app, and give each test a center of its own.
@Suite("Legacy code: a presenter that observes notifications", .timeLimit(.minutes(1)))
@MainActor
struct NotificationCenterTests {
    @Test("A post on the presenter's own center reloads it once", arguments: 1...4)
    func reloadsOnItsOwnCenter(run: Int) async {
        let center = NotificationCenter()
        let presenter = ShelfPresenter(notifications: center)

        center.post(name: ShelfPresenter.shelfChanged, object: nil)
        await presenter.container.idle()

        #expect(presenter.container.state == 1)
    }

    @Test("A post on the default center, as a test running beside this one makes, does not reach it")
    func otherTestsPostsDoNotReachIt() async {
        let presenter = ShelfPresenter(notifications: NotificationCenter())

        NotificationCenter.default.post(name: ShelfPresenter.shelfChanged, object: nil)
        await presenter.container.idle()

        #expect(presenter.container.state == 0)
    }
}

/// Counts the reloads a changed shelf asks for; its state is how many there were.
@MainActor
private final class ShelfPresenter: MviContainerHost {
    static let shelfChanged = Notification.Name("ShelfChanged")

    let container = MviContainer<Int, Never>(initialState: 0)
    private let notifications: NotificationCenter
    private let observer: any NSObjectProtocol

    init(notifications: NotificationCenter = .default) {
        self.notifications = notifications
        // The container takes intents from any thread, so the observer needs no hop to the main actor.
        observer = notifications.addObserver(forName: Self.shelfChanged, object: nil, queue: nil) {
            [container] _ in
            container.intent("reload") { mvi in mvi.reduce { $0 + 1 } }
        }
    }

    isolated deinit {
        notifications.removeObserver(observer)
    }
}
