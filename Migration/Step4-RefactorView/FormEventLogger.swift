import MviKit

/// The container observer behind `--log`: an ``MviLogger`` that leaves out the end of each intent.
///
/// From step 3 on, an intent that navigates posts a side effect and ends on
/// its own thread while the main actor delivers it and closes the container;
/// which comes first is down to thread timing, and a closed container
/// reports nothing more. So an "intent finished" line would appear in some
/// runs and not in others, and a log must read the same every run to be a
/// golden transcript. Step 2's intents navigate through an awaited view
/// call, so their order is fixed, but they leave the ends out too, so that
/// every step's log compares line for line with the others'.
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
