import Foundation
import MvpKit
import Testing

private struct Boom: Error {}

/// The legacy callback scheduler: work off the main actor, callbacks on it, and a way to wait.
@Suite("UiThreadScheduler")
@MainActor
struct UiThreadSchedulerTests {
    @Test("Success and failure call back once each, and waitUntilIdle waits for both")
    func callsBackAndWaits() async {
        let scheduler = UiThreadScheduler()
        var results: [String] = []

        scheduler.subscribeOnUiThread({ 42 }, onSuccess: { results.append("value \($0)") }, onError: { _ in })
        scheduler.subscribeOnUiThread(
            { () async throws -> Int in throw Boom() },
            onSuccess: { _ in results.append("unexpected") },
            onError: { results.append("error \($0 is Boom)") })
        let pendingBeforeWaiting = scheduler.pendingCount
        await scheduler.waitUntilIdle()

        #expect(pendingBeforeWaiting == 2)
        #expect(results.sorted() == ["error true", "value 42"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("The work itself runs off the main actor")
    func workRunsOffMainActor() async {
        let scheduler = UiThreadScheduler()
        var ranOnMainThread: Bool?

        scheduler.subscribeOnUiThread(
            { @Sendable () async -> Bool in Thread.isMainThread },
            onSuccess: { ranOnMainThread = $0 }, onError: { _ in })
        await scheduler.waitUntilIdle()

        #expect(ranOnMainThread == false)
    }
}
