import CirclesConsole
import Foundation
import MviKit

extension CreateOrEditCircleScreen: StateSavingFormScreen {
    /// The state as JSON when leaving would lose input (the rule back uses to ask first), else `nil`.
    ///
    /// Saved without the spinner: a save in flight is cancelled when the demo
    /// quits, so the restored form must let the user press Save again.
    public func savedState() throws -> Data? {
        let state = presenter.container.state
        guard presenter.formCheck.wouldLoseInput(state) else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(state.withCommittingChanges(false))
    }

    /// Decodes a saved state, checks it as the form would, and puts it back.
    ///
    /// Save is re-decided by the form's rules rather than trusted from the
    /// file, and text with control characters is refused, so a hand-edited
    /// file cannot enable Save on a blank name or drive the terminal. The
    /// time-travel history restarts from the restored state.
    public func restore(savedState data: Data) throws {
        let decoded: CreateOrEditState
        do {
            decoded = try JSONDecoder().decode(CreateOrEditState.self, from: data)
        } catch {
            throw SavedStateError(decoding: error)
        }
        let texts = [decoded.circleName, decoded.coverPhoto ?? ""]
        if texts.contains(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            throw SavedStateError(reason: "its text holds control characters")
        }
        presenter.container.restore(presenter.formCheck.checked(decoded.withCommittingChanges(false)))
        recorder.stop()
        recorder = MviTimeTravelRecorder(container: presenter.container)
    }
}
