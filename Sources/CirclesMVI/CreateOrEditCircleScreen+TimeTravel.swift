import CirclesConsole
import MviKit

extension CreateOrEditCircleScreen: TimeTravellingFormScreen {
    /// The recorded states: the first in full, each later one as the fields its intent changed.
    public var history: [RecordedFormState] {
        let entries = recorder.entries
        return entries.indices.map { index in
            let entry = entries[index]
            let change =
                index == 0
                ? MviFieldDiff.describe(entry.state)
                : MviFieldDiff(from: entries[index - 1].state, to: entry.state).description
            return RecordedFormState(intent: entry.intent, change: change)
        }
    }

    /// The recorder's bound: ``MviTimeTravelRecorder/defaultCapacity`` states.
    public var historyCapacity: Int { recorder.capacity }

    /// Restores entry `index` through the container, so the view redraws and no side effect runs again.
    public func rewind(to index: Int) -> Bool {
        do {
            try recorder.restore(at: index)
            return true
        } catch {
            return false
        }
    }
}
