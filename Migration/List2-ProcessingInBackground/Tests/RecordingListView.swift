import CirclesDomain
import List2ProcessingInBackground

/// A fake list that records every call the presenter makes, in order.
@MainActor
final class RecordingListView: @preconcurrency CirclesListContract.View {
    /// One view call, with its arguments.
    enum Call: Equatable {
        case showLoading
        case showCircles([CircleConfigModel])
        case showEmptyState
        case showLoadError
        case insertCircle(CircleConfigModel, at: Int)
        case updateCircle(CircleConfigModel, at: Int)
        case removeCircle(at: Int)
        case showDeleteConfirmation(String, at: Int)
        case showDeletingProgress
        case showDeleteError(String)
        case openCreateCircleScreen
        case openEditCircleScreen(String)
        case openCircleFeedScreen(String)
    }

    /// Every call received so far, in order.
    private(set) var calls: [Call] = []

    func showLoading() { calls.append(.showLoading) }
    func showCircles(_ circles: [CircleConfigModel]) { calls.append(.showCircles(circles)) }
    func showEmptyState() { calls.append(.showEmptyState) }
    func showLoadError() { calls.append(.showLoadError) }
    func insertCircle(_ circle: CircleConfigModel, at row: Int) { calls.append(.insertCircle(circle, at: row)) }
    func updateCircle(_ circle: CircleConfigModel, at row: Int) { calls.append(.updateCircle(circle, at: row)) }
    func removeCircle(at row: Int) { calls.append(.removeCircle(at: row)) }
    func showDeleteConfirmation(_ circleName: String, at row: Int) {
        calls.append(.showDeleteConfirmation(circleName, at: row))
    }
    func showDeletingProgress() { calls.append(.showDeletingProgress) }
    func showDeleteError(_ circleName: String) { calls.append(.showDeleteError(circleName)) }
    func openCreateCircleScreen() { calls.append(.openCreateCircleScreen) }
    func openEditCircleScreen(_ circleId: String) { calls.append(.openEditCircleScreen(circleId)) }
    func openCircleFeedScreen(_ circleId: String) { calls.append(.openCircleFeedScreen(circleId)) }

    /// Forgets the calls so far, so a test can assert only what its action caused.
    func reset() { calls.removeAll() }
}
