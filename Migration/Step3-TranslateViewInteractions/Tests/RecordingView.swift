import CirclesDomain
import Step3TranslateViewInteractions

/// A fake view that records the calls left in the step-3 contract, in order.
@MainActor
final class RecordingView: CreateOrEditCircleContract.View {
    /// One view call, with its argument.
    enum Call: Equatable {
        case enableCTA
        case disableCTA
        case setEditableCircleData(CircleConfigModel)
    }

    /// Every call received so far, in order.
    private(set) var calls: [Call] = []

    func enableCTA() { calls.append(.enableCTA) }
    func disableCTA() { calls.append(.disableCTA) }
    func setEditableCircleData(_ result: CircleConfigModel) { calls.append(.setEditableCircleData(result)) }
}
