import MviKit

/// The container observer behind `--log`: an ``MviLogger`` that leaves out the end of each intent.
///
/// An intent that navigates ends on its own thread while the main actor
/// delivers its side effect and closes the container; which comes first is
/// down to thread timing, and a closed container reports nothing more. So an
/// "intent finished" line would appear in some runs and not in others, and a
/// log must read the same every run to be a golden transcript. What the
/// intent did (its state changes and side effects) is all still there.
struct FormEventLogger: MviContainerObserver {
    private let logger: MviLogger<CreateOrEditState, CreateOrEditSideEffect>

    /// A logger writing to `sink`.
    init(sink: @escaping @Sendable (String) -> Void) {
        logger = MviLogger(sink: sink)
    }

    func observe(_ event: MviEvent<CreateOrEditState, CreateOrEditSideEffect>) {
        if case .intentFinished = event { return }
        logger.observe(event)
    }
}
