import MviKit

/// An intent whose body waits until it is cancelled, as one stuck on slow I/O
/// would, and notes whether it saw the cancellation.
struct CancellableIntent {
    let intent: MviIntent
    /// Gets `Task.isCancelled` once the body stops waiting.
    let sawCancellation = Recorded<Bool>()

    /// Starts the intent on `container` and returns once its body is waiting.
    init<State, SideEffect>(on container: MviContainer<State, SideEffect>) async {
        let started = TestGate()
        let released = TestGate()
        intent = container.intent("waits for cancellation") { [sawCancellation] _ in
            started.open()
            await withTaskCancellationHandler {
                await released.wait()
            } onCancel: {
                released.open()
            }
            sawCancellation.append(Task.isCancelled)
        }
        await started.wait()
    }
}
